import { TRPCError } from "@trpc/server";
import { type Database, eq, schema, sql } from "@wolfpack/db";
import { registerInput } from "@wolfpack/rules/inputs";
import { DEFAULT_THROTTLE_LIMITS, registrationRetryMessage, type ThrottleLimits } from "@wolfpack/rules/throttle";
import type { z } from "zod";
import { violatedUniqueConstraint } from "../db-errors.ts";
import { type PublicMember, toPublicMember } from "../members.ts";
import { hashPassword } from "./password.ts";
import { reserveRegistration } from "./throttle.ts";

const USERNAME_TAKEN = "That username is already taken. Please choose another.";
const EMAIL_TAKEN = "An account with that email already exists. Sign in instead.";

/** Refuses a username or e-mail that another member already has, saying which. */
export async function assertAvailable(db: Database, username: string, email: string, exceptMemberId?: string) {
  const clashes = await db
    .select({ id: schema.users.id, username: schema.users.username, email: schema.users.email })
    .from(schema.users)
    .where(sql`(lower(${schema.users.username}) = lower(${username}) or ${schema.users.email} = ${email})`);
  const others = clashes.filter((row) => row.id !== exceptMemberId);
  if (others.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    throw new TRPCError({ code: "CONFLICT", message: USERNAME_TAKEN });
  }
  if (others.some((row) => row.email === email)) {
    throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
  }
}

/** Two sign-ups (or renames) racing past the check still hit the unique indexes: say which one. */
export function conflictFromUniqueViolation(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== null) {
    throw new TRPCError({
      code: "CONFLICT",
      message: constraint.includes("username") ? USERNAME_TAKEN : EMAIL_TAKEN,
    });
  }
  throw error;
}

/** Who is asking, as the throttles see it. */
export interface Requester {
  clientAddress: string;
  limits?: ThrottleLimits;
  /** Told when to come back after a refusal (the Retry-After header). */
  resHeaders?: Headers;
}

/** 429 with the rule's message, and the seconds to wait in Retry-After. */
export function tooManyAttempts(requester: Requester, retryAt: Date, now: Date, message: string): TRPCError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  requester.resHeaders?.set("retry-after", String(seconds));
  return new TRPCError({ code: "TOO_MANY_REQUESTS", message });
}

export async function registerMember(
  db: Database,
  input: z.output<typeof registerInput>,
  requester: Requester,
): Promise<PublicMember> {
  await assertAvailable(db, input.username, input.email);
  const now = new Date();
  const throttle = await reserveRegistration(
    db,
    requester.clientAddress,
    requester.limits ?? DEFAULT_THROTTLE_LIMITS,
    now,
  );
  if (throttle.throttled) {
    throw tooManyAttempts(requester, throttle.retryAt, now, registrationRetryMessage(throttle.retryAt, now));
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(schema.users)
      .values({
        username: input.username,
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
  const [existing] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  if (existing) {
    const [promoted] = await db
      .update(schema.users)
      .set({ isAdmin: true })
      .where(eq(schema.users.id, existing.id))
      .returning();
    return { member: toPublicMember(promoted ?? existing), created: false };
  }
  const details = registerInput.parse({ username: input.username, email, password: input.password });
  const member = await registerMember(db, details, { clientAddress: "admin-bootstrap" });
  await db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, member.id));
  return { member: { ...member, isAdmin: true }, created: true };
}
