import { crc32, deflateSync } from "node:zlib";

/**
 * Real pictures, one pixel of #c0392b each (Chromium decodes all three as such), for the
 * upload tests. The PNG is built chunk by chunk, so its checksums are real.
 */
export const PNG = (() => {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    typed.copy(frame, 4);
    frame.writeUInt32BE(crc32(typed), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.from([0, 0xc0, 0x39, 0x2b]); // no filter, then the pixel
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(row)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
})();

/** Baseline JPEG as Chromium's canvas writes it (its colour profile left out). */
export const JPEG = new Uint8Array(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUo" +
      "KSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEB" +
      "AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAA" +
      "AAAAAAAA/9oADAMBAAIRAxEAPwCUAHVPf//Z",
    "base64",
  ),
);

export const GIF = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAMA5KwAAACwAAAAAAQABAAACAkQBADs=", "base64"));

/** A PNG's first bytes, then padding to `size` bytes: a picture by its bytes, of any size. */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}
