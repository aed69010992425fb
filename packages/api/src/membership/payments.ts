import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { type Database, eq, schema } from "@wolfpack/db";
import { effectiveTier, membershipExpiry } from "@wolfpack/rules/membership/membership";
import { type PublicMember, toPublicMember } from "../shared/members.ts";

export interface MembershipChange {
  memberId: string;
  tier: schema.MembershipTier;
  now: Date;
  /**
   * One key per change: a provider that sees the same key again (a retried request)
   * must not charge twice.
   */
  idempotencyKey: string;
}

/** A one-off purchase (an e-book): what is bought, for how much, by whom. */
export interface Purchase {
  memberId: string;
  /** What the member is buying, as a receipt would name it ("ebook:3"). */
  what: string;
  /** In dollars, more than 0: free things are never charged. */
  amount: number;
  now: Date;
  /** One key per thing bought: a provider that sees it again must not charge twice. */
  idempotencyKey: string;
}

/**
 * Where a membership, or a one-off purchase, is paid for. No payment provider is reachable from this product's
 * machines, so the only gateway today records the change; a real provider implements
 * this interface and is passed in the context instead.
 */
export interface PaymentGateway {
  /** Takes payment for the tier and tells until when it is paid; null for the free tier. */
  settle(change: MembershipChange): Promise<{ paidUntil: Date | null }>;
  /** Takes a one-off payment and tells when it was paid. */
  charge(purchase: Purchase): Promise<{ paidAt: Date }>;
}

export const recordOnlyGateway: PaymentGateway = {
  async settle({ tier, now }) {
    return { paidUntil: tier === "premium" ? membershipExpiry(now) : null };
  },
  // The purchase is recorded by the caller (the e-book entry keeps what was paid).
  async charge({ now }) {
    return { paidAt: now };
  },
};

export const ALREADY_PREMIUM = "You are already a PREMIUM WOLF member.";

/**
 * Moves the member to the tier. The member's row stays locked from the check to the
 * update, so of any number of concurrent requests exactly one settles; the others see
 * the tier already changed. When the member already has the tier, `whenAlready` decides:
 * a 409 (an upgrade asked of a premium member) or the member as they are (choosing the
 * plan you have on the selection screen), and nothing is paid either way.
 */
export async function changeMembership(
  db: Database,
  gateway: PaymentGateway,
  memberId: string,
  tier: schema.MembershipTier,
  whenAlready: "conflict" | "keep",
): Promise<PublicMember> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.users).where(eq(schema.users.id, memberId)).for("update");
    if (!current) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
    const now = new Date();
    if (effectiveTier(current, now) === tier) {
      if (whenAlready === "keep") return toPublicMember(current);
      throw new TRPCError({
        code: "CONFLICT",
        message: tier === "premium" ? ALREADY_PREMIUM : "You are already on the FREE PACK.",
      });
    }
    const { paidUntil } = await gateway.settle({ memberId, tier, now, idempotencyKey: randomUUID() });
    const [updated] = await tx
      .update(schema.users)
      .set({ membershipTier: tier, membershipExpiresAt: paidUntil })
      .where(eq(schema.users.id, memberId))
      .returning();
    if (!updated) throw new Error(`member ${memberId} vanished during a membership change`);
    return toPublicMember(updated);
  });
}
