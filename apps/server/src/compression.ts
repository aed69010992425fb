/**
 * What the server compresses as it answers: the API's JSON answers and the pages it draws.
 * The web app's own files were compressed once, by its build (static.ts); a CSV download
 * compresses itself as it streams (rest/adapter.ts).
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, crc32, deflateRawSync, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

/**
 * Whether the browser takes an encoding, by its Accept-Encoding header: listed with a
 * weight above zero, or covered by `*`. No header means identity only.
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    let weight = 1;
    for (const param of params) {
      const q = /^q=([0-9.]+)$/.exec(param);
      if (q) weight = Number(q[1]);
    }
    weights.set(token, weight);
  }
  return (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
}

/**
 * Bodies up to this size are compressed on the event loop. Handing a small body to libuv's
 * thread pool cost three to four times the CPU of compressing it in place (120 µs against
 * 30 µs for a 2 KB board, docs/performance.md), and brotli of a 64 KB answer holds the loop
 * for about a millisecond.
 */
const IN_PLACE_BYTES = 64 * 1024;

/**
 * How hard to compress. `quick` for what is made per request: a few KB either way, well
 * inside what a phone receives in its first round trip, for a fraction of the CPU of the
 * smallest setting (docs/performance.md). `small` for what is compressed once and sent many
 * times, and for a page on the first paint's path.
 */
export type Effort = "quick" | "small";

const BROTLI_QUALITY: Record<Effort, number> = { quick: 2, small: 5 };
const GZIP_LEVEL: Record<Effort, number> = { quick: 3, small: 6 };

/**
 * The encoding for a browser that sent `accepted`, null when it takes neither. What is
 * compressed once goes as brotli, the smaller; what is made per request as gzip, which at
 * level 3 came out as small as brotli at quality 2 (within 4%, smaller on most answers) and
 * no slower (the home screen's batch: 80 to 100 µs against 390; docs/performance.md).
 */
export function chosenEncoding(accepted: string | undefined, effort: Effort): Encoding | null {
  const [first, second]: [Encoding, Encoding] = effort === "small" ? ["br", "gzip"] : ["gzip", "br"];
  if (acceptsEncoding(accepted, first)) return first;
  return acceptsEncoding(accepted, second) ? second : null;
}

/** `body` in `encoding`. */
export async function compress(
  body: string | Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  const brotliSettings = {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
  };
  const gzipSettings = { level: GZIP_LEVEL[effort] };
  if (bytes > IN_PLACE_BYTES) {
    return encoding === "br" ? brotli(body, brotliSettings) : gzipAsync(body, gzipSettings);
  }
  return encoding === "br" ? brotliCompressSync(body, brotliSettings) : gzipSync(body, gzipSettings);
}

/** A frozen answer's JSON, and that compressed once as deflate blocks a gzip stream can carry. */
interface KeptPart {
  text: Buffer;
  /** Its first bytes, to look for it by: a search for all of it first reads all of it. */
  head: Buffer;
  deflated: Buffer;
}

const keptParts = new WeakMap<object, KeptPart>();

function keptPartOf(answer: object): KeptPart {
  let part = keptParts.get(answer);
  if (!part) {
    const text = Buffer.from(JSON.stringify(answer));
    // Ended by a sync flush, not as the last block: more blocks may follow it.
    const deflated = deflateRawSync(text, { level: GZIP_LEVEL.small, finishFlush: constants.Z_SYNC_FLUSH });
    part = { text, head: text.subarray(0, 64), deflated };
    keptParts.set(answer, part);
  }
  return part;
}

/** A gzip member's header (RFC 1952): deflate, no name nor time, from an unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * `body` as gzip, with the JSON of each of `answers` found in it (frozen catalogues, in the
 * order the body holds them) carried as compressed once. A deflate stream is a run of blocks,
 * and blocks that refer only to bytes of their own can follow any others (RFC 1951), so the
 * body's other bytes are compressed around them, each run ended by a sync flush and the last
 * as the final block; the trailer's CRC-32 and length are the whole body's. The home screen's
 * batch otherwise compressed its 29 KB workout list again on every request
 * (docs/performance.md). An answer whose JSON is not in the body, or is smaller than a
 * packet, is compressed with the rest.
 */
export function gzipAround(body: Uint8Array, answers: readonly object[]): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const parts: Buffer[] = [GZIP_HEADER];
  let from = 0;
  for (const answer of answers) {
    const part = keptPartOf(answer);
    // A small one compresses as well with its neighbours, and no faster apart.
    if (part.text.byteLength < SMALLEST_COMPRESSED_ANSWER) continue;
    const at = indexOfPart(bytes, part, from);
    if (at === -1) continue;
    parts.push(deflateRun(bytes.subarray(from, at), false), part.deflated);
    from = at + part.text.byteLength;
  }
  parts.push(deflateRun(bytes.subarray(from), true));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(bytes), 0);
  trailer.writeUInt32LE(bytes.byteLength % 2 ** 32, 4);
  parts.push(trailer);
  // Written once into the answer's own bytes, not joined and then copied.
  const gzip = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    gzip.set(part, offset);
    offset += part.byteLength;
  }
  return gzip;
}

/** Where `part`'s JSON is in `bytes` from `from` on, or -1. */
function indexOfPart(bytes: Buffer, part: KeptPart, from: number): number {
  for (let at = bytes.indexOf(part.head, from); at !== -1; at = bytes.indexOf(part.head, at + 1)) {
    if (bytes.compare(part.text, 0, part.text.byteLength, at, at + part.text.byteLength) === 0) return at;
  }
  return -1;
}

/**
 * A run of a body's bytes as deflate blocks, ended as the last block or by a sync flush. A
 * run is a few KB at most, so its window is only as large as the run: a compressor with the
 * usual 32 KB window takes 256 KB to set up, which cost more than compressing the run.
 */
function deflateRun(run: Buffer, last: boolean): Buffer {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(run.byteLength + 1))));
  return deflateRawSync(run, {
    level: GZIP_LEVEL.quick,
    windowBits,
    memLevel: Math.min(8, windowBits - 6),
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
}

/**
 * An answer that fits one network packet (about 1,400 bytes) arrives in the same round trip
 * either way: it goes as it is.
 */
export const SMALLEST_COMPRESSED_ANSWER = 1400;

/**
 * Whether `value` written as JSON would take at least `bytes`, counted as it is walked and
 * stopped once there: a small answer costs a walk of itself, a large one a walk of its
 * first `bytes`. A close count (a Date as its ISO time, a string by its characters), for
 * deciding whether to compress, not for Content-Length.
 */
export function jsonReaches(value: unknown, bytes: number): boolean {
  let left = bytes;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") left -= next.length + 2;
    else if (typeof next === "number") left -= String(next).length;
    else if (next === null || next === undefined || typeof next === "boolean") left -= 5;
    else if (next instanceof Date) left -= 26;
    else if (Array.isArray(next)) {
      left -= next.length + 1;
      for (const item of next) pending.push(item);
    } else if (typeof next === "object") {
      left -= 2;
      for (const key in next) {
        if (!Object.hasOwn(next, key)) continue;
        left -= key.length + 4;
        pending.push((next as Record<string, unknown>)[key]);
      }
    }
    if (left <= 0) return true;
  }
  return false;
}

/**
 * An answer's JSON. `kept` when it is kept with a catalogue that never changes: then its
 * compressed copies are kept beside it, made once at the smallest setting.
 */
export interface JsonText {
  readonly text: string;
  readonly kept: boolean;
  encoded?: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * Sends an answer's JSON, compressed for a browser that takes it: on a phone with a weak
 * signal the workout list is 29 KB as JSON and under 3 KB compressed (docs/performance.md).
 * Made here, where the text is at hand, because reading an answer back costs more than
 * making it (see compressTrpcAnswers).
 */
export async function sendJson(c: Context, json: JsonText, status: ContentfulStatusCode) {
  c.header("content-type", "application/json");
  // A cache between must not hand a plain answer to a browser that takes brotli, or back.
  c.header("vary", "Accept-Encoding");
  const effort: Effort = json.kept ? "small" : "quick";
  const encoding =
    Buffer.byteLength(json.text) < SMALLEST_COMPRESSED_ANSWER
      ? null
      : chosenEncoding(c.req.header("accept-encoding"), effort);
  if (!encoding) return c.body(json.text, status);
  let body = json.encoded?.[encoding];
  if (!body) {
    body = await compress(json.text, encoding, effort);
    if (json.kept) json.encoded = { ...json.encoded, [encoding]: body };
  }
  c.header("content-encoding", encoding);
  return c.body(body, status);
}

/**
 * The compressed answers of calls that answered a frozen catalogue (the workout list: 29 KB of
 * JSON), by that catalogue, as a batch of one or alone, and by encoding. A frozen answer
 * never changes, so its bytes do not either: compressed once, at the smallest setting, as
 * sendJson does for the REST paths. The catalogue's next read is a new object, and the old
 * one's bytes go with it.
 */
const keptTrpcAnswers = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();

/** The kept copies of a frozen answer, empty when it is first asked for. */
function keptCopiesOf(answer: object): Map<string, Uint8Array<ArrayBuffer>> {
  let copies = keptTrpcAnswers.get(answer);
  if (!copies) {
    copies = new Map();
    keptTrpcAnswers.set(answer, copies);
  }
  return copies;
}

/**
 * Compresses tRPC's larger answers for a browser that takes it. tRPC makes its answer
 * itself, so its body is read back: @hono/node-server then builds a whole web Response,
 * which is why the REST answers use sendJson instead.
 */
export function compressTrpcAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // The status and headers decide first; the body is read only for a browser that takes a
    // compressed answer, and a plain one's answer goes on untouched.
    const answer = c.res;
    if (c.req.method === "HEAD" || answer.status === 204 || answer.status === 304) return;
    if (!answer.headers.get("content-type")?.startsWith("application/json")) return;
    answer.headers.append("vary", "Accept-Encoding");
    // Known small before it was written (app.ts): it goes as tRPC made it, unread.
    if (c.var.trpcAnswerIsSmall) return;
    const kept = answer.status === 200 ? c.var.trpcKeptAnswer : undefined;
    const effort: Effort = kept ? "small" : "quick";
    const encoding = chosenEncoding(c.req.header("accept-encoding"), effort);
    if (!encoding) return;
    const headers = answer.headers;
    // A new answer from bytes, status and headers, which @hono/node-server writes to the socket
    // at once. Made from the answer read, or put over it by Hono's `c.res` (which copies the
    // old one's headers into a copy of the new), it would go as a web stream: about 80 µs more.
    const answerWith = (body: Uint8Array<ArrayBuffer>) => {
      c.res = undefined;
      c.res = new Response(body, { status: answer.status, headers });
    };
    const copies = kept && keptCopiesOf(kept);
    // The same answer alone and in a batch of one are written differently.
    const name = `${c.req.query("batch") === undefined ? "alone" : "batch"} ${encoding}`;
    let compressed = copies?.get(name);
    if (compressed) await answer.body?.cancel();
    else {
      const body = new Uint8Array(await answer.arrayBuffer());
      if (body.byteLength < SMALLEST_COMPRESSED_ANSWER) return answerWith(body);
      const parts = c.var.trpcKeptParts;
      compressed =
        parts && encoding === "gzip" && body.byteLength <= IN_PLACE_BYTES
          ? gzipAround(body, parts)
          : await compress(body, encoding, effort);
      copies?.set(name, compressed);
    }
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    answerWith(compressed);
  };
}
