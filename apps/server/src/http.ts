import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context as ApiContext, createContext } from "@wolfpack/api";
import type { Database } from "@wolfpack/db";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface AppOptions {
  db: Database;
  /** Cookies only over HTTPS (production). */
  secureCookies?: boolean;
  /** Trust X-Forwarded-For / X-Forwarded-Host from a load balancer in front. */
  trustProxy?: boolean;
  /** Folder of the built web app to serve, with the SPA fallback; none serves only the API. */
  webDist?: string | null;
}

export type AppEnv = { Variables: { options: AppOptions } };

/** Every error the API gives has this shape: a readable message and nothing else. */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ message }, status);
}

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.options.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket behind it.
    return "unknown";
  }
}

/** The api package's context for this request; procedures put their response headers in resHeaders. */
export function apiContext(c: Context<AppEnv>, resHeaders: Headers): Promise<ApiContext> {
  const { db, secureCookies } = c.var.options;
  return createContext({ db, headers: c.req.raw.headers, resHeaders, clientAddress: clientAddress(c), secureCookies });
}
