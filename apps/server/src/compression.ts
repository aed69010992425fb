/**
 * What the server compresses as it answers: the API's JSON answers and the pages it draws.
 * The web app's own files were compressed once, by its build (static.ts); a CSV download
 * compresses itself as it streams (rest/adapter.ts).
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./http.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** The encoding for a browser that sent `accepted`: brotli, else gzip; null when it takes neither. */
export function chosenEncoding(accepted: string | undefined): "br" | "gzip" | null {
  if (acceptsEncoding(accepted, "br")) return "br";
  return acceptsEncoding(accepted, "gzip") ? "gzip" : null;
}

/** `body` in `encoding`, at a quick setting (made per request, off the event loop). */
export function compress(body: string | Uint8Array, encoding: "br" | "gzip") {
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}

/**
 * An answer that fits one network packet (about 1,400 bytes) arrives in the same round trip
 * either way: it goes as it is.
 */
export const SMALLEST_COMPRESSED_ANSWER = 1400;

/**
 * Compresses the API's larger answers for a browser that takes it: on a phone with a weak
 * signal the workout list is 29 KB as JSON and under 3 KB compressed (docs/performance.md).
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // Only the answer's headers and status until its body is to be compressed: @hono/node-server
    // writes an answer made from a string straight to the socket, and reading its `body`
    // first (as `c.header` does) turns it into a stream (docs/performance.md).
    const answer = c.res;
    if (c.req.method === "HEAD" || answer.status === 204 || answer.status === 304) return;
    if (answer.headers.has("content-encoding")) return;
    if (!answer.headers.get("content-type")?.startsWith("application/json")) return;
    answer.headers.append("vary", "Accept-Encoding");
    const encoding = chosenEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await answer.arrayBuffer());
    if (body.byteLength < SMALLEST_COMPRESSED_ANSWER) {
      c.res = new Response(body, answer);
      return;
    }
    c.res = new Response(await compress(body, encoding), answer);
    c.res.headers.set("content-encoding", encoding);
    c.res.headers.delete("content-length");
  };
}
