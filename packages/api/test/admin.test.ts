import { eq, schema, sql } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller, createScriptContext, foldMemberTallies, hashPassword, toPublicMember } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

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
    const { rows } = await admin.api.admin.engagement();
    expect(rows.find((row) => row.userId === wolf.profile.id)).toMatchObject({ username: wolf.username });
    expect(rows[0]).not.toHaveProperty("passwordHash");
  });
});

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** What the dashboard's figures are made of, for one member. */
type Counted = Pick<
  schema.User,
  "username" | "workoutsCompleted" | "totalMinutes" | "lastLoginAt" | "membershipTier" | "membershipExpiresAt"
>;

/** The dashboard's figures worked out by hand, one member at a time, as a coach would count them. */
function countedByHand(members: Counted[], now = Date.now()) {
  const signedInWithin = (days: number) =>
    members.filter((m) => m.lastLoginAt !== null && m.lastLoginAt.getTime() > now - days * DAY).length;
  const totalWorkoutsCompleted = members.reduce((sum, m) => sum + m.workoutsCompleted, 0);
  return {
    totalUsers: members.length,
    premiumUsers: members.filter(
      (m) =>
        m.membershipTier === "premium" && (m.membershipExpiresAt === null || m.membershipExpiresAt.getTime() > now),
    ).length,
    totalWorkoutsCompleted,
    totalActiveMinutes: members.reduce((sum, m) => sum + m.totalMinutes, 0),
    averageWorkoutsPerUser: members.length === 0 ? 0 : totalWorkoutsCompleted / members.length,
    activeUsersLast7Days: signedInWithin(7),
    activeUsersLast30Days: signedInWithin(30),
  };
}

const NOBODY = {
  totalUsers: 0,
  premiumUsers: 0,
  totalWorkoutsCompleted: 0,
  totalActiveMinutes: 0,
  averageWorkoutsPerUser: 0,
  activeUsersLast7Days: 0,
  activeUsersLast30Days: 0,
};

describe("the figures", () => {
  it("count premium members as their tier stands today: a lapsed premium is free again", async () => {
    const figures = await openTestApi();
    try {
      const admin = await figures.member({ username: "figures_admin" });
      await figures.makeAdmin(admin.profile.id);
      const day = 24 * 60 * 60 * 1000;
      await figures.db.insert(schema.users).values(
        [new Date(Date.now() + day), null, new Date(Date.now() - day)].map((membershipExpiresAt, i) => ({
          username: `premium_${i}`,
          email: `premium${i}@example.com`,
          passwordHash: "not a real hash",
          membershipTier: "premium" as const,
          membershipExpiresAt,
        })),
      );
      const analytics = await admin.api.admin.analytics();
      const { rows } = await admin.api.admin.engagement({ limit: 200 });
      expect(rows.filter((row) => row.membershipTier === "premium")).toHaveLength(2);
      expect(analytics.premiumUsers).toBe(2);
      expect(analytics.totalUsers).toBe(rows.length);
    } finally {
      await figures.close();
    }
  });

  it("equal what a coach counts member by member, and follow each sign-in, workout, upgrade, lapse and removal at once", async () => {
    const club = await openTestApi();
    try {
      const admin = await club.member({ username: "counting_admin" });
      await club.makeAdmin(admin.profile.id);
      const [adminRow] = await club.db.select().from(schema.users).where(eq(schema.users.id, admin.profile.id));
      if (!adminRow) throw new Error("the admin's row is missing");

      const now = Date.now();
      const free = { membershipTier: "free" as const, membershipExpiresAt: null };
      const seeded: Counted[] = [
        // Signed in a minute inside the 7-day window; premium, paid for another month.
        {
          username: "inside_7",
          lastLoginAt: new Date(now - 7 * DAY + MINUTE),
          workoutsCompleted: 12,
          totalMinutes: 340,
          membershipTier: "premium",
          membershipExpiresAt: new Date(now + 30 * DAY),
        },
        // A minute outside 7 days, so inside 30.
        {
          username: "outside_7",
          lastLoginAt: new Date(now - 7 * DAY - MINUTE),
          workoutsCompleted: 5,
          totalMinutes: 95,
          ...free,
        },
        // A minute inside 30 days; premium with no end.
        {
          username: "inside_30",
          lastLoginAt: new Date(now - 30 * DAY + MINUTE),
          workoutsCompleted: 0,
          totalMinutes: 0,
          membershipTier: "premium",
          membershipExpiresAt: null,
        },
        // A minute outside 30 days; premium that lapsed yesterday, so free again.
        {
          username: "outside_30",
          lastLoginAt: new Date(now - 30 * DAY - MINUTE),
          workoutsCompleted: 3,
          totalMinutes: 61,
          membershipTier: "premium",
          membershipExpiresAt: new Date(now - DAY),
        },
        // Registered and never signed in since.
        { username: "never_signed_in", lastLoginAt: null, workoutsCompleted: 0, totalMinutes: 0, ...free },
        {
          username: "regular",
          lastLoginAt: new Date(now - 2 * DAY),
          workoutsCompleted: 40,
          totalMinutes: 1234,
          ...free,
        },
      ];
      const password = "secret123";
      const passwordHash = await hashPassword(password);
      await club.db
        .insert(schema.users)
        .values(seeded.map((member) => ({ ...member, email: `${member.username}@example.com`, passwordHash })));
      // Plain copies of each member as the test last changed them; the admin as the database has them.
      const members = new Map<string, Counted>([adminRow, ...seeded].map((m) => [m.username, { ...m }]));
      const member = (username: string): Counted => {
        const found = members.get(username);
        if (!found) throw new Error(`no member ${username}`);
        return found;
      };
      const expectFiguresToFollow = async () => {
        const figures = await admin.api.admin.analytics();
        expect(figures).toEqual(countedByHand([...members.values()]));
      };

      // 7 members, 60 workouts: an average of 60 / 7, not a rounded one.
      expect(countedByHand([...members.values()])).toMatchObject({
        totalUsers: 7,
        premiumUsers: 2,
        totalWorkoutsCompleted: 60,
        activeUsersLast7Days: 3,
        activeUsersLast30Days: 5,
      });
      await expectFiguresToFollow();
      // The server folds what changed into its tallies every few seconds: nothing moves.
      await foldMemberTallies(club.db);
      await expectFiguresToFollow();

      // The member who never signed in signs in: active in the last 7 and 30 days.
      const visitor = club.caller(undefined, "198.51.100.20");
      await visitor.api.auth.login({ email: "never_signed_in@example.com", password });
      member("never_signed_in").lastLoginAt = new Date();
      await expectFiguresToFollow();

      // ... completes a 25-minute workout ...
      const signedIn = club.caller(visitor.sessionCookie() ?? undefined).api;
      const [workout] = await club.db
        .insert(schema.workouts)
        .values({
          title: "Open Mat",
          category: "Mobility",
          duration: 15,
          difficulty: "Beginner",
          exercises: ["Cat-Cow"],
        })
        .returning();
      if (!workout) throw new Error("no workout inserted");
      await signedIn.workout.complete({ workoutId: workout.id, duration: 25, exercisesCompleted: 1 });
      member("never_signed_in").workoutsCompleted += 1;
      member("never_signed_in").totalMinutes += 25;
      await expectFiguresToFollow();

      // ... and upgrades to premium.
      const upgraded = await signedIn.membership.upgrade();
      Object.assign(member("never_signed_in"), {
        membershipTier: "premium",
        membershipExpiresAt: upgraded.membershipExpiresAt,
      });
      await expectFiguresToFollow();

      // A premium member's paid time runs out: free again.
      const ended = new Date(Date.now() - MINUTE);
      await club.db
        .update(schema.users)
        .set({ membershipExpiresAt: ended })
        .where(eq(schema.users.username, "inside_7"));
      member("inside_7").membershipExpiresAt = ended;
      await expectFiguresToFollow();

      // A member is removed, with their workouts and minutes.
      await club.db.delete(schema.users).where(eq(schema.users.username, "regular"));
      members.delete("regular");
      await expectFiguresToFollow();

      // A new member joins (registering signs them in).
      const joined = await club.member({ username: "newcomer" });
      members.set("newcomer", { ...joined.profile, lastLoginAt: new Date() });
      await expectFiguresToFollow();
      await foldMemberTallies(club.db);
      await expectFiguresToFollow();

      expect(countedByHand([...members.values()])).toMatchObject({
        totalUsers: 7,
        premiumUsers: 2,
        totalWorkoutsCompleted: 21,
        totalActiveMinutes: 521,
        activeUsersLast7Days: 4,
        activeUsersLast30Days: 6,
      });
    } finally {
      await club.close();
    }
  });

  it("read zeros, and an average of 0 rather than NaN, for a club with no members", async () => {
    const club = await openTestApi();
    try {
      const admin = await club.member({ username: "only_admin" });
      await club.makeAdmin(admin.profile.id);
      // Only the admin, who has done no workouts.
      expect(await admin.api.admin.analytics()).toEqual({
        ...NOBODY,
        totalUsers: 1,
        activeUsersLast7Days: 1,
        activeUsersLast30Days: 1,
      });

      // A script still acting as that admin once even their account is gone: nobody left to count.
      const [adminRow] = await club.db.select().from(schema.users).where(eq(schema.users.id, admin.profile.id));
      if (!adminRow) throw new Error("the admin's row is missing");
      await club.db.delete(schema.users);
      const script = createCaller(createScriptContext(club.db, toPublicMember(adminRow)));
      expect(await script.admin.analytics()).toEqual(NOBODY);
    } finally {
      await club.close();
    }
  });
});

describe("the member table", () => {
  it("pages most recently active first, never signed in last, without repeating or skipping anyone", async () => {
    const table = await openTestApi();
    try {
      const admin = await table.member({ username: "table_admin" });
      await table.makeAdmin(admin.profile.id);
      // Sign-ins a few microseconds apart and at the same instant, and members who never signed in.
      const base = "2026-11-20 10:00:00.123";
      await table.db.insert(schema.users).values(
        Array.from({ length: 23 }, (_, i) => ({
          username: `paged_${String(i).padStart(2, "0")}`,
          email: `paged${i}@example.com`,
          passwordHash: "not a real hash",
        })),
      );
      await table.db.execute(
        sql`update users set last_login_at = case
          when username < 'paged_08' then ${base}::timestamptz + (right(username, 2)::int * interval '1 microsecond')
          when username < 'paged_16' then ${base}::timestamptz
          else null end
          where username like 'paged\_%'`,
      );
      const expected = await table.db.execute(
        sql`select id from users order by last_login_at desc nulls last, id desc`,
      );
      const expectedIds = (Array.isArray(expected) ? expected : (expected as { rows: { id: string }[] }).rows).map(
        (row: { id: string }) => row.id,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { rows: { userId: string }[]; nextCursor: string | null } = await admin.api.admin.engagement({
          limit: 4,
          cursor,
        });
        seen.push(...page.rows.map((row) => row.userId));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(seen).toEqual(expectedIds);

      const found = await admin.api.admin.engagement({ search: "PAGED_1" });
      expect(found.rows.map((row) => row.username).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `paged_1${i}`));
      expect((await admin.api.admin.engagement({ search: "%" })).rows).toEqual([]);
      for (const cursor of ["not-a-cursor", `${admin.profile.id}|yesterday`, `${admin.profile.id}||`]) {
        await expect(admin.api.admin.engagement({ cursor })).rejects.toMatchObject({
          code: "BAD_REQUEST",
          message: "Cursor is not one this server gave",
        });
      }
    } finally {
      await table.close();
    }
  });

  it("goes on where the page ended when its last member signs in before the next page is asked for", async () => {
    const table = await openTestApi();
    try {
      const admin = await table.member({ username: "watching_admin" });
      await table.makeAdmin(admin.profile.id);
      await table.db.insert(schema.users).values(
        Array.from({ length: 6 }, (_, i) => ({
          username: `moving_${i}`,
          email: `moving${i}@example.com`,
          passwordHash: "not a real hash",
          // moving_0 signed in most recently, moving_5 longest ago.
          lastLoginAt: new Date(Date.UTC(2026, 10, 20, 12 - i)),
        })),
      );
      const first = await admin.api.admin.engagement({ search: "moving_", limit: 3 });
      expect(first.rows.map((row) => row.username)).toEqual(["moving_0", "moving_1", "moving_2"]);
      // moving_2, the page's last member, signs in now: it moves to the top of the table.
      await table.db.execute(sql`update users set last_login_at = now() where username = 'moving_2'`);
      const next = await admin.api.admin.engagement({ search: "moving_", limit: 3, cursor: first.nextCursor });
      expect(next.rows.map((row) => row.username)).toEqual(["moving_3", "moving_4", "moving_5"]);
      expect(next.nextCursor).toBeNull();
    } finally {
      await table.close();
    }
  });
});
