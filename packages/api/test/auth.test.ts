import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe("registration", () => {
  it("creates a free member, signs them in and never returns the password hash", async () => {
    const visitor = t.caller();
    const member = await visitor.api.auth.register({
      username: "LoneWolf",
      email: "  Lone.Wolf@Example.com ",
      password: "howl123",
      timezone: "Europe/Berlin",
    });
    expect(member).toMatchObject({
      username: "LoneWolf",
      email: "lone.wolf@example.com",
      membershipTier: "free",
      level: 1,
    });
    expect(member).not.toHaveProperty("passwordHash");
    expect(member.timezone).toBe("Europe/Berlin");

    const cookie = visitor.sessionCookie();
    expect(cookie).not.toBeNull();
    const me = await t.caller(cookie ?? undefined).api.auth.me();
    expect(me?.id).toBe(member.id);
    expect(me).not.toHaveProperty("passwordHash");
  });

  it("stores the password with Argon2id at 19 MiB and 2 passes", async () => {
    const { profile } = await t.member({ password: "argon-check" });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, profile.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a taken username, whatever its letter case, saying it is the username", async () => {
    await t.member({ username: "PackLeader" });
    await expect(
      t.caller().api.auth.register({ username: "packleader", email: "other@example.com", password: "secret123" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/username/i) });
  });

  it("refuses a taken e-mail, saying it is the e-mail", async () => {
    await t.member({ email: "taken@example.com" });
    await expect(
      t.caller().api.auth.register({ username: "fresh_name", email: "TAKEN@example.com", password: "secret123" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/email/i) });
  });

  it("refuses a password shorter than 6 characters with the spec's message", async () => {
    await expect(
      t.caller().api.auth.register({ username: "shorty", email: "shorty@example.com", password: "12345" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Password must be at least 6 characters" });
  });

  it("refuses an avatar that is not a web address", async () => {
    await expect(
      t.caller().api.auth.register({
        username: "scripted",
        email: "scripted@example.com",
        password: "secret123",
        avatar: "javascript:alert(1)",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("sign-in", () => {
  it("signs in with the right password, issuing a new session", async () => {
    const wolf = await t.member({ email: "signin@example.com", password: "moonlight" });
    const visitor = t.caller(wolf.cookie);
    const member = await visitor.api.auth.login({ email: "SIGNIN@example.com", password: "moonlight" });
    expect(member.id).toBe(wolf.profile.id);
    expect(member.lastLoginAt).toBeInstanceOf(Date);
    const fresh = visitor.sessionCookie();
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(wolf.cookie);
    // The session the browser had before signing in again is over.
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
    expect((await t.caller(fresh ?? undefined).api.auth.me())?.id).toBe(wolf.profile.id);
  });

  it("says only 'Invalid email or password' for a wrong password or an unknown e-mail", async () => {
    await t.member({ email: "wrongpass@example.com" });
    await expect(
      t.caller().api.auth.login({ email: "wrongpass@example.com", password: "nope-nope" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    });
    await expect(
      t.caller().api.auth.login({ email: "nobody@example.com", password: "nope-nope" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    });
  });

  it("validates the e-mail and requires a password, with the spec's messages", async () => {
    await expect(t.caller().api.auth.login({ email: "not-an-email", password: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Invalid email address",
    });
    await expect(t.caller().api.auth.login({ email: "a@example.com", password: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Password is required",
    });
  });

  it("refuses further tries after 10 failures for one e-mail, even with the right password", async () => {
    const wolf = await t.member({ email: "throttled@example.com", password: "correct-horse" });
    for (let attempt = 0; attempt < 10; attempt++) {
      // Each failure from a different address: the per-e-mail bound is what trips.
      await expect(
        t.caller(undefined, `198.51.100.${attempt}`).api.auth.login({ email: wolf.email, password: "wrong-guess" }),
      ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    await expect(t.caller().api.auth.login({ email: wolf.email, password: "correct-horse" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/try again in 15 minutes/i),
    });
    // Another member is not locked out by someone else's failures.
    const other = await t.member({ email: "unthrottled@example.com", password: "fine-pass" });
    await expect(t.caller().api.auth.login({ email: other.email, password: "fine-pass" })).resolves.toMatchObject({
      id: other.profile.id,
    });
  });

  it("lets a member in again once the failures are older than 15 minutes", async () => {
    const wolf = await t.member({ email: "cooled@example.com", password: "patience" });
    for (let attempt = 0; attempt < 10; attempt++) {
      await t
        .caller(undefined, "198.51.100.200")
        .api.auth.login({ email: wolf.email, password: "wrong-guess" })
        .catch(() => {});
    }
    await t.db
      .update(schema.loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(schema.loginAttempts.email, wolf.email));
    await expect(t.caller().api.auth.login({ email: wolf.email, password: "patience" })).resolves.toMatchObject({
      id: wolf.profile.id,
    });
  });

  it("throttles one client address that fails across many e-mails", async () => {
    const address = "192.0.2.99";
    for (let attempt = 0; attempt < 50; attempt++) {
      await t.db.insert(schema.loginAttempts).values({ email: `spray${attempt}@example.com`, clientAddress: address });
    }
    const wolf = await t.member({ email: "spray-victim@example.com", password: "secret123" });
    await expect(
      t.caller(undefined, address).api.auth.login({ email: wolf.email, password: "secret123" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});

describe("sessions", () => {
  it("ends the session on the server at logout", async () => {
    const wolf = await t.member();
    await expect(wolf.api.auth.logout()).resolves.toEqual({ success: true });
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
    // Signing out twice (another tab, an expired session) is not an error.
    await expect(t.caller(wolf.cookie).api.auth.logout()).resolves.toEqual({ success: true });
  });

  it("refuses a session past its expiry", async () => {
    const wolf = await t.member();
    await t.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, wolf.profile.id));
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
  });

  it("ends a session 90 days after sign-in however active it is", async () => {
    const wolf = await t.member();
    await t.db
      .update(schema.sessions)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(schema.sessions.userId, wolf.profile.id));
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
  });

  it("answers 401 to a visitor calling a member procedure", async () => {
    await expect(t.caller().api.auth.selectMembership({ membershipTier: "premium" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(t.caller("wolfpack_session=forged").api.membership.upgrade()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("membership", () => {
  it("records premium for 30 days and free without an end", async () => {
    const wolf = await t.member();
    const premium = await wolf.api.auth.selectMembership({ membershipTier: "premium" });
    expect(premium.membershipTier).toBe("premium");
    const days = ((premium.membershipExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const free = await wolf.api.auth.selectMembership({ membershipTier: "free" });
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
    await expect(wolf.api.auth.selectMembership({ membershipTier: "gold" as "free" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("profile", () => {
  it("updates the member's own details and refuses another member's username", async () => {
    const taken = await t.member({ username: "AlphaTaken" });
    const wolf = await t.member();
    const updated = await wolf.api.auth.updateProfile({
      username: "NewName",
      email: wolf.email,
      avatar: "/images/avatars/default.svg",
      beforePhoto: "",
      afterPhoto: null,
    });
    expect(updated).toMatchObject({ username: "NewName", avatar: "/images/avatars/default.svg", beforePhoto: null });
    expect(updated).not.toHaveProperty("passwordHash");
    // Keeping one's own name is no conflict.
    await expect(wolf.api.auth.updateProfile({ username: "NewName", email: wolf.email })).resolves.toBeTruthy();
    await expect(wolf.api.auth.updateProfile({ username: taken.username, email: wolf.email })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("admin access", () => {
  it("gives 401 to visitors, 403 to members and the figures to admins", async () => {
    await expect(t.caller().api.admin.analytics()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const wolf = await t.member();
    await expect(wolf.api.admin.analytics()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(wolf.api.admin.engagement()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const analytics = await admin.api.admin.analytics();
    expect(analytics.totalUsers).toBeGreaterThanOrEqual(2);
    const rows = await admin.api.admin.engagement();
    expect(rows.find((row) => row.userId === wolf.profile.id)).toMatchObject({ username: wolf.username });
    expect(rows[0]).not.toHaveProperty("passwordHash");
  });
});

describe("admin bootstrap", () => {
  it("creates a new admin who can sign in, or promotes an existing member", async () => {
    const { bootstrapAdmin } = await import("../src/index.ts");
    const created = await bootstrapAdmin(t.db, {
      email: "Head.Coach@Example.com",
      username: "HeadCoach",
      password: "alpha-pass",
    });
    expect(created).toMatchObject({ created: true, member: { isAdmin: true, email: "head.coach@example.com" } });
    const signedIn = await t.caller().api.auth.login({ email: "head.coach@example.com", password: "alpha-pass" });
    expect(signedIn.isAdmin).toBe(true);

    const wolf = await t.member();
    const promoted = await bootstrapAdmin(t.db, { email: wolf.email, username: "ignored" });
    expect(promoted).toMatchObject({
      created: false,
      member: { id: wolf.profile.id, isAdmin: true, username: wolf.username },
    });
    await expect(wolf.api.admin.analytics()).resolves.toHaveProperty("totalUsers");
  });

  it("refuses to create an admin without a proper password", async () => {
    const { bootstrapAdmin } = await import("../src/index.ts");
    await expect(bootstrapAdmin(t.db, { email: "nopass@example.com", username: "NoPass" })).rejects.toThrow();
    await expect(
      bootstrapAdmin(t.db, { email: "weak@example.com", username: "Weak", password: "123" }),
    ).rejects.toThrow(/at least 6/);
  });
});
