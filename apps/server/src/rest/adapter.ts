/**
 * The REST adapter: the documented /api paths, each a thin call to the same tRPC
 * procedure the web app uses. It turns path and body into the procedure's input and
 * errors into statuses; it holds no business rules.
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createCaller, describeFailure, publicErrorMessage } from "@wolfpack/api";
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
