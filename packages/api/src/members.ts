import type { schema } from "@wolfpack/db";
import { effectiveTier } from "@wolfpack/rules/membership";

/** A member as any response may carry it: never the password hash. */
export type PublicMember = Omit<schema.User, "passwordHash">;

export function toPublicMember<
  T extends Partial<Pick<schema.User, "passwordHash">> & Omit<schema.User, "passwordHash">,
>(user: T): PublicMember {
  const { passwordHash: _passwordHash, ...member } = user;
  return { ...member, membershipTier: effectiveTier(member, new Date()) };
}
