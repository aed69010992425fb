import { TRPCError } from "@trpc/server";
import { type Database, eq, or, schema, sql, usernameColumns, violatedUniqueConstraint } from "@wolfpack/db";
import { registerInput } from "@wolfpack/rules/auth/inputs";
import { DEFAULT_THROTTLE_LIMITS, registrationRetryMessage } from "@wolfpack/rules/auth/throttle";
import {
  isReservedUsername,
  USERNAME_LOOKALIKE_MESSAGE,
  USERNAME_RESERVED_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  usernamesLookAlike,
} from "@wolfpack/rules/auth/usernames";
import type { z } from "zod";
import { type PublicMember, toPublicMember } from "../shared/members.ts";
import { type Requester, tooManyAttempts } from "../shared/requester.ts";
import { hashPassword } from "./password.ts";
import { reserveRegistration } from "./throttle.ts";

const { users } = schema;

const EMAIL_TAKEN = "An account with that email already exists. Sign in instead.";

/**
 * Refuses a username or e-mail that another member already has, saying which: a name
 * clashes when it is the same whatever the case or looks the same (its skeletons).
 */
export async function assertAvailable(db: Database, username: string, email: string, exceptMemberId?: string) {
  const { usernameSkeletonLower, usernameSkeletonUpper } = usernameColumns(username);
  const clashes = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      lower: users.usernameSkeletonLower,
      upper: users.usernameSkeletonUpper,
    })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${username})`,
        eq(users.usernameSkeletonLower, usernameSkeletonLower),
        eq(users.usernameSkeletonUpper, usernameSkeletonUpper),
        eq(users.email, email),
      ),
    );
  const others = clashes.filter((row) => row.id !== exceptMemberId);
  if (others.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    throw new TRPCError({ code: "CONFLICT", message: USERNAME_TAKEN_MESSAGE });
  }
  if (others.some((row) => row.lower === usernameSkeletonLower || row.upper === usernameSkeletonUpper)) {
    throw new TRPCError({ code: "CONFLICT", message: USERNAME_LOOKALIKE_MESSAGE });
  }
  if (others.some((row) => row.email === email)) {
    throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
  }
}

/**
 * Refuses a name reserved for the team (rules/auth/usernames.ts) unless an admin takes it;
 * a member who has such a name from before keeps it, in any letter case.
 */
export function assertNotReserved(username: string, options: { staff: boolean; currentUsername?: string }) {
  if (options.staff || !isReservedUsername(username)) return;
  if (options.currentUsername !== undefined && usernamesLookAlike(options.currentUsername, username)) return;
  throw new TRPCError({ code: "CONFLICT", message: USERNAME_RESERVED_MESSAGE });
}

/** Two sign-ups (or renames) racing past the check still hit the unique indexes: say which one. */
export function conflictFromUniqueViolation(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== null) {
    const message = constraint.includes("skeleton")
      ? USERNAME_LOOKALIKE_MESSAGE
      : constraint.includes("username")
        ? USERNAME_TAKEN_MESSAGE
        : EMAIL_TAKEN;
    throw new TRPCError({ code: "CONFLICT", message });
  }
  throw error;
}

/**
 * Counts an attempt to claim an e-mail address (a sign-up, or a profile's new e-mail)
 * against the client address's hourly limit, and refuses it when the limit is spent.
 * Called before anything looks at who has which e-mail or name: a spent limit answers
 * 429 for a taken and a free one alike, so the answers tell nobody who is a member.
 */
export async function countEmailClaim(
  db: Database,
  requester: Requester,
  retryMessage: (retryAt: Date, now: Date) => string,
): Promise<void> {
  const now = new Date();
  const throttle = await reserveRegistration(
    db,
    requester.clientAddress,
    requester.limits ?? DEFAULT_THROTTLE_LIMITS,
    now,
  );
  if (throttle.throttled) throw tooManyAttempts(requester, throttle.retryAt, now, retryMessage(throttle.retryAt, now));
}

/** A new member; `staff` (an admin being created) may take a reserved name. */
export async function registerMember(
  db: Database,
  input: z.output<typeof registerInput>,
  requester: Requester,
  { staff = false } = {},
): Promise<PublicMember> {
  assertNotReserved(input.username, { staff });
  await countEmailClaim(db, requester, registrationRetryMessage);
  await assertAvailable(db, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        ...usernameColumns(input.username),
        email: input.email,
        passwordHash,
        avatar: input.avatar ?? null,
        timezone: input.timezone ?? "UTC",
        lastLoginAt: new Date(),
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return toPublicMember(created);
  } catch (error) {
    conflictFromUniqueViolation(error);
  }
}

/**
 * Makes the member with this e-mail an admin, creating the account first when there is
 * none: how a real deployment gets its first admin (scripts/create-admin.ts).
 */
export async function bootstrapAdmin(
  db: Database,
  input: { email: string; username: string; password?: string },
): Promise<{ member: PublicMember; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    const [promoted] = await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id)).returning();
    return { member: toPublicMember(promoted ?? existing), created: false };
  }
  const details = registerInput.parse({ username: input.username, email, password: input.password });
  const member = await registerMember(db, details, { clientAddress: "admin-bootstrap" }, { staff: true });
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, member.id));
  return { member: { ...member, isAdmin: true }, created: true };
}
