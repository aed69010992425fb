import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MembershipChange, type PaymentGateway, recordOnlyGateway } from "../src/membership/payments.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

/** A gateway that remembers every charge it was asked to take. */
function countingGateway(): PaymentGateway & { charges: MembershipChange[] } {
  const charges: MembershipChange[] = [];
  return {
    charges,
    async settle(change) {
      charges.push(change);
      // A real provider takes a moment: long enough for concurrent requests to overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return recordOnlyGateway.settle(change);
    },
    charge: recordOnlyGateway.charge,
  };
}

describe("membership payments", () => {
  it("settles exactly one of 30 concurrent upgrades; the others get 409", async () => {
    const wolf = await t.member();
    const gateway = countingGateway();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.caller(wolf.cookie, "203.0.113.9", { payments: gateway }).api.membership.upgrade(),
      ),
    );
    const settled = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected").map((result) => result.reason);
    expect(settled).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const reason of refused) {
      expect(reason).toMatchObject({ code: "CONFLICT", message: "You are already a PREMIUM WOLF member." });
    }
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.charges[0]).toMatchObject({ memberId: wolf.profile.id, tier: "premium" });
    expect(gateway.charges[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await wolf.api.auth.me())?.membershipTier).toBe("premium");
  });

  it("charges once for concurrent premium selections, and nothing for choosing the plan one already has", async () => {
    const wolf = await t.member();
    const gateway = countingGateway();
    const caller = () => t.caller(wolf.cookie, "203.0.113.9", { payments: gateway }).api;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => caller().membership.select({ membershipTier: "premium" })),
    );
    expect(results.every((member) => member.membershipTier === "premium")).toBe(true);
    expect(gateway.charges).toHaveLength(1);

    const again = await caller().membership.select({ membershipTier: "premium" });
    expect(again.membershipExpiresAt).toEqual(results[0]?.membershipExpiresAt);
    expect(gateway.charges).toHaveLength(1);
  });

  it("gives each change its own idempotency key", async () => {
    const wolf = await t.member();
    const gateway = countingGateway();
    const api = t.caller(wolf.cookie, "203.0.113.9", { payments: gateway }).api;
    await api.membership.upgrade();
    await api.membership.select({ membershipTier: "free" });
    await api.membership.upgrade();
    const keys = gateway.charges.map((charge) => charge.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it("keeps the member as they were when the payment fails", async () => {
    const wolf = await t.member();
    const failing: PaymentGateway = {
      async settle() {
        throw new Error("card declined");
      },
      charge: recordOnlyGateway.charge,
    };
    await expect(
      t.caller(wolf.cookie, "203.0.113.9", { payments: failing }).api.membership.upgrade(),
    ).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    expect((await wolf.api.auth.me())?.membershipTier).toBe("free");
  });
});

describe("membership tiers", () => {
  it("records premium for 30 days and free without an end", async () => {
    const wolf = await t.member();
    const premium = await wolf.api.membership.select({ membershipTier: "premium" });
    expect(premium.membershipTier).toBe("premium");
    const days = ((premium.membershipExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const free = await wolf.api.membership.select({ membershipTier: "free" });
    expect(free).toMatchObject({ membershipTier: "free", membershipExpiresAt: null });
  });

  it("upgrades a free member once, and says so when they already are premium", async () => {
    const wolf = await t.member();
    await expect(wolf.api.membership.upgrade()).resolves.toMatchObject({ membershipTier: "premium" });
    await expect(wolf.api.membership.upgrade()).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("treats a lapsed premium membership as free", async () => {
    const wolf = await t.member();
    await wolf.api.membership.upgrade();
    await t.db
      .update(schema.users)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, wolf.profile.id));
    expect((await wolf.api.auth.me())?.membershipTier).toBe("free");
  });

  it("rejects a tier that does not exist", async () => {
    const wolf = await t.member();
    await expect(wolf.api.membership.select({ membershipTier: "gold" as "free" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
