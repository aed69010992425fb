import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsEncoding } from "../src/compression.ts";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

const CHROME = "gzip, deflate, br, zstd";
const SCRIPT = `console.log(${JSON.stringify("wolf ".repeat(400))});`;
const STYLE = `.wolf { color: #f59f00; }\n`.repeat(100);
const PAGE = `<!doctype html><title>WOLFPACK</title><div id=root>${"<p>pack</p>".repeat(50)}</div>`;
/** index.html as the web app's build leaves it: the boot screen in #root, marked. */
const BOOT_PAGE =
  '<!doctype html><html><head><title>WOLFPACK</title></head><body><div id="root"><div class="boot-screen">Loading...</div><!--/boot-screen--></div></body></html>';
const SERVICE_WORKER = `self.addEventListener("fetch", () => {});`;
const PDF = Buffer.from("%PDF-1.4 a small book ".repeat(20));

let webDist: string;
let server: TestServer;

/** A built web app as Vite and the compression plugin leave it. */
function write(path: string, content: string | Buffer, variants: Array<"br" | "gz"> = []) {
  const file = join(webDist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (variants.includes("br")) writeFileSync(`${file}.br`, brotliCompressSync(content));
  if (variants.includes("gz")) writeFileSync(`${file}.gz`, gzipSync(content));
}

const size = (path: string) => String(statSync(join(webDist, path)).size);
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "wolfpack-static-"));
  write("index.html", PAGE, ["br", "gz"]);
  write("assets/index-abc123.js", SCRIPT, ["br", "gz"]);
  write("assets/index-abc123.css", STYLE, ["gz"]);
  write("images/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write("manifest.webmanifest", '{"name":"WOLFPACK"}', ["br", "gz"]);
  write("sw.js", SERVICE_WORKER);
  write("downloads/book.pdf", PDF);
  write(".vite/manifest.json", "{}");
  server = await openTestServer({ webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the built files, compressed at build time", () => {
  it("sends the brotli copy to a browser that takes it, with the file's type, length and caching", async () => {
    const response = await server.request("/assets/index-abc123.js", { headers: { "accept-encoding": CHROME } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-length")).toBe(size("assets/index-abc123.js.br"));
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const sent = await body(response);
    expect(sent.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(sent).toString()).toBe(SCRIPT);
  });

  it("sends gzip when brotli is not taken, and the file as it is when neither is", async () => {
    const gzip = await server.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("content-length")).toBe(size("assets/index-abc123.js.gz"));
    expect(gzip.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(await body(gzip)).toString()).toBe(SCRIPT);

    const refused = await server.request("/assets/index-abc123.js", { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers.get("content-encoding")).toBe("gzip");

    for (const accepted of [undefined, "identity", "deflate", "br;q=0, gzip;q=0"]) {
      const plain = await server.request("/assets/index-abc123.js", {
        headers: accepted === undefined ? {} : { "accept-encoding": accepted },
      });
      expect(plain.status).toBe(200);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(plain.headers.get("content-length")).toBe(String(SCRIPT.length));
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(plain.headers.get("cache-control")).toContain("immutable");
      expect((await body(plain)).toString()).toBe(SCRIPT);
    }
  });

  it("falls back to the copy that exists: gzip when the build left no brotli", async () => {
    const response = await server.request("/assets/index-abc123.css", { headers: { "accept-encoding": CHROME } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(gunzipSync(await body(response)).toString()).toBe(STYLE);
  });

  it("serves the page compressed too, but always revalidated (no-cache), for every screen", async () => {
    for (const path of ["/", "/workout/12", "/login", "/index.html"]) {
      const response = await server.request(path, { headers: { "accept-encoding": CHROME } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(brotliDecompressSync(await body(response)).toString()).toBe(PAGE);
    }
    const plain = await server.request("/login");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
    // The page still carries the security headers.
    expect(plain.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("serves the service worker as itself, not the page, always revalidated: a release is found on the next open", async () => {
    const worker = await server.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(await worker.text()).toBe(SERVICE_WORKER);
  });

  it("answers a revalidation of an unchanged file with 304, per encoding", async () => {
    const first = await server.request("/", { headers: { "accept-encoding": CHROME } });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await server.request("/", { headers: { "accept-encoding": CHROME, "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(await again.text()).toBe("");
    // The gzip copy is another representation: the brotli tag does not match it.
    const gzip = await server.request("/", { headers: { "accept-encoding": "gzip", "if-none-match": etag ?? "" } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await server.request("/assets/index-abc123.js", {
      method: "HEAD",
      headers: { "accept-encoding": CHROME },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.headers.get("content-length")).toBe(size("assets/index-abc123.js.br"));
    expect(head.headers.get("cache-control")).toContain("immutable");
    expect(head.headers.get("vary")).toBe("Accept-Encoding");
    expect((await body(head)).length).toBe(0);

    const page = await server.request("/workout/12", { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-length")).toBe(String(PAGE.length));
    expect((await body(page)).length).toBe(0);
  });

  it("serves other files with their own type; the manifest compressed, pictures and PDFs as they are", async () => {
    const manifest = await server.request("/manifest.webmanifest", { headers: { "accept-encoding": CHROME } });
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("content-encoding")).toBe("br");
    expect(manifest.headers.get("cache-control")).toBeNull();

    const logo = await server.request("/images/logo.svg", { headers: { "accept-encoding": CHROME } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(logo.headers.get("content-encoding")).toBeNull();

    const pdf = await server.request("/downloads/book.pdf", { headers: { "accept-encoding": CHROME } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-encoding")).toBeNull();
    expect(pdf.headers.get("vary")).toBeNull();
    expect(await body(pdf)).toEqual(PDF);

    const part = await server.request("/downloads/book.pdf", { headers: { range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${PDF.length}`);
    expect((await body(part)).toString()).toBe(PDF.subarray(4, 12).toString());
  });

  it("keeps a missing file a JSON 404, never the page, and hides the build's own files", async () => {
    for (const path of ["/assets/index-old999.js", "/images/nope.png", "/.vite/manifest.json"]) {
      const response = await server.request(path, { headers: { "accept-encoding": CHROME } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await json(response)).toEqual({ message: "Not found." });
    }
    const encodedDotDot = await server.request("/images/..%2f..%2f..%2fetc%2fpasswd");
    expect(encodedDotDot.status).toBe(404);
    const api = await server.request("/api/unknown", { headers: { "accept-encoding": CHROME } });
    expect(api.status).toBe(404);
    expect(api.headers.get("content-encoding")).toBeNull();
    expect(await json(api)).toHaveProperty("message");
  });

  it("sends a hashed file from memory once it was sent: a page of the last release still gets it after a new one", async () => {
    write("assets/chunk-old123.js", SCRIPT, ["br", "gz"]);
    const first = await server.request("/assets/chunk-old123.js", { headers: { "accept-encoding": CHROME } });
    expect(first.headers.get("content-encoding")).toBe("br");
    const firstBytes = await body(first);
    // The new release's build leaves only its own files.
    for (const suffix of ["", ".br", ".gz"]) rmSync(join(webDist, `assets/chunk-old123.js${suffix}`));
    const again = await server.request("/assets/chunk-old123.js", { headers: { "accept-encoding": CHROME } });
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await body(again)).toEqual(firstBytes);
    // A file the server has not sent is looked for on the disk, as before.
    write("assets/chunk-new456.js", SCRIPT);
    const fresh = await server.request("/assets/chunk-new456.js");
    expect(await fresh.text()).toBe(SCRIPT);
  });
});

describe("Accept-Encoding", () => {
  it("reads weights and the wildcard", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip;q=0.8, br;q=0", "br")).toBe(false);
    expect(acceptsEncoding("gzip;q=0.8, br;q=0", "gzip")).toBe(true);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding("*;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("GZIP", "gzip")).toBe(true);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
    expect(acceptsEncoding("", "gzip")).toBe(false);
  });
});

/**
 * The server's part of a screen drawn on the server (docs/performance.md): the web app's
 * build leaves a module that draws a screen through the API it is handed; here a stand-in
 * for it, which reads the member through that API exactly as the real one's loaders do.
 * The real module, on the real build, is in the browser tests (apps/web/e2e/first-load.spec.ts).
 */
describe("a page whose screen the server draws", () => {
  let dist: string;
  let drawing: TestServer;
  const DRAWER = `
    export async function drawScreen(path, transport) {
      if (path.startsWith("/slow")) await new Promise((resolve) => setTimeout(resolve, 5000));
      if (path.startsWith("/broken")) throw new Error("a screen that cannot be drawn");
      if (path.startsWith("/register")) return null;
      const answer = await transport.fetch(transport.url + "/auth.me?batch=1&input=" + encodeURIComponent('{"0":{"json":null}}'));
      const member = (await answer.json())[0].result.data.json;
      if (!member) return null;
      return {
        html: "<main><h1>Habit Tracking</h1><p>" + member.username + "</p></main>",
        title: "Habits · WOLFPACK",
        state: JSON.stringify({ note: "</script><script>alert(1)</script>", path }),
        routeIds: ["__root__", "/_authenticated", "/_authenticated/habits"],
      };
    }`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "wolfpack-drawn-"));
    writeFileSync(join(dist, "index.html"), BOOT_PAGE);
    mkdirSync(join(dist, ".server-render"));
    writeFileSync(join(dist, ".server-render/server-render.mjs"), DRAWER);
    writeFileSync(
      join(dist, ".server-render/route-styles.json"),
      JSON.stringify({ "/_authenticated": ["assets/frame-1.css"], "/_authenticated/habits": ["assets/habits-2.css"] }),
    );
    drawing = await openTestServer({ webDist: dist });
  });
  afterAll(async () => {
    await drawing.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("draws a member's screen into the page, with its styles, its title and the data it was drawn from", async () => {
    const { cookie } = await registerThroughRest(drawing, { username: "DrawnWolf" });
    const response = await drawing.request("/habits", { cookie, headers: { "accept-encoding": CHROME } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    // The member's own data: no shared cache may keep it.
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const page = brotliDecompressSync(await body(response)).toString();
    expect(page).toContain(
      '<div id="root" data-drawn="/habits" inert><main><h1>Habit Tracking</h1><p>DrawnWolf</p></main></div>',
    );
    expect(page).not.toContain("boot-screen");
    expect(page).toContain("<title>Habits · WOLFPACK</title>");
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/frame-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/habits-2.css">');
    // The data travels as JSON the page never runs: nothing in it can close its element.
    const state = /<script type="application\/json" id="screen-state">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(state ?? "null")).toEqual({ note: "</script><script>alert(1)</script>", path: "/habits" });
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it("sends the page as before where nothing is drawn: a visitor, a redirect, a failure, a slow draw, a HEAD", async () => {
    const { cookie } = await registerThroughRest(drawing, { username: "PlainWolf" });
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const [path, who] of [
        ["/habits", null],
        ["/register", cookie],
        ["/broken", cookie],
        ["/slow", cookie],
      ] as const) {
        const response = await drawing.request(path, { cookie: who });
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), path).toBe("no-cache");
        expect(await response.text(), path).toBe(BOOT_PAGE);
      }
      const head = await drawing.request("/habits", { method: "HEAD", cookie });
      expect(head.headers.get("cache-control")).toBe("no-cache");
    } finally {
      console.error = logged;
    }
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain("Drawing /broken on the server failed");
  });

  it("never serves what it draws with", async () => {
    for (const path of ["/.server-render/server-render.mjs", "/.server-render/route-styles.json"]) {
      const response = await drawing.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});
