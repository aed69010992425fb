import { existsSync } from "node:fs";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { answerMayBeKept, appRouter, batchAllowed, describeFailure, INTERNAL_ERROR_MESSAGE } from "@wolfpack/api";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { compressTrpcAnswers, jsonReaches, SMALLEST_COMPRESSED_ANSWER } from "./compression.ts";
import {
  type AppEnv,
  type AppOptions,
  apiContext,
  BodyTooLarge,
  bodyTooLarge,
  jsonError,
  TRPC_ENDPOINT,
  trpcCallsOf,
} from "./http.ts";
import { answerKeeper } from "./kept-answers.ts";
import { sameOriginOnly } from "./origin.ts";
import { membersOnlyForms, mountRest } from "./rest/adapter.ts";
import { serveReference } from "./rest/docs.ts";
import { restRoutes } from "./rest/routes.ts";
import { servePictures, serveWebApp } from "./static.ts";

export type { AppOptions };

const MAX_BODY_BYTES = 1024 * 1024;
const HSTS = "max-age=31536000; includeSubDomains";

/** The body as it streams, failing with BodyTooLarge past maxBytes; nothing is held back. */
function countedBody(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(new BodyTooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Bodies of at most MAX_BODY_BYTES, or what the route allows (`maxBodyBytes`, set before
 * this runs). Node's parser holds a body to its Content-Length, so that header alone
 * decides; only a body without one (chunked) is counted as it streams. Asking every
 * request for its body stream, as hono's bodyLimit does, would build a whole web Request
 * for each one, which cost a quarter of a request's time on the server.
 */
function limitBodies(): MiddlewareHandler<AppEnv> {
  const limits = new Map<number, { tooLarge: (c: Context) => Response; counted: MiddlewareHandler }>();
  const limitOf = (maxBytes: number) => {
    let limit = limits.get(maxBytes);
    if (!limit) {
      const tooLarge = (c: Context) => bodyTooLarge(c, maxBytes);
      limit = { tooLarge, counted: bodyLimit({ maxSize: maxBytes, onError: tooLarge }) };
      limits.set(maxBytes, limit);
    }
    return limit;
  };
  return (c, next) => {
    const maxBytes = c.var.maxBodyBytes ?? MAX_BODY_BYTES;
    const { tooLarge, counted } = limitOf(maxBytes);
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxBytes ? Promise.resolve(tooLarge(c)) : next();
    }
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A route that takes a form reads it as it streams, stopping at its first wrong part:
    // hono's bodyLimit would first hold the whole body (16 MB), so it is counted on the way.
    if (c.var.maxBodyBytes !== undefined && c.req.raw.body) {
      c.req.raw = new Request(c.req.raw, { body: countedBody(c.req.raw.body, maxBytes), duplex: "half" });
      return next();
    }
    return counted(c, next);
  };
}

/** Builds the whole HTTP app on a database; starting it on a port is main.ts's job. */
export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("options", options);
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Every picture is this site's: uploads under /uploads/, the app's images, a chosen
        // file's preview (blob:). No member's picture may make a viewer's browser call another host.
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: "DENY",
      // Sent below, and only where the app is reached over HTTPS: browsers ignore it over HTTP.
      strictTransportSecurity: false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    // No URL parsing on every response: the configured origin, else the request's own scheme.
    if ((c.var.options.publicOrigin ?? c.req.url).startsWith("https:")) c.header("strict-transport-security", HSTS);
  });
  app.use(sameOriginOnly());
  // Routes that take uploads raise the limit for a member's requests before it is applied.
  membersOnlyForms(app, restRoutes);
  app.use("/api/*", limitBodies());
  const keep = answerKeeper();
  app.use(
    `${TRPC_ENDPOINT}/*`,
    keep((c) => {
      const calls = trpcCallsOf(c);
      return calls && answerMayBeKept(calls, c.req.query("input"));
    }),
  );
  app.use(`${TRPC_ENDPOINT}/*`, compressTrpcAnswers());

  app.all(`${TRPC_ENDPOINT}/*`, async (c) => {
    const procedures = trpcCallsOf(c);
    if (!procedures) return jsonError(c, 400, "There is no such procedure.");
    if (!batchAllowed(procedures)) {
      return jsonError(c, 400, "Too many calls in one request: sign in or register one at a time, at most 10 calls.");
    }
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders, info }) => apiContext(c, resHeaders, info.calls.length),
      // What the calls answered, before tRPC writes it: one too small to compress is then
      // left unread by compressTrpcAnswers, which otherwise reads every answer back; one
      // call's frozen catalogue is compressed there once and its bytes sent again, and a
      // batch's frozen catalogues are carried compressed once inside its answer (gzipAround).
      responseMeta: ({ data, eagerGeneration }) => {
        if (eagerGeneration) return {};
        if (!jsonReaches(data, SMALLEST_COMPRESSED_ANSWER)) c.set("trpcAnswerIsSmall", true);
        const frozen = data.flatMap((item) => {
          const output = "result" in item ? item.result.data : undefined;
          return typeof output === "object" && output !== null && Object.isFrozen(output) ? [output] : [];
        });
        if (data.length === 1 && frozen[0]) c.set("trpcKeptAnswer", frozen[0]);
        else if (frozen.length > 0) c.set("trpcKeptParts", frozen);
        return {};
      },
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
          console.error(describeFailure(`tRPC ${path ?? "?"}`, error.cause ?? error));
        }
      },
    });
  });

  mountRest(app, restRoutes, keep);
  serveReference(app, restRoutes);
  app.all("/api/*", (c) => jsonError(c, 404, `There is no API endpoint at ${c.req.method} ${c.req.path}.`));

  if (options.pictures) servePictures(app, options.pictures);
  if (options.webDist && existsSync(options.webDist)) serveWebApp(app, options.webDist);

  app.notFound((c) => jsonError(c, 404, "Not found."));
  app.onError((error, c) => {
    console.error(describeFailure(`${c.req.method} ${c.req.path}`, error));
    return jsonError(c, 500, INTERNAL_ERROR_MESSAGE);
  });
  return app;
}
