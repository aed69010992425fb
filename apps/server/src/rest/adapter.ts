/**
 * The REST adapter: the documented /api paths, each a thin call to the same tRPC
 * procedure the web app uses. It turns path and body into the procedure's input and
 * errors into statuses; it holds no business rules.
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createCaller, describeFailure, publicErrorMessage, type WrittenFile } from "@wolfpack/api";
import type { Hono, Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AppEnv, apiContext, jsonError } from "../http.ts";

export type Caller = ReturnType<typeof createCaller>;

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The parsed JSON body; undefined when there is none. A route that takes multipart
   * gets a form as an object too: each text part as a string, each file part `x` as
   * `xUpload`, its bytes (a Uint8Array).
   */
  body: unknown;
}

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below /api, with :params, e.g. "/users/:userId/habits". */
  path: string;
  call(api: Caller, request: RestRequest): Promise<unknown>;
  /** The status of a success; 200 unless said. */
  status?: ContentfulStatusCode;
  /** Takes multipart/form-data as well as JSON, for uploads, with bodies up to maxBodyBytes. */
  multipart?: { maxBodyBytes: number };
}

/**
 * An answer that is a file rather than JSON (the coach's CSV of every member): sent while
 * it is written, so it may be larger than the server's memory would hold at once.
 */
export class Download {
  constructor(
    readonly file: WrittenFile,
    readonly contentType: string,
  ) {}
}

/** A procedure's `{ filename, csv }` (the member's own export, whole) as a CSV download. */
export function csvFile({ filename, csv }: { filename: string; csv: string }): Download {
  async function* whole() {
    yield csv;
  }
  return new Download({ name: filename, parts: whole() }, "text/csv; charset=utf-8");
}

class MalformedBody extends Error {}

async function readJsonBody(c: HonoContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedBody("The request body is not valid JSON.");
  }
}

function isForm(c: HonoContext): boolean {
  return c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
}

async function readFormBody(c: HonoContext): Promise<Record<string, unknown>> {
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new MalformedBody("The request body is not valid form data.");
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === "string") body[name] = value;
    // A file input left empty is sent as an empty file without a name: no upload.
    else if (value.name !== "" || value.size > 0) body[`${name}Upload`] = new Uint8Array(await value.arrayBuffer());
  }
  return body;
}

function readBody(c: HonoContext, route: RestRoute): Promise<unknown> {
  if (route.method === "GET" || route.method === "DELETE") return Promise.resolve(undefined);
  return route.multipart && isForm(c) ? readFormBody(c) : readJsonBody(c);
}

export function mountRest(app: Hono<AppEnv>, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    app.on(route.method, `/api${route.path}`, async (c) => {
      // Procedures write their response headers (Set-Cookie, Retry-After) here, on success and on refusal alike.
      const resHeaders = new Headers();
      try {
        const body = await readBody(c, route);
        const result = await route.call(createCaller(apiContext(c, resHeaders)), {
          params: c.req.param() as Record<string, string>,
          query: c.req.query(),
          body,
        });
        copyHeaders(c, resHeaders);
        if (result instanceof Download) return await sendDownload(c, result, `${route.method} /api${route.path}`);
        c.header("content-type", "application/json");
        return c.body(jsonOf(result ?? null), route.status ?? 200);
      } catch (error) {
        if (error instanceof MalformedBody) return jsonError(c, 400, error.message);
        if (error instanceof TRPCError) {
          if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
            console.error(describeFailure(`${route.method} /api${route.path}`, error.cause ?? error));
          }
          copyHeaders(c, resHeaders);
          return jsonError(c, getHTTPStatusCodeFromError(error) as ContentfulStatusCode, publicErrorMessage(error));
        }
        throw error;
      }
    });
  }
}

/**
 * Sends a file part by part, each part asked for when the client has taken the last one.
 * The first part is awaited before anything is sent, so a refusal (401, 403) is still a
 * status. A failure later can no longer change the status: the connection is cut, and
 * the browser reports the download as failed rather than keeping half a file.
 */
async function sendDownload(c: HonoContext, { file, contentType }: Download, what: string) {
  const parts = file.parts[Symbol.asyncIterator]();
  let next: Promise<IteratorResult<string>> | null = parts.next();
  await next;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const part = await (next ?? parts.next());
        next = null;
        if (part.done) controller.close();
        else controller.enqueue(encoder.encode(part.value));
      } catch (error) {
        console.error(describeFailure(what, error));
        controller.error(error);
      }
    },
    async cancel() {
      // The client went away: stop reading pages for it.
      await parts.return?.();
    },
  });
  // A CSV shrinks to about a fifth: worth it for every member of a big pack.
  const gzip = /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "");
  c.header("content-type", contentType);
  // A quote or line break would end the header's value early.
  c.header("content-disposition", `attachment; filename="${file.name.replace(/["\\\r\n]/g, "_")}"`);
  c.header("cache-control", "no-store");
  c.header("vary", "accept-encoding");
  if (gzip) c.header("content-encoding", "gzip");
  return c.body(gzip ? body.pipeThrough(new CompressionStream("gzip")) : body, 200);
}

const serialised = new WeakMap<object, string>();

/**
 * The JSON of an answer. A frozen answer (a catalogue the api shares between requests)
 * never changes, so it is serialised once and the text sent again: the workout list's
 * hundred cards cost more to serialise than the rest of the request.
 */
function jsonOf(result: unknown): string {
  if (result === null || typeof result !== "object" || !Object.isFrozen(result)) return JSON.stringify(result);
  let text = serialised.get(result);
  if (text === undefined) {
    text = JSON.stringify(result);
    serialised.set(result, text);
  }
  return text;
}

function copyHeaders(c: HonoContext, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  headers.forEach((value, name) => {
    if (name !== "set-cookie") c.header(name, value);
  });
}

/** For reads whose procedure answers null when there is nothing: a 401 for "no session". */
export function requireSignedIn<T>(value: T | null): T {
  if (value === null) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in." });
  return value;
}
