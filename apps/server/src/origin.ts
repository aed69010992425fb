import type { MiddlewareHandler } from "hono";
import { type AppEnv, jsonError, publicOrigin } from "./http.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(header: string): string | null {
  if (header === "null") return null;
  try {
    return new URL(header).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses any state-changing request sent from another site. Browsers send Origin on
 * every cross-site POST, JSON ones included (SameSite=Lax cookies alone do not cover
 * same-site subdomains), and it must equal the app's public origin: scheme, host and
 * port, never taken from headers a client or proxy can set. Requests without Origin come
 * from scripts, not browsers, and cannot carry a member's cookie on their own.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const crossSite =
      origin !== undefined ? originOf(origin) !== publicOrigin(c) : c.req.header("sec-fetch-site") === "cross-site";
    if (crossSite) return jsonError(c, 403, "Requests from other sites are not allowed.");
    return next();
  };
}
