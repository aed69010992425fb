import { count, eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

/** How each of many calls ended: "ok" or the tRPC error code. */
async function outcomes(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(calls);
  const tally: Record<string, number> = {};
  for (const result of settled) {
    const key = result.status === "fulfilled" ? "ok" : String((result.reason as { code?: string }).code);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

async function failuresRecorded(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(schema.loginAttempts)
    .where(eq(schema.loginAttempts.email, email));
  return row?.n ?? 0;
}

describe("sign-in throttling", () => {
  it("checks at most 10 passwords of 200 concurrent wrong sign-ins, and then refuses the right one too", async () => {
    const wolf = await t.member({ email: "besieged@example.com", password: "the-real-one" });
    const attacker = "198.51.100.66";
    const tally = await outcomes(
      Array.from({ length: 200 }, (_, guess) =>
        t.caller(undefined, attacker).api.auth.login({ email: wolf.email, password: `guess-${guess}` }),
      ),
    );
    // Each 401 is one password checked; every other try was refused before any check.
    expect(tally).toEqual({ UNAUTHORIZED: 10, TOO_MANY_REQUESTS: 190 });
    expect(await failuresRecorded(wolf.email)).toBe(10);

    const late = t.caller(undefined, attacker);
    await expect(late.api.auth.login({ email: wolf.email, password: "the-real-one" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many failed sign-in attempts. Try again in 15 minutes.",
    });
    expect(Number(late.resHeaders.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("lets the owner in from their own address while a stranger is locked out of the same account", async () => {
    const wolf = await t.member({ email: "owner@example.com", password: "owner-pass" });
    for (let guess = 0; guess < 12; guess++) {
      await t
        .caller(undefined, "198.51.100.77")
        .api.auth.login({ email: wolf.email, password: `nope-${guess}` })
        .catch(() => {});
    }
    await expect(
      t.caller(undefined, "198.51.100.77").api.auth.login({ email: wolf.email, password: "owner-pass" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await expect(
      t.caller(undefined, "203.0.113.50").api.auth.login({ email: wolf.email, password: "owner-pass" }),
    ).resolves.toMatchObject({ id: wolf.profile.id });
  });

  it("does not lock out colleagues behind one office address when one of them mistypes", async () => {
    const office = "192.0.2.10";
    const clumsy = await t.member({ email: "clumsy@example.com", password: "clumsy-pass" });
    const colleague = await t.member({ email: "colleague@example.com", password: "colleague-pass" });
    for (let typo = 0; typo < 11; typo++) {
      await t
        .caller(undefined, office)
        .api.auth.login({ email: clumsy.email, password: `typo-${typo}` })
        .catch(() => {});
    }
    await expect(
      t.caller(undefined, office).api.auth.login({ email: colleague.email, password: "colleague-pass" }),
    ).resolves.toMatchObject({ id: colleague.profile.id });
  });

  it("shares a higher bound per account across addresses against distributed guessing", async () => {
    const wolf = await t.member({ email: "distributed@example.com", password: "many-hands" });
    await t.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: 100 }, (_, n) => ({ email: wolf.email, clientAddress: `198.18.0.${n}` })));
    await expect(
      t.caller(undefined, "198.18.1.1").api.auth.login({ email: wolf.email, password: "many-hands" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("refuses one address that fails across 200 e-mails (credential stuffing)", async () => {
    const address = "192.0.2.99";
    await t.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: 200 }, (_, n) => ({ email: `spray${n}@example.com`, clientAddress: address })));
    const wolf = await t.member({ email: "spray-victim@example.com", password: "secret123" });
    await expect(
      t.caller(undefined, address).api.auth.login({ email: wolf.email, password: "secret123" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("lets a member in again once the failures are older than 15 minutes, and forgets them after a success", async () => {
    const wolf = await t.member({ email: "cooled@example.com", password: "patience" });
    const address = "198.51.100.200";
    for (let attempt = 0; attempt < 11; attempt++) {
      await t
        .caller(undefined, address)
        .api.auth.login({ email: wolf.email, password: "wrong-guess" })
        .catch(() => {});
    }
    await t.db
      .update(schema.loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(schema.loginAttempts.email, wolf.email));
    await expect(
      t.caller(undefined, address).api.auth.login({ email: wolf.email, password: "patience" }),
    ).resolves.toMatchObject({ id: wolf.profile.id });
    expect(await failuresRecorded(wolf.email)).toBe(0);
  });
});

describe("registration throttling", () => {
  it("hashes at most 20 passwords an hour for one address, even when 30 registrations arrive at once", async () => {
    const address = "198.51.100.123";
    const tally = await outcomes(
      Array.from({ length: 30 }, (_, n) =>
        t.caller(undefined, address).api.auth.register({
          username: `burst_${n}`,
          email: `burst${n}@example.com`,
          password: "secret123",
        }),
      ),
    );
    expect(tally).toEqual({ ok: 20, TOO_MANY_REQUESTS: 10 });

    const refused = t.caller(undefined, address);
    await expect(
      refused.api.auth.register({ username: "one_more", email: "one-more@example.com", password: "secret123" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^Too many new accounts from this network\. Try again in \d+ minutes?\.$/),
    });
    expect(Number(refused.resHeaders.get("retry-after"))).toBeGreaterThan(0);
    // Someone on another network is not affected.
    await expect(
      t
        .caller(undefined, "203.0.113.201")
        .api.auth.register({ username: "elsewhere", email: "elsewhere@example.com", password: "secret123" }),
    ).resolves.toMatchObject({ username: "elsewhere" });
  });
});
