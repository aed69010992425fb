import { getConnInfo } from "@hono/node-server/conninfo";
import {
  type Context as ApiContext,
  createContext,
  type DiskPictureStore,
  type ThrottleLimits,
  type WriteLimits,
} from "@wolfpack/api";
import type { Database } from "@wolfpack/db";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface AppOptions {
  db: Database;
  /** Cookies only over HTTPS, with the `__Host-` prefix (production). */
  secureCookies?: boolean;
  /** Proxies in front that append to X-Forwarded-For; 0 or none trusts no header. */
  trustedProxies?: number;
  /** The origin members use; without it, the request's own scheme and Host. */
  publicOrigin?: string | null;
  /** Folder of the built web app to serve, with the SPA fallback; none serves only the API. */
  webDist?: string | null;
  /** Sign-in and registration limits; the api's defaults when absent. */
  limits?: ThrottleLimits;
  /** How often a member may post, comment, like...; the api's defaults when absent. */
  writeLimits?: WriteLimits;
  /** Members' uploaded pictures, kept in a folder and served at /uploads/; none refuses uploads. */
  pictures?: DiskPictureStore | null;
  /**
   * The folder of the e-books' files, each sent at /api/ebooks/{id}/download to a member
   * who may read it; none sends no file (404).
   */
  ebooks?: string | null;
}

/**
 * `maxBodyBytes`: set by a route that takes more than the API's usual body (uploads).
 * `rest`: a REST call's api context and the headers its answer carries, made once a
 * request, so a check before the body and the procedure after it share one session read.
 * `trpcAnswerIsSmall`: a tRPC answer that fits one packet, sent unread (compressTrpcAnswers).
 * `trpcKeptAnswer`: the one call's answer, when it is a frozen catalogue (compressTrpcAnswers).
 * `trpcKeptParts`: the answers of a batch's calls that are frozen catalogues (gzipAround).
 * `apiSession`: the request's session as the api saw it, whose standing its answer is kept with (kept-answers.ts).
 * `trpcCalls`: a tRPC request's calls as its path names them, null when it cannot be read (trpcCallsOf).
 */
export type AppEnv = {
  Variables: {
    options: AppOptions;
    maxBodyBytes?: number;
    rest?: { api: ApiContext; resHeaders: Headers };
    trpcAnswerIsSmall?: boolean;
    trpcKeptAnswer?: object;
    trpcKeptParts?: readonly object[];
    apiSession?: ApiContext["session"];
    trpcCalls?: string[] | null;
  };
};

/** Where tRPC is served. */
export const TRPC_ENDPOINT = "/api/trpc";

/**
 * The calls a tRPC request names in its path ("habit.history,habit.reminders"), or null when
 * the path is not one; read once a request, for the kept answers and then the handler.
 */
export function trpcCallsOf(c: Context<AppEnv>): string[] | null {
  let calls = c.var.trpcCalls;
  if (calls !== undefined) return calls;
  try {
    calls = decodeURIComponent(c.req.path.slice(TRPC_ENDPOINT.length + 1)).split(",");
  } catch {
    calls = null;
  }
  c.set("trpcCalls", calls);
  return calls;
}

/** Every error the API gives has this shape: a readable message and nothing else. */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ message }, status);
}

export function bodyTooLarge(c: Context, maxBytes: number) {
  return jsonError(c, 413, `The request body is too large (${Math.round(maxBytes / (1024 * 1024))} MB at most).`);
}

/** A body found over its limit while it streamed in (one sent without Content-Length). */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super("The request body is too large.");
  }
}

/**
 * The client's address behind `trustedProxies` proxies. Each proxy appends the address
 * it saw to X-Forwarded-For, so reading from the right, each trusted hop vouches for one
 * entry more; whatever stands further left was written by the client and proves nothing.
 */
export function clientAddressFrom(socketAddress: string, forwardedFor: string | undefined, trustedProxies: number) {
  if (trustedProxies <= 0) return socketAddress;
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const chain = [socketAddress, ...forwarded.reverse()];
  return chain[Math.min(trustedProxies, chain.length - 1)] ?? socketAddress;
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket behind it.
    return "unknown";
  }
}

export function clientAddress(c: Context<AppEnv>): string {
  return clientAddressFrom(socketAddress(c), c.req.header("x-forwarded-for"), c.var.options.trustedProxies ?? 0);
}

/** Where members load the app from: the configured public origin, else this request's own. */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.var.options.publicOrigin ?? new URL(c.req.url).origin;
}

/**
 * The api package's context for this request; procedures put their response headers in
 * resHeaders. `calls`: how many procedures the request calls (a tRPC batch's).
 */
export function apiContext(c: Context<AppEnv>, resHeaders: Headers, calls = 1): ApiContext {
  const { db, secureCookies, limits, writeLimits, pictures } = c.var.options;
  const context = createContext({
    db,
    headers: c.req.raw.headers,
    resHeaders,
    clientAddress: clientAddress(c),
    secureCookies,
    limits,
    writeLimits,
    pictures: pictures ?? undefined,
    calls,
  });
  c.set("apiSession", context.session);
  return context;
}
