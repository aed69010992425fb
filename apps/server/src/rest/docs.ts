/**
 * The REST contract for people and programs: the OpenAPI document at /api/openapi.json
 * and a reference to read and try it at /api/docs, drawn by Swagger UI from this server's
 * own copy (swagger-ui-dist): nothing comes from another host, and its script is a file,
 * so the page keeps the app's Content-Security-Policy (docs/rest.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { acceptsEncoding } from "../compression.ts";
import type { AppEnv } from "../http.ts";
import type { RestRoute } from "./contract.ts";
import { openApiDocument } from "./openapi.ts";

const swaggerUi = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>WOLFPACK REST API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;

/** Draws the document; nothing is checked against swagger.io's validator, another host. */
const START = `SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#reference", deepLinking: true, validatorUrl: null });
`;

interface Asset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
}

function asset(type: string, body: Buffer | string): Asset {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return { type, body: bytes, gzipped: gzipSync(bytes) };
}

/** Read and compressed at the first call, then kept: they change only with a new server. */
function assets(routes: readonly RestRoute[]): Map<string, Asset> {
  return new Map([
    ["/api/openapi.json", asset("application/json", JSON.stringify(openApiDocument(routes)))],
    ["/api/docs", asset("text/html; charset=utf-8", PAGE)],
    ["/api/docs/reference.js", asset("text/javascript", START)],
    ["/api/docs/swagger-ui.css", asset("text/css", readFileSync(join(swaggerUi, "swagger-ui.css")))],
    ["/api/docs/swagger-ui-bundle.js", asset("text/javascript", readFileSync(join(swaggerUi, "swagger-ui-bundle.js")))],
  ]);
}

export function serveReference(app: Hono<AppEnv>, routes: readonly RestRoute[]) {
  let served: Map<string, Asset> | undefined;
  const send = (c: Context<AppEnv>) => {
    served ??= assets(routes);
    const file = served.get(c.req.path);
    if (!file) return c.notFound();
    const gzip = acceptsEncoding(c.req.header("accept-encoding"), "gzip");
    c.header("content-type", file.type);
    c.header("cache-control", "no-cache");
    c.header("vary", "accept-encoding");
    if (gzip) c.header("content-encoding", "gzip");
    return c.body(new Uint8Array(gzip ? file.gzipped : file.body), 200);
  };
  app.get("/api/openapi.json", send);
  app.get("/api/docs", send);
  app.get("/api/docs/:file", send);
}
