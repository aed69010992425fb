import { type Database, eq, schema } from "@wolfpack/db";
import { type PublicMember, toPublicMember } from "../members.ts";
import { membershipExpiry } from "../rules/membership.ts";

export interface MembershipChange {
  memberId: string;
  tier: schema.MembershipTier;
  now: Date;
}

/**
 * Where a membership is paid for. No payment provider is reachable from this product's
 * machines, so the only gateway today records the change; a real provider implements
 * this interface and is passed in the context instead.
 */
export interface PaymentGateway {
  /** Takes payment for the tier and tells until when it is paid; null for the free tier. */
  settle(change: MembershipChange): Promise<{ paidUntil: Date | null }>;
}

export const recordOnlyGateway: PaymentGateway = {
  async settle({ tier, now }) {
    return { paidUntil: tier === "premium" ? membershipExpiry(now) : null };
  },
};

export async function changeMembership(
  db: Database,
  gateway: PaymentGateway,
  memberId: string,
  tier: schema.MembershipTier,
): Promise<PublicMember> {
  const { paidUntil } = await gateway.settle({ memberId, tier, now: new Date() });
  const [updated] = await db
    .update(schema.users)
    .set({ membershipTier: tier, membershipExpiresAt: paidUntil })
    .where(eq(schema.users.id, memberId))
    .returning();
  if (!updated) throw new Error(`member ${memberId} vanished during a membership change`);
  return toPublicMember(updated);
}
