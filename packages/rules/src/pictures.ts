/**
 * Members' pictures (avatar, before and after photos): what an upload may be, told by its
 * bytes rather than its name or declared type, and how a profile change treats the
 * pictures it does not upload. Zod-free: a screen can check a chosen file with the same
 * rule and words before sending it.
 */

export const PICTURE_FIELDS = ["avatar", "beforePhoto", "afterPhoto"] as const;
export type PictureField = (typeof PICTURE_FIELDS)[number];

export const PICTURE_LABELS: Record<PictureField, string> = {
  avatar: "Avatar",
  beforePhoto: "Before photo",
  afterPhoto: "After photo",
};

/** 5 MB, as the settings screen's hint says. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_HINT = "JPG, PNG or GIF. Max size 5MB.";
/** For a file input's `accept`: what the picker offers (the bytes still decide). */
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/gif";

export type PictureKind = "png" | "jpeg" | "gif";

/** The bytes each kind of file starts with. */
const SIGNATURES: readonly { kind: PictureKind; bytes: readonly number[] }[] = [
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { kind: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/** How many leading bytes pictureKind needs: a screen reads only these of a chosen file. */
export const PICTURE_SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** PNG, JPEG or GIF by the file's first bytes; null for anything else. */
export function pictureKind(head: Uint8Array): PictureKind | null {
  for (const { kind, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return kind;
  }
  return null;
}

/**
 * What is wrong with a file given as a picture, in words a member reads, or null when it
 * may be kept. `head` is at least its first PICTURE_SIGNATURE_BYTES bytes (or the whole file).
 */
export function pictureProblem(field: PictureField, size: number, head: Uint8Array): string | null {
  if (pictureKind(head) === null) return notAPictureMessage(field);
  if (size > MAX_PICTURE_BYTES) return `${PICTURE_LABELS[field]} is larger than 5 MB`;
  return null;
}

export function notAPictureMessage(field: PictureField): string {
  return `${PICTURE_LABELS[field]} must be a JPG, PNG or GIF image`;
}

/** Where the server serves uploaded pictures: same-origin paths such as `/uploads/<random>.png`. */
export const UPLOADS_PATH = "/uploads/";

export function isUploadedPicture(path: string): boolean {
  return path.startsWith(UPLOADS_PATH);
}

/**
 * A picture after a profile change that uploads none for it. `given` is what the change
 * says: undefined keeps the current one, null removes it, an address sets it. An address
 * of an uploaded picture keeps the current one too: a field points at an upload only by
 * uploading it, so no member can take (and, by replacing it, delete) another's file, and
 * a form opened before the picture changed elsewhere does not bring the old one back.
 */
export function keptOrChosenPicture(current: string | null, given: string | null | undefined): string | null {
  if (given === undefined || (given !== null && isUploadedPicture(given))) return current;
  return given;
}
