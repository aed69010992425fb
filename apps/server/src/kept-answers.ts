/**
 * A member's screen asked again with nothing of theirs changed is answered with the bytes it
 * was answered with (docs/performance.md, "A screen's answer kept"). The api package says
 * which calls' answers may be (answerMayBeKept, keptByOf) and what they depend on (the
 * member's standing): an answer is kept with the standing its own session lookup read, and
 * sent again to the same request of the same session while a small statement finds the
 * standing the same, without tRPC or the reads behind it.
 */
import { KEPT_ANSWER_MS, type KeptBy, keepAtMost, memberStanding, sessionOfRequest } from "@wolfpack/api";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./http.ts";

interface KeptAnswer {
  standing: string;
  sentAt: number;
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** At most this many answers kept per server; the oldest goes first. */
const MAX_KEPT_ANSWERS = 5_000;

/**
 * The middleware for GETs whose answers may be kept by the count `keptByOf` gives (null: not
 * this one), around their compression (the bytes kept are those sent); the api context sets
 * `apiSession`, whose standing the answer is kept with.
 */
export type AnswerKeeper = (keptByOf: (c: Context<AppEnv>) => KeptBy | null) => MiddlewareHandler<AppEnv>;

/** One server's kept answers, for its tRPC endpoint and its REST routes alike. */
export function answerKeeper(): AnswerKeeper {
  const kept = new Map<string, KeptAnswer>();
  return (keptByOf) => async (c, next) => {
    if (c.req.method !== "GET") return next();
    const { db, secureCookies } = c.var.options;
    const session = sessionOfRequest(c.req.raw.headers, secureCookies);
    const keptBy = session ? keptByOf(c) : null;
    if (!session || !keptBy) return next();
    // The same session, the same request, the same encodings taken.
    const url = c.req.url;
    const key = `${session} ${url.slice(url.indexOf("/api/"))} ${c.req.header("accept-encoding") ?? ""}`;
    const answer = kept.get(key);
    if (answer && Date.now() - answer.sentAt < KEPT_ANSWER_MS) {
      // The database away: the request goes on, and says so as any other does.
      const standing = await memberStanding(db, session, keptBy).catch(() => null);
      if (standing === answer.standing) return new Response(answer.body, { status: 200, headers: answer.headers });
    }
    await next();
    const sent = c.res;
    const standing = c.var.apiSession?.standing(keptBy);
    // Only a whole answer, read with its standing, and none that renews or ends a session.
    if (!standing || sent.status !== 200 || sent.headers.has("set-cookie")) return;
    const body = new Uint8Array(await sent.arrayBuffer());
    const headers = [...sent.headers.entries()];
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers });
    keepAtMost(kept, MAX_KEPT_ANSWERS, key, { standing, sentAt: Date.now(), body, headers });
  };
}
