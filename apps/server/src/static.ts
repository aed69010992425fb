import { createReadStream, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { Readable } from "node:stream";
import type { DiskPictureStore } from "@wolfpack/api";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { acceptsEncoding, chosenEncoding, compress } from "./compression.ts";
import { type DrawnPage, drawnScreens } from "./drawn-screens.ts";
import { type AppEnv, jsonError } from "./http.ts";

/** Hashed file names under /assets, and random ones under /uploads, never change: a year, and no revalidation. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** The page itself names the current assets: always asked again (a 304 when unchanged). */
export const REVALIDATE = "no-cache";
/**
 * Files at fixed names that say which version of the web app is current: the page, and the
 * service worker (dist/sw.js and the push-sw.js it imports), which the browser fetches again
 * to find a new release.
 */
const NAMES_THE_CURRENT_VERSION = new Set(["index.html", "sw.js", "push-sw.js"]);
/**
 * A file for one member (an e-book they may read): no shared cache keeps it, and the
 * browser asks again each time, so every read passes the access check (a 304 when unchanged).
 */
const PRIVATE = "private, no-cache";

/**
 * The copies the web app's build writes beside each text file (`app.js.br`, `app.js.gz`),
 * best first.
 */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Types worth compressing; pictures and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml|image\/x-icon)/;

/**
 * The built web app. A path without a file extension is a screen: index.html answers it
 * and the client router decides. A missing file (an old chunk after a redeploy) is a 404,
 * never HTML, so the browser does not run a page as a script.
 *
 * Text files are sent as the build's brotli or gzip copy when the browser accepts it
 * (brotli first), with `Vary: Accept-Encoding`; nothing is compressed per request.
 */
export function serveWebApp(app: Hono<AppEnv>, webDist: string) {
  const indexHtml = join(webDist, "index.html");
  const drawnPage = drawnScreens(app, webDist);
  const assets = keptFiles();
  // Hono answers HEAD with the GET route, without the body.
  app.get("*", async (c) => {
    const relative = filePath(c.req.url);
    if (relative === null) return jsonError(c, 404, "Not found.");
    if (relative !== "") {
      const path = join(webDist, relative);
      const hashed = relative.startsWith("assets/");
      const files = hashed ? assets : DISK;
      const stats = await files.stats(path);
      if (stats) {
        const cacheControl = hashed ? IMMUTABLE : NAMES_THE_CURRENT_VERSION.has(relative) ? REVALIDATE : undefined;
        return sendFile(c, path, stats, cacheControl, files);
      }
      if (hashed || extname(relative) !== "") return jsonError(c, 404, "Not found.");
    }
    // A screen. Read per request: a rebuilt web app is served without restarting the server.
    const stats = await fileStats(indexHtml);
    if (!stats) return jsonError(c, 404, "Not found.");
    const drawn = await drawnPage(c, indexHtml);
    if (drawn) return sendDrawnPage(c, drawn);
    return sendFile(c, indexHtml, stats, REVALIDATE);
  });
}

/**
 * Members' uploaded pictures at /uploads/<name>. A name is random and never reused, so a
 * picture is cached for a year without asking again; its type comes from its extension,
 * which is the kind its bytes showed when it was stored (and X-Content-Type-Options:
 * nosniff, sent with every response, keeps browsers from guessing another). Only names
 * the store makes reach the disk: anything else, `..` included, is a 404.
 */
export function servePictures(app: Hono<AppEnv>, pictures: DiskPictureStore) {
  app.get("/uploads/:name", async (c) => {
    const file = pictures.fileOf(c.req.param("name"));
    const stats = file ? await fileStats(file) : null;
    if (!file || !stats) return jsonError(c, 404, "Not found.");
    return sendFile(c, file, stats, IMMUTABLE);
  });
  // Deeper paths are no picture either (without this the web app would answer them as a screen).
  app.get("/uploads/*", (c) => jsonError(c, 404, "Not found."));
}

/** A file name the e-book folder may hold: no folder, no hidden file, so nothing outside it is read. */
const EBOOK_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * An e-book's file from the server's e-book folder (`ebooks` in the app's options), by
 * the name `ebook.download` gave once it found the member may read it. Sent inline (the
 * browser shows a PDF in its tab) and privately. A name that could leave the folder, or
 * a file that is not there, is a 404.
 */
export async function sendEbookFile(c: Context<AppEnv>, name: string) {
  const folder = c.var.options.ebooks;
  const path = folder && EBOOK_FILE_NAME.test(name) ? join(folder, name) : null;
  const stats = path ? await fileStats(path) : null;
  if (!path || !stats) return jsonError(c, 404, "This e-book's file is missing. Please try again later.");
  c.header("content-disposition", `inline; filename="${name}"`);
  return sendFile(c, path, stats, PRIVATE);
}

/**
 * The file a URL asks for, relative to the web app's folder ("" for the root), or null
 * for anything that could leave it or reach a hidden file (`..`, `.vite/`, `//`, `\`).
 */
function filePath(url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  const relative = path.slice(1);
  if (relative === "") return "";
  if (relative.includes("\\") || relative.includes("\0")) return null;
  const segments = relative.split("/");
  if (segments.some((segment, index) => segment.startsWith(".") || (segment === "" && index < segments.length - 1)))
    return null;
  return relative.endsWith("/") ? relative.slice(0, -1) : relative;
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** Where sendFile finds a file: its size and dates, and its bytes from `start` to `end` (both included). */
interface FileSource {
  stats(path: string): Promise<Stats | null>;
  body(path: string, start: number, end: number): ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
}

/** Every request asks the disk: a file may change between two requests. */
const DISK: FileSource = {
  stats: fileStats,
  body: (path, start, end) => Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>,
};

/** A file kept in memory is at most this big, and all of them together at most the second. */
const KEPT_FILE_BYTES = 2 * 1024 * 1024;
const KEPT_BYTES = 64 * 1024 * 1024;

/**
 * Files that never change while their name stays (the build's hashed files): each copy is
 * read once, on its first request, and sent from memory after. A cold load of a member
 * screen asks for some fifty of them, and serving one from the disk cost two stats, an
 * open, a read and a close each time (docs/performance.md). A name that is not there is
 * asked for again each time (the next build may bring it); a file too big to keep is read
 * from the disk each time.
 */
function keptFiles(): FileSource {
  const kept = new Map<string, { stats: Stats; bytes: Buffer<ArrayBuffer> }>();
  let keptBytes = 0;
  return {
    async stats(path) {
      const known = kept.get(path);
      if (known) return known.stats;
      const stats = await fileStats(path);
      if (!stats || stats.size > KEPT_FILE_BYTES || keptBytes + stats.size > KEPT_BYTES) return stats;
      const bytes = await readFile(path).catch(() => null);
      if (!bytes || bytes.byteLength !== stats.size) return bytes ? stats : null;
      // Two first requests at once read it twice; the second one kept replaces the first.
      keptBytes += bytes.byteLength - (kept.get(path)?.bytes.byteLength ?? 0);
      kept.set(path, { stats, bytes });
      return stats;
    },
    body(path, start, end) {
      const known = kept.get(path);
      return known ? known.bytes.subarray(start, end + 1) : DISK.body(path, start, end);
    },
  };
}

async function sendFile(
  c: Context<AppEnv>,
  path: string,
  stats: Stats,
  cacheControl: string | undefined,
  files: FileSource = DISK,
) {
  const type = getMimeType(path) ?? "application/octet-stream";
  let bodyPath = path;
  let size = stats.size;
  let encoding: string | null = null;

  const headers: Record<string, string> = { "content-type": type };
  if (COMPRESSIBLE.test(type)) {
    headers.vary = "Accept-Encoding";
    const accepted = c.req.header("accept-encoding");
    for (const candidate of ENCODINGS) {
      if (!acceptsEncoding(accepted, candidate.name)) continue;
      const variant = await files.stats(path + candidate.suffix);
      if (!variant) continue;
      encoding = candidate.name;
      bodyPath = path + candidate.suffix;
      size = variant.size;
      break;
    }
  }
  if (encoding) headers["content-encoding"] = encoding;
  if (cacheControl) headers["cache-control"] = cacheControl;
  // One tag per file version and encoding: a cache never mixes up the copies.
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
  headers.etag = etag;
  headers["last-modified"] = stats.mtime.toUTCString();

  if (matches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);

  // Byte ranges (resumed downloads) of files sent as they are; a compressed copy is sent whole.
  let start = 0;
  let end = size - 1;
  let status: 200 | 206 = 200;
  if (!COMPRESSIBLE.test(type)) {
    headers["accept-ranges"] = "bytes";
    const range = byteRange(c.req.header("range"), size);
    if (range === "unsatisfiable") return c.body(null, 416, { ...headers, "content-range": `bytes */${size}` });
    if (range) {
      ({ start, end } = range);
      status = 206;
      headers["content-range"] = `bytes ${start}-${end}/${size}`;
    }
  }
  headers["content-length"] = String(size === 0 ? 0 : end - start + 1);

  if (c.req.method === "HEAD" || size === 0) return c.body(null, status, headers);
  return c.body(files.body(bodyPath, start, end), status, headers);
}

/**
 * A page with the member's screen drawn in: made for this request, so compressed now (at a
 * quick setting), never kept by a shared cache and asked for afresh each time.
 */
async function sendDrawnPage(c: Context<AppEnv>, page: DrawnPage) {
  c.header("content-type", "text/html; charset=UTF-8");
  c.header("cache-control", "private, no-cache");
  c.header("vary", "Accept-Encoding, Cookie");
  for (const cookie of page.cookies) c.header("set-cookie", cookie, { append: true });
  const encoding = chosenEncoding(c.req.header("accept-encoding"), "small");
  if (encoding) {
    c.header("content-encoding", encoding);
    return c.body(await compress(page.html, encoding, "small"), 200);
  }
  return c.body(page.html, 200);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** One `bytes=` range; anything else (several ranges, nonsense) is ignored: the whole file. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, first = "", last = ""] = match;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
