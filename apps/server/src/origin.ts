import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./http.ts";
import { jsonError } from "./http.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses any state-changing request sent from another site. Browsers send Origin on
 * every cross-site POST, JSON ones included (SameSite=Lax cookies alone do not cover
 * same-site subdomains); requests without Origin come from scripts, not browsers, and
 * cannot carry a member's cookie on their own.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const host =
      (c.var.options.trustProxy ? c.req.header("x-forwarded-host") : undefined) ??
      c.req.header("host") ??
      new URL(c.req.url).host;
    if (origin !== undefined) {
      let originHost: string | null = null;
      try {
        originHost = origin === "null" ? null : new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost !== host) return jsonError(c, 403, "Requests from other sites are not allowed.");
    } else if (fetchSite === "cross-site") {
      return jsonError(c, 403, "Requests from other sites are not allowed.");
    }
    return next();
  };
}
