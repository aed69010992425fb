import { existsSync } from "node:fs";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter, batchAllowed, describeFailure, INTERNAL_ERROR_MESSAGE } from "@wolfpack/api";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { type AppEnv, type AppOptions, apiContext, jsonError } from "./http.ts";
import { sameOriginOnly } from "./origin.ts";
import { mountRest } from "./rest/adapter.ts";
import { restRoutes } from "./rest/routes.ts";
import { servePictures, serveWebApp } from "./static.ts";

export type { AppOptions };

const TRPC_ENDPOINT = "/api/trpc";
const MAX_BODY_BYTES = 1024 * 1024;
const HSTS = "max-age=31536000; includeSubDomains";

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
      const megabytes = Math.round(maxBytes / (1024 * 1024));
      const tooLarge = (c: Context) => jsonError(c, 413, `The request body is too large (${megabytes} MB at most).`);
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
        // Uploaded pictures are served from /uploads/ ('self'); members may also link one from any secure host.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
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
  // Routes that take uploads raise the limit for their own requests before it is applied.
  for (const route of restRoutes) {
    const maxBodyBytes = route.multipart?.maxBodyBytes;
    if (maxBodyBytes === undefined) continue;
    app.on(route.method, `/api${route.path}`, async (c, next) => {
      c.set("maxBodyBytes", maxBodyBytes);
      await next();
    });
  }
  app.use("/api/*", limitBodies());

  app.all(`${TRPC_ENDPOINT}/*`, (c) => {
    let procedures: string[];
    try {
      procedures = decodeURIComponent(c.req.path.slice(TRPC_ENDPOINT.length + 1)).split(",");
    } catch {
      return jsonError(c, 400, "There is no such procedure.");
    }
    if (!batchAllowed(procedures)) {
      return jsonError(c, 400, "Too many calls in one request: sign in or register one at a time, at most 10 calls.");
    }
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => apiContext(c, resHeaders),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
          console.error(describeFailure(`tRPC ${path ?? "?"}`, error.cause ?? error));
        }
      },
    });
  });

  mountRest(app, restRoutes);
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
