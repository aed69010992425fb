import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { type AppRouter, appRouter } from "./root.ts";
import { createCallerFactory } from "./trpc.ts";

/**
 * Calls the API in-process, without HTTP: scripts and tests use it directly.
 * @example
 *   const api = createCaller(createScriptContext(db, adminMember));
 *   const { rows, nextCursor } = await api.admin.engagement({ search: "alpha" });
 */
export const createCaller = createCallerFactory(appRouter);

/** The API bound to one member's context (or a visitor's). */
export type Caller = ReturnType<typeof createCaller>;

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export { profileInput } from "@wolfpack/rules/auth/inputs";
export { MAX_PICTURE_BYTES, PICTURE_FIELDS, pictureTooLargeMessage } from "@wolfpack/rules/auth/pictures";
export { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from "@wolfpack/rules/auth/throttle";
export { batchAllowed, MAX_BATCH_SIZE } from "@wolfpack/rules/shared/batching";
export { DEFAULT_WRITE_LIMITS, parseWriteLimits, type WriteLimits } from "@wolfpack/rules/shared/write-limits";
export { everyMember, type MemberTableRow, memberTableCsv, type WrittenFile } from "./admin/member-table.ts";
export { foldMemberTallies } from "./admin/tallies.ts";
export { bootstrapAdmin } from "./auth/accounts.ts";
export {
  answerMayBeKept,
  KEPT_ANSWER_MS,
  type KeptAnswerCall,
  keepAtMost,
  keptByOf,
} from "./auth/kept-rows.ts";
export { hashPassword, verifyPassword } from "./auth/password.ts";
export {
  type CheckedPicture,
  type DiskPictureStore,
  diskPictureStore,
  type PictureStore,
} from "./auth/pictures.ts";
export { memberStanding, SESSION_COOKIE_NAME, sessionCookieName, sessionOfRequest } from "./auth/session.ts";
export type { KeptBy } from "./auth/session-store.ts";
export { habitLogFromWire } from "./habits/habit-router.ts";
export { foldTallyChanges } from "./leaderboards/ranks.ts";
export { scheduleSweeps, sweepExpired } from "./maintenance.ts";
export type { MembershipChange, PaymentGateway, Purchase } from "./membership/payments.ts";
export {
  deliverPushes,
  type PushMessage,
  type PushRequest,
  type PushTransport,
  type SendOptions,
  type SendReport,
  schedulePushes,
  sendDueReminders,
} from "./notifications/sender.ts";
export { type VapidKeys, vapidKeys, vapidKeysFromEnv } from "./notifications/vapid.ts";
export { describeFailure } from "./shared/log.ts";
export { type PublicMember, toPublicMember } from "./shared/members.ts";
export { completionFromWire } from "./training/workout-router.ts";
export {
  type Context,
  type CreateContextOptions,
  createContext,
  createScriptContext,
  INTERNAL_ERROR_MESSAGE,
  publicErrorMessage,
  SIGN_IN_MESSAGE,
} from "./trpc.ts";
export { type AppRouter, appRouter };
