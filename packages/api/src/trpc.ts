/**
 * The tRPC set-up, in the order a reader needs it: the context every procedure sees,
 * the initialisation, then the procedures that guard access.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { type Database, isDatabaseUnavailable } from "@wolfpack/db";
import { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from "@wolfpack/rules/auth/throttle";
import { hasPremiumAccess } from "@wolfpack/rules/membership/membership";
import { controlCharacterMessage, findControlCharacter } from "@wolfpack/rules/shared/text";
import { DEFAULT_WRITE_LIMITS, type WriteLimits } from "@wolfpack/rules/shared/write-limits";
import { noPictureStore, type PictureStore } from "./auth/pictures.ts";
import { type AuthenticatedMember, requestSession, type SessionControl, scriptSession } from "./auth/session.ts";
import type { OwnRead } from "./auth/session-store.ts";
import { type PaymentGateway, recordOnlyGateway } from "./membership/payments.ts";
import { databaseUnavailable } from "./shared/db-errors.ts";
import { transformer } from "./shared/transformer.ts";

// 1. Context

export interface CreateContextOptions {
  db: Database;
  /** The request's headers: the session cookie is read from here. */
  headers: Headers;
  /** Headers the response will carry (Set-Cookie, Retry-After). */
  resHeaders: Headers;
  /** The client's address, as the server sees it; throttling counts by it. */
  clientAddress: string;
  /** Set the cookie's Secure flag and `__Host-` prefix (production, served over HTTPS). */
  secureCookies?: boolean;
  /** Takes membership payments; defaults to the gateway that only records them. */
  payments?: PaymentGateway;
  /** Keeps members' uploaded pictures; without one, uploads are refused. */
  pictures?: PictureStore;
  /** Sign-in and registration limits; the defaults unless the server is told otherwise. */
  limits?: ThrottleLimits;
  /** How often a member may post, like, comment...; the defaults unless the server is told otherwise. */
  writeLimits?: WriteLimits;
  /**
   * Hosts a device's push endpoint may name beyond the public push services (a push service
   * run locally to test); none unless told (docs/push.md).
   */
  pushServiceHosts?: readonly string[];
  /**
   * How many procedures the request calls at once (a tRPC batch's): with more than one, the
   * session's lookup waits for each to ask, so their own reads go in it (auth/session.ts).
   */
  calls?: number;
}

export interface Context {
  db: Database;
  resHeaders: Headers;
  clientAddress: string;
  payments: PaymentGateway;
  pictures: PictureStore;
  limits: ThrottleLimits;
  writeLimits: WriteLimits;
  pushServiceHosts: readonly string[];
  /**
   * The request's session: `ctx.session.member()` (read only when asked),
   * `ctx.session.start(memberId)`, `ctx.session.end()`. Member procedures get `ctx.member`.
   */
  session: SessionControl;
}

export function createContext(options: CreateContextOptions): Context {
  return {
    db: options.db,
    resHeaders: options.resHeaders,
    clientAddress: options.clientAddress,
    payments: options.payments ?? recordOnlyGateway,
    pictures: options.pictures ?? noPictureStore,
    limits: options.limits ?? DEFAULT_THROTTLE_LIMITS,
    writeLimits: options.writeLimits ?? DEFAULT_WRITE_LIMITS,
    pushServiceHosts: options.pushServiceHosts ?? [],
    session: requestSession(
      options.db,
      options.headers,
      options.resHeaders,
      options.secureCookies ?? false,
      options.calls ?? 1,
    ),
  };
}

/**
 * A context for code that calls the API in-process on behalf of a member, with no
 * HTTP request behind it: scripts and jobs. Pass null to act as a visitor; pass a
 * picture store (`diskPictureStore(<DATA_DIR>/uploads)`, the server's) to upload pictures.
 */
export function createScriptContext(
  db: Database,
  member: AuthenticatedMember | null,
  options: { pictures?: PictureStore } = {},
): Context {
  return {
    db,
    resHeaders: new Headers(),
    clientAddress: "script",
    payments: recordOnlyGateway,
    pictures: options.pictures ?? noPictureStore,
    limits: DEFAULT_THROTTLE_LIMITS,
    writeLimits: DEFAULT_WRITE_LIMITS,
    pushServiceHosts: [],
    session: scriptSession(member),
  };
}

// 2. Initialisation

/** The first readable message of a validation failure, for people rather than machines. */
function validationMessage(cause: unknown): string | undefined {
  if (cause && typeof cause === "object" && "issues" in cause && Array.isArray(cause.issues)) {
    const first = cause.issues[0] as { message?: string } | undefined;
    return first?.message;
  }
  return undefined;
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * What a caller is told about an error: the validation message for bad input, a
 * generic line for our own faults (details stay in the server log), else the message.
 */
export function publicErrorMessage(error: TRPCError): string {
  if (error.code === "INTERNAL_SERVER_ERROR") return INTERNAL_ERROR_MESSAGE;
  if (error.code === "BAD_REQUEST") return validationMessage(error.cause) ?? error.message;
  return error.message;
}

const t = initTRPC.context<Context>().create({
  transformer,
  errorFormatter({ shape, error }) {
    // No stack trace ever leaves the server.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: publicErrorMessage(error), data };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;

// 3. Procedures

/**
 * Every procedure: no control character gets into any text (one rule for every input,
 * so each new procedure is covered), and a rejected input reads as its first rule's
 * message, for in-process callers (scripts, the REST adapter) just as for HTTP ones.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  const badPath = findControlCharacter(await getRawInput());
  if (badPath) throw new TRPCError({ code: "BAD_REQUEST", message: controlCharacterMessage(badPath) });
  const result = await next();
  if (!result.ok && result.error.code === "BAD_REQUEST") {
    result.error.message = publicErrorMessage(result.error);
  }
  // The database going away (a restart, a failover) is no fault of ours or the caller's:
  // 503 with Retry-After, which clients and load balancers retry, rather than a 500.
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isDatabaseUnavailable(result.error.cause)) {
    throw databaseUnavailable(ctx.resHeaders, result.error.cause);
  }
  return result;
});

/** What a visitor is told where only a member may go. */
export const SIGN_IN_MESSAGE = "Please sign in to continue.";

/** Signed-in members only: 401 otherwise. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const member = await ctx.session.member();
  if (!member) throw new TRPCError({ code: "UNAUTHORIZED", message: SIGN_IN_MESSAGE });
  // tRPC adds it to the context itself: a copy of the context here would be a second one per call.
  return next({ ctx: { member } });
});

/**
 * Signed-in members only, as protectedProcedure, for reads of the member's own rows that
 * can come with the session's lookup in one statement (auth/session-store.ts, ownRead),
 * named as `ctx.own` names their rows. Placed after `.input()`: `paramsOf` gives the reads'
 * values for an input that asks for the member's own rows, or undefined for one that does
 * not (an admin reading another member's). A read's rows in `ctx.own` are those that came
 * with the session, alone or with the other own reads of a batch; where they are undefined
 * (the session was read already, the read clashed with another of the batch, or `paramsOf`
 * said no) the procedure reads them.
 */
export function signedInWithOwn<Rows extends Record<string, unknown>, Input>(
  reads: { [Name in keyof Rows]: (db: Database) => OwnRead<Rows[Name]> },
  paramsOf: (input: Input) => Record<string, unknown> | undefined,
) {
  const names = Object.keys(reads) as (keyof Rows)[];
  return t.middleware(async ({ ctx, input, next }) => {
    const params = paramsOf(input as Input);
    const { member, rows } = params
      ? await ctx.session.memberWith(
          names.map((name) => reads[name](ctx.db)),
          params,
        )
      : { member: await ctx.session.member(), rows: [] };
    if (!member) throw new TRPCError({ code: "UNAUTHORIZED", message: SIGN_IN_MESSAGE });
    const own = Object.fromEntries(names.map((name, index) => [name, rows[index]])) as {
      [Name in keyof Rows]?: Rows[Name][];
    };
    return next({ ctx: { member, own } });
  });
}

/** signedInWithOwn's `paramsOf` for a read with no values of its own, which names its member `me` or by id. */
export const whenOwn = (input: { memberId: string }) => (input.memberId === "me" ? {} : undefined);

/** Premium members (and admins): 403 with the way to upgrade otherwise. */
export const premiumProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!hasPremiumAccess(ctx.member)) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "This is part of PREMIUM WOLF. Upgrade your membership in Settings to unlock it.",
    });
  }
  return next();
});

/** Admins only: 403 otherwise. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.member.isAdmin) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Only admins can do this." });
  }
  return next();
});

export type { AuthenticatedMember };
