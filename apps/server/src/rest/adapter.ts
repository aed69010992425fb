/**
 * The REST adapter: the documented /api paths, each a thin call to the same tRPC
 * procedure the web app uses. It turns path and body into the procedure's input and
 * errors into statuses; it holds no business rules.
 */
import { once } from "node:events";
import { setImmediate } from "node:timers/promises";
import Busboy, { type BusboyInstance } from "@fastify/busboy";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import {
  type Context as ApiContext,
  createCaller,
  describeFailure,
  keptByOf,
  publicErrorMessage,
  SIGN_IN_MESSAGE,
} from "@wolfpack/api";
import type { Hono, Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { acceptsEncoding, type JsonText, sendJson } from "../compression.ts";
import { type AppEnv, apiContext, BodyTooLarge, bodyTooLarge, jsonError } from "../http.ts";
import type { AnswerKeeper } from "../kept-answers.ts";
import { sendEbookFile } from "../static.ts";
import { Download, EbookFile, type MultipartForm, type RestRoute, UPLOAD } from "./contract.ts";

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

const NOT_A_FORM = "The request body is not valid form data.";
/** The longest text part: above every field's own limit, so that a field's rule words its refusal. */
const MAX_TEXT_PART_BYTES = 16 * 1024;
/** How much of a form is parsed before its refusals are looked at. */
const FORM_SLICE_BYTES = 64 * 1024;
/** The text parts and the form's framing, besides its files. */
const FORM_TEXT_BYTES = 1024 * 1024;

/** The largest body a form may come in: each file at its largest, and the rest. */
function formBodyBytes(form: MultipartForm): number {
  return form.files.length * form.maxFileBytes + FORM_TEXT_BYTES;
}

/**
 * Reads a form part by part as it streams in, and stops at the first part it does not
 * take (an unknown or repeated name, one part or file too many, a file or text too
 * large), answering 400 without reading the rest: a form of a hundred thousand tiny
 * fields costs no more than its first wrong one. Parsed by @fastify/busboy, which
 * counts parts, fields and files and caps their sizes as it goes.
 */
async function readFormBody(c: HonoContext, form: MultipartForm): Promise<Record<string, unknown>> {
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      limits: {
        parts: form.fields.length + form.files.length,
        fields: form.fields.length,
        files: form.files.length,
        fieldSize: MAX_TEXT_PART_BYTES,
        fileSize: form.maxFileBytes,
      },
    });
  } catch {
    // No boundary in its Content-Type.
    throw new MalformedBody(NOT_A_FORM);
  }
  const body: Record<string, unknown> = {};
  const seen = new Set<string>();
  let refusal: MalformedBody | null = null;
  const parsed = new Promise<void>((resolve, reject) => {
    const refuse = (message: string) => {
      refusal ??= new MalformedBody(message);
      reject(refusal);
    };
    /** Whether the form may have a part of this name (once); refuses it otherwise. */
    const takes = (name: string | undefined, names: readonly string[]): name is string => {
      if (name === undefined) {
        refuse("The form has a part without a name.");
      } else if (!names.includes(name)) {
        refuse(`The form has a field "${name}" that this request does not take.`);
      } else if (seen.has(name)) {
        refuse(`The form has "${name}" more than once.`);
      } else {
        seen.add(name);
        return true;
      }
      return false;
    };
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (!takes(name, form.fields)) return;
      if (valueTruncated) refuse(`The form's "${name}" is too long.`);
      else body[name] = value;
    });
    parser.on("file", (name, file, filename) => {
      // The body ended inside this file.
      file.on("error", () => refuse(NOT_A_FORM));
      if (!takes(name, form.files)) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => refuse(form.tooLarge(name)));
      file.on("end", () => {
        // A file input left empty is sent as an empty file without a name: no upload.
        if (filename !== "" || chunks.length > 0) body[`${name}${UPLOAD}`] = Buffer.concat(chunks);
      });
    });
    parser.on("partsLimit", () =>
      refuse(`The form has more parts than this request takes (${form.fields.length + form.files.length} at most).`),
    );
    parser.on("fieldsLimit", () =>
      refuse(`The form has more fields than this request takes (${form.fields.length} at most).`),
    );
    parser.on("filesLimit", () =>
      refuse(`The form has more files than this request takes (${form.files.length} at most).`),
    );
    parser.on("error", () => refuse(NOT_A_FORM));
    parser.on("finish", resolve);
  });
  // A refusal is awaited below, at the next chunk; until then it must not count as unhandled.
  parsed.catch(() => {});

  const reader = c.req.raw.body?.getReader();
  if (reader) {
    try {
      for (let chunk = await reader.read(); !chunk.done && !refusal; chunk = await reader.read()) {
        // A slice at a time, each followed by the parser's events, so that one large chunk
        // is not parsed to its end after its first part was refused.
        for (let at = 0; at < chunk.value.length && !refusal; at += FORM_SLICE_BYTES) {
          if (!parser.write(chunk.value.subarray(at, at + FORM_SLICE_BYTES))) {
            await Promise.race([once(parser, "drain"), parsed]);
          }
          await setImmediate();
        }
      }
    } finally {
      // Whatever is left of a refused form is not read.
      if (refusal) await reader.cancel();
    }
  }
  if (refusal) throw refusal;
  parser.end();
  await parsed;
  return body;
}

/** The body of a route that takes one (contract.ts); any other route's body is not read. */
function readBody(c: HonoContext, route: RestRoute): Promise<unknown> {
  if (!route.body && !route.multipart) return Promise.resolve(undefined);
  return route.multipart && isForm(c) ? readFormBody(c, route.multipart) : readJsonBody(c);
}

/**
 * A REST call's api context, made once a request. Procedures write their response
 * headers (Set-Cookie, Retry-After) into resHeaders, on success and on refusal alike.
 */
function restContext(c: HonoContext<AppEnv>): { api: ApiContext; resHeaders: Headers } {
  let rest = c.var.rest;
  if (!rest) {
    const resHeaders = new Headers();
    rest = { api: apiContext(c, resHeaders), resHeaders };
    c.set("rest", rest);
  }
  return rest;
}

/**
 * Runs before the body limit: a route that takes a form answers a visitor (or a cookie
 * that is no session) 401 from the headers alone, before a byte of the body is read, and
 * raises the limit to its form's size only for a signed-in member. Anyone else has the
 * API's usual limit, so no visitor can make the server read or parse megabytes.
 */
export function membersOnlyForms(app: Hono<AppEnv>, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    if (!route.multipart) continue;
    const maxBodyBytes = formBodyBytes(route.multipart);
    app.on(route.method, `/api${route.path}`, async (c, next) => {
      const { api, resHeaders } = restContext(c);
      if (!(await api.session.member())) {
        copyHeaders(c, resHeaders);
        return jsonError(c, 401, SIGN_IN_MESSAGE);
      }
      c.set("maxBodyBytes", maxBodyBytes);
      await next();
    });
  }
}

/**
 * Mounts `routes`; a route that names the call it makes (`kept`) has its answers kept by
 * `keep` (kept-answers.ts) when the path names no member but the one asking.
 */
export function mountRest(app: Hono<AppEnv>, routes: readonly RestRoute[], keep: AnswerKeeper): void {
  for (const route of routes) {
    const { kept } = route;
    if (kept) {
      app.on(
        route.method,
        `/api${route.path}`,
        keep((c) => ((c.req.param("userId") ?? "me") === "me" ? keptByOf([kept]) : null)),
      );
    }
    app.on(route.method, `/api${route.path}`, async (c) => {
      const { api, resHeaders } = restContext(c);
      try {
        const body = await readBody(c, route);
        const result = await route.call(createCaller(api), {
          params: c.req.param() as Record<string, string>,
          query: c.req.query(),
          body,
        });
        copyHeaders(c, resHeaders);
        if (result instanceof Download) return await sendDownload(c, result, `${route.method} /api${route.path}`);
        if (result instanceof EbookFile) return await sendEbookFile(c, result.name);
        return await sendJson(c, jsonOf(result ?? null), route.status ?? 200);
      } catch (error) {
        if (error instanceof MalformedBody) return jsonError(c, 400, error.message);
        if (error instanceof BodyTooLarge) return bodyTooLarge(c, error.maxBytes);
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
  const gzip = acceptsEncoding(c.req.header("accept-encoding"), "gzip");
  c.header("content-type", contentType);
  // A quote or line break would end the header's value early.
  c.header("content-disposition", `attachment; filename="${file.name.replace(/["\\\r\n]/g, "_")}"`);
  c.header("cache-control", "no-store");
  c.header("vary", "accept-encoding");
  if (gzip) c.header("content-encoding", "gzip");
  return c.body(gzip ? body.pipeThrough(new CompressionStream("gzip")) : body, 200);
}

const serialised = new WeakMap<object, JsonText>();

/**
 * The JSON of an answer. A frozen answer (a catalogue the api shares between requests)
 * never changes, so it is serialised and compressed once and the bytes sent again: the
 * workout list's hundred cards cost more to serialise than the rest of the request.
 */
function jsonOf(result: unknown): JsonText {
  if (result === null || typeof result !== "object" || !Object.isFrozen(result))
    return { text: JSON.stringify(result), kept: false };
  let json = serialised.get(result);
  if (json === undefined) {
    json = { text: JSON.stringify(result), kept: true };
    serialised.set(result, json);
  }
  return json;
}

function copyHeaders(c: HonoContext, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  headers.forEach((value, name) => {
    if (name !== "set-cookie") c.header(name, value);
  });
}
