import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isCountry } from "@wolfpack/rules/auth/countries";
import { COACH_AVATAR, isMemberPicture } from "@wolfpack/rules/auth/pictures";
import { HABIT_TYPES, habitOutcome, habitRunFromLogs } from "@wolfpack/rules/habits/habits";
import { isAlertMilestone } from "@wolfpack/rules/habits/milestones";
import { addDays, localDateOf } from "@wolfpack/rules/shared/calendar";
import { FREE_PROGRAM_DAYS } from "@wolfpack/rules/training/access";
import { levelForXp } from "@wolfpack/rules/training/achievements";
import { streakAsOf } from "@wolfpack/rules/training/streak";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/client.ts";
import { HABIT_COLUMNS } from "../src/habit-columns.ts";
import * as schema from "../src/schema.ts";
import {
  DEMO_COACH,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  DEMO_SEED_KEY,
  demoPasswordsKnown,
  PHASES,
  retireDemoPasswords,
  STATIC_IMAGES,
  seedDemo,
} from "../src/seed/index.ts";
import { createTestDb, testDriver } from "../src/testing.ts";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../../../apps/web/public");
/** The server's own e-book folder: what is in it is sent only to members who may read it. */
const ebookDir = join(dirname(fileURLToPath(import.meta.url)), "../../../apps/server/ebooks");
const hashOf = (plain: string) => `hash:${plain}`;
const fakeHash = async (plain: string) => hashOf(plain);

const TABLES = {
  workouts: schema.workouts,
  exercises: schema.exercises,
  gear: schema.gearProducts,
  ebooks: schema.ebooks,
  achievements: schema.achievements,
  users: schema.users,
  userWorkouts: schema.userWorkouts,
  userAchievements: schema.userAchievements,
  posts: schema.communityPosts,
  likes: schema.postLikes,
  comments: schema.postComments,
  friendships: schema.friendships,
  groups: schema.groups,
  groupMemberships: schema.groupMemberships,
  appMeta: schema.appMeta,
};

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe("seedDemo", () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let db: Database;
  let firstRun: { seeded: boolean };
  let hashCalls = 0;

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    firstRun = await seedDemo(db, {
      hashPassword: async (plain) => {
        hashCalls++;
        return fakeHash(plain);
      },
      knownPasswords: true,
    });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("reports that it seeded and writes the marker", async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(hashCalls).toBe(1);
    const [marker] = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, DEMO_SEED_KEY));
    expect(marker?.value).toMatchObject({ version: 1, knownPasswords: true });
  });

  it("creates 100 program workouts, one per day, following the phases", async () => {
    const workouts = await db.select().from(schema.workouts).orderBy(schema.workouts.day);
    expect(workouts).toHaveLength(100);
    expect(workouts.map((w) => w.day)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const rank = { Beginner: 0, Intermediate: 1, Advanced: 2 } as Record<string, number>;
    let previousRank = 0;
    for (const w of workouts) {
      expect(["Strength", "Cardio", "Mobility", "Functional"]).toContain(w.category);
      expect(w.duration).toBeGreaterThanOrEqual(20);
      expect(w.duration).toBeLessThanOrEqual(60);
      expect(w.exercises.length).toBeGreaterThanOrEqual(4);
      expect(w.exercises.length).toBeLessThanOrEqual(7);
      expect(w.muscleGroups.length).toBeGreaterThan(0);
      expect(w.equipmentNeeded.length).toBeGreaterThan(0);
      expect(w.instructorNotes?.length).toBeGreaterThan(40);
      expect(w.videoUrl).toMatch(/^https:\/\//);
      expect(w.imageUrl).toMatch(/^\/images\/workouts\/[a-z]+\.svg$/);
      // Difficulty never drops as the program advances.
      const r = rank[w.difficulty];
      expect(r).toBeDefined();
      expect(r as number).toBeGreaterThanOrEqual(previousRank);
      previousRank = r as number;
      expect(w.isPremium).toBe((w.day as number) > FREE_PROGRAM_DAYS);
    }
    expect(new Set(workouts.map((w) => w.category)).size).toBe(4);
    expect(workouts[0]?.difficulty).toBe("Beginner");
    expect(workouts[99]?.difficulty).toBe("Advanced");
    expect(PHASES.map((p) => [p.firstDay, p.lastDay])).toEqual([
      [1, 10],
      [11, 30],
      [31, 50],
      [51, 70],
      [71, 90],
      [91, 100],
    ]);
  });

  it("has an exercises row for every exercise a workout names", async () => {
    const workouts = await db.select({ exercises: schema.workouts.exercises }).from(schema.workouts);
    const used = new Set(workouts.flatMap((w) => w.exercises));
    const rows = await db.select().from(schema.exercises);
    const byName = new Map(rows.map((e) => [e.name, e]));
    for (const name of used) expect(byName.has(name), name).toBe(true);
    for (const e of rows) {
      expect(e.description).toBeTruthy();
      expect(e.instructions).toBeTruthy();
      expect(e.tips).toBeTruthy();
      expect(e.muscleGroups.length).toBeGreaterThan(0);
      expect(e.equipment).toBeTruthy();
      expect(e.difficulty).toMatch(/^(Beginner|Intermediate|Advanced)$/);
      expect(e.reps).toBeTruthy();
    }
    for (const e of rows) {
      expect(e.sets, e.name).toBeGreaterThanOrEqual(3);
      expect(e.sets, e.name).toBeLessThanOrEqual(5);
    }
  });

  it("creates gear with featured and discounted items, and e-books with exactly one featured", async () => {
    const gear = await db.select().from(schema.gearProducts);
    expect(gear.length).toBeGreaterThanOrEqual(6);
    expect(gear.some((g) => g.featured)).toBe(true);
    expect(gear.some((g) => g.originalPrice !== null && g.originalPrice > g.price)).toBe(true);
    expect(new Set(gear.map((g) => g.category))).toEqual(
      new Set(["Apparel", "Equipment", "Supplements", "Accessories"]),
    );
    for (const g of gear) expect(g.affiliateUrl).toMatch(/^https:\/\//);

    const ebooks = await db.select().from(schema.ebooks);
    expect(ebooks.length).toBeGreaterThanOrEqual(4);
    expect(ebooks.filter((e) => e.featured)).toHaveLength(1);
    for (const e of ebooks) {
      expect(e.author).toBeTruthy();
      expect(e.coverUrl).toMatch(/^\/images\/ebooks\/.+\.svg$/);
      expect(e.file).toMatch(/^[a-z0-9-]+\.pdf$/);
    }
  });

  it("creates achievements in all four tiers with XP rising by tier", async () => {
    const achievements = await db.select().from(schema.achievements);
    expect(achievements.length).toBeGreaterThanOrEqual(12);
    const tiers = ["bronze", "silver", "gold", "elite"] as const;
    expect(new Set(achievements.map((a) => a.tier))).toEqual(new Set(tiers));
    const maxXp = (tier: string) => Math.max(...achievements.filter((a) => a.tier === tier).map((a) => a.xpValue));
    const minXp = (tier: string) => Math.min(...achievements.filter((a) => a.tier === tier).map((a) => a.xpValue));
    for (let i = 1; i < tiers.length; i++)
      expect(minXp(tiers[i] as string)).toBeGreaterThan(maxXp(tiers[i - 1] as string));
    for (const a of achievements) {
      expect(a.id).toMatch(/^[a-z0-9-]+$/);
      expect(["workouts", "nutrition", "social"]).toContain(a.category);
      expect(["workout_count", "streak", "total_minutes"]).toContain(a.triggerType);
      expect(a.triggerValue).toBeGreaterThan(0);
      expect(a.icon).toBeTruthy();
    }
  });

  it("creates the demo member and the coach, storing what the hasher returned", async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_MEMBER.email));
    expect(demo).toMatchObject({
      username: "AlphaDemo",
      isAdmin: false,
      membershipTier: "free",
      timezone: "UTC",
      passwordHash: await fakeHash("password123"),
    });
    const [coach] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_COACH.email));
    expect(coach).toMatchObject({ username: "CoachWolf", isAdmin: true, membershipTier: "premium" });
    expect(coach?.passwordHash).toBe("hash:password123");
  });

  it("gives the demo member weeks of habit logs ending yesterday, with streaks that match them", async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_MEMBER.email));
    if (!demo) throw new Error("no demo member");
    const logs = await db.select().from(schema.habitLogs).where(eq(schema.habitLogs.userId, demo.id));
    const yesterday = addDays(localDateOf(new Date(), demo.timezone), -1);
    for (const habit of HABIT_TYPES) {
      const own = logs.filter((log) => log.habitType === habit);
      const fromLogs = habitRunFromLogs(
        own.map((log) => ({ date: log.date, outcome: habitOutcome(habit, log.completed) })),
      );
      expect(fromLogs.lastDate, habit).toBe(yesterday);
      const columns = HABIT_COLUMNS[habit];
      expect([demo[columns.streak], demo[columns.lastDate], demo[columns.best]], habit).toEqual([
        fromLogs.streak,
        fromLogs.lastDate,
        fromLogs.best,
      ]);
      // No demo sign-in is greeted by a milestone alert.
      expect(isAlertMilestone(fromLogs.streak), habit).toBe(false);
    }
    expect(demo).toMatchObject({ daysWithoutSmoking: 5, daysWithoutDrinking: 2, bestDaysWithoutDrinking: 9 });
  });

  it("creates about twenty more members with varied, self-consistent stats", async () => {
    const users = await db.select().from(schema.users);
    expect(users.length).toBeGreaterThanOrEqual(20);
    for (const u of users) {
      expect(u.email).toBe(u.email.toLowerCase());
      expect(u.passwordHash).toBe("hash:password123");
    }
    expect(new Set(users.map((u) => u.membershipTier))).toEqual(new Set(["free", "premium"]));
    expect(new Set(users.map((u) => u.country)).size).toBeGreaterThanOrEqual(5);
    expect(users.some((u) => u.country === null)).toBe(true);
    // Spelled as the settings screen offers them, so a seeded member's board is one a member can choose.
    for (const u of users) if (u.country !== null) expect(isCountry(u.country), u.country).toBe(true);
    expect(new Set(users.map((u) => u.currentStreak)).size).toBeGreaterThan(5);
    expect(users.filter((u) => u.isAdmin)).toHaveLength(1);

    const sessions = await db.select().from(schema.userWorkouts);
    const earned = await db
      .select({ userId: schema.userAchievements.userId, xp: schema.achievements.xpValue })
      .from(schema.userAchievements)
      .innerJoin(schema.achievements, eq(schema.achievements.id, schema.userAchievements.achievementId))
      .where(eq(schema.userAchievements.completed, true));
    const now = new Date();
    for (const u of users) {
      const mine = sessions.filter((s) => s.userId === u.id);
      expect(u.workoutsCompleted, u.username).toBe(mine.length);
      expect(u.totalMinutes, u.username).toBe(mine.reduce((sum, s) => sum + s.duration, 0));
      const xp = earned.filter((e) => e.userId === u.id).reduce((sum, e) => sum + e.xp, 0);
      expect(u.totalXP, u.username).toBe(xp);
      expect(u.level, u.username).toBe(levelForXp(u.totalXP));
      for (const s of mine) expect(s.localDate).toBe(localDateOf(s.completedAt, u.timezone));
      expect(new Set(mine.map((s) => s.localDate)).size).toBe(mine.length);
      expect(u.currentStreak, u.username).toBe(
        streakAsOf(
          mine.map((s) => s.localDate),
          localDateOf(now, u.timezone),
        ),
      );
    }
    // Free members only ever did the free days.
    const freeIds = new Set(users.filter((u) => u.membershipTier === "free").map((u) => u.id));
    const workouts = await db.select({ id: schema.workouts.id, day: schema.workouts.day }).from(schema.workouts);
    const dayOf = new Map(workouts.map((w) => [w.id, w.day]));
    for (const s of sessions.filter((s) => freeIds.has(s.userId))) {
      expect(dayOf.get(s.workoutId)).toBeLessThanOrEqual(FREE_PROGRAM_DAYS);
    }
  });

  it("creates community posts of every type whose counters match likes and comments", async () => {
    const posts = await db.select().from(schema.communityPosts);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(["general", "workout", "tip", "achievement"]));
    expect(new Set(posts.map((p) => p.userId)).size).toBeGreaterThanOrEqual(5);
    const likes = await db.select().from(schema.postLikes);
    const comments = await db.select().from(schema.postComments);
    for (const p of posts) {
      expect(p.likes).toBe(likes.filter((l) => l.postId === p.id).length);
      expect(p.comments).toBe(comments.filter((c) => c.postId === p.id).length);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // The feed lists posts by id, newest first: ids rise with the time of posting.
    const byId = [...posts].sort((a, b) => a.id - b.id).map((p) => p.createdAt.getTime());
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it("gives the demo member friends, a request to answer and a group", async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.username, "AlphaDemo"));
    const rows = await db.select().from(schema.friendships);
    const mine = rows.filter((f) => f.userId === demo?.id || f.friendId === demo?.id);
    expect(mine.filter((f) => f.status === "accepted")).toHaveLength(3);
    expect(mine.filter((f) => f.status === "pending" && f.friendId === demo?.id)).toHaveLength(1);
    const groups = await db
      .select()
      .from(schema.groupMemberships)
      .where(eq(schema.groupMemberships.userId, demo?.id ?? ""));
    expect(groups).toHaveLength(1);
  });

  it("references only local images that ship in apps/web/public", async () => {
    const paths = new Set<string>(STATIC_IMAGES);
    const add = (value: string | null) => {
      if (value === null) return;
      expect(value, "no external image URLs").not.toMatch(/^https?:/);
      if (value.startsWith("/")) paths.add(value);
    };
    for (const w of await db.select({ url: schema.workouts.imageUrl }).from(schema.workouts)) add(w.url);
    for (const e of await db.select({ url: schema.exercises.imageUrl }).from(schema.exercises)) add(e.url);
    for (const g of await db.select({ url: schema.gearProducts.imageUrl }).from(schema.gearProducts)) add(g.url);
    for (const e of await db.select().from(schema.ebooks)) add(e.coverUrl);
    for (const u of await db.select().from(schema.users)) {
      add(u.avatar);
      add(u.beforePhoto);
      add(u.afterPhoto);
    }
    for (const p of await db.select({ url: schema.communityPosts.imageUrl }).from(schema.communityPosts)) add(p.url);

    expect(paths.size).toBeGreaterThan(20);
    for (const path of paths) {
      const file = join(publicDir, path);
      expect(existsSync(file), path).toBe(true);
      const content = readFileSync(file);
      if (path.endsWith(".svg")) {
        const text = content.toString("utf8");
        expect(text, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(text, path).not.toMatch(/(href|src)="https?:/);
      }
    }
  });

  it("keeps every e-book's PDF in the server's e-book folder, and no PDF in the public web app", async () => {
    const ebooks = await db.select({ file: schema.ebooks.file }).from(schema.ebooks);
    expect(ebooks.length).toBeGreaterThanOrEqual(4);
    for (const { file } of ebooks) {
      const content = readFileSync(join(ebookDir, String(file)));
      expect(content.subarray(0, 5).toString("latin1"), String(file)).toBe("%PDF-");
      expect(content.toString("latin1").trimEnd().endsWith("%%EOF"), String(file)).toBe(true);
    }
    // Whatever is in apps/web/public is copied into the build and served to anyone.
    const shipped = readdirSync(publicDir, { recursive: true }).map(String);
    expect(shipped.filter((path) => path.endsWith(".pdf"))).toEqual([]);
  });

  it("gives members only pictures a member may have: the app's avatars, the coach's portrait for the coach", async () => {
    const members = await db.select().from(schema.users);
    for (const member of members) {
      for (const picture of [member.avatar, member.beforePhoto, member.afterPhoto]) {
        if (picture !== null) expect(isMemberPicture(picture), `${member.username}: ${picture}`).toBe(true);
      }
      if (member.avatar === COACH_AVATAR) expect(member.email).toBe(DEMO_COACH.email);
    }
    expect(members.filter((member) => member.avatar !== null).length).toBeGreaterThan(10);
  });

  it("does nothing on a second run", async () => {
    const before = await rowCounts(db);
    let hashed = false;
    const again = await seedDemo(db, {
      hashPassword: async (p) => {
        hashed = true;
        return fakeHash(p);
      },
      knownPasswords: true,
    });
    expect(again).toEqual({ seeded: false });
    expect(hashed).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
  });

  it("completes a partly seeded database without duplicating or touching existing rows", async () => {
    const fresh = await createTestDb();
    try {
      // A member registered the demo e-mail by hand and day 1 already exists; no marker yet.
      await fresh.db.insert(schema.users).values({
        username: "SomeoneElse",
        email: DEMO_MEMBER.email,
        passwordHash: "their-own-hash",
      });
      await fresh.db
        .insert(schema.workouts)
        .values({ day: 1, title: "Custom Day 1", category: "Strength", duration: 30, difficulty: "Beginner" });
      expect(await seedDemo(fresh.db, { hashPassword: fakeHash, knownPasswords: true })).toEqual({ seeded: true });
      const counts = await rowCounts(fresh.db);
      expect(counts.workouts).toBe(100);
      const [demo] = await fresh.db.select().from(schema.users).where(eq(schema.users.email, DEMO_MEMBER.email));
      expect(demo).toMatchObject({ username: "SomeoneElse", passwordHash: "their-own-hash" });
      const [day1] = await fresh.db.select().from(schema.workouts).where(eq(schema.workouts.day, 1));
      expect(day1?.title).toBe("Custom Day 1");
      expect(await seedDemo(fresh.db, { hashPassword: fakeHash, knownPasswords: true })).toEqual({ seeded: false });
      expect(await rowCounts(fresh.db)).toEqual(counts);
    } finally {
      await fresh.close();
    }
  });

  it("leaves one copy when two seeds race on the same database", async () => {
    const fresh = await createTestDb();
    try {
      const results = await Promise.all([
        seedDemo(fresh.db, { hashPassword: fakeHash, knownPasswords: true }),
        seedDemo(fresh.db, { hashPassword: fakeHash, knownPasswords: true }),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const counts = await rowCounts(fresh.db);
      expect(counts).toEqual(await rowCounts(db));
      const duplicateDays = await fresh.db
        .select({ day: schema.workouts.day })
        .from(schema.workouts)
        .groupBy(schema.workouts.day)
        .having(sql`count(*) > 1`);
      expect(duplicateDays).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it.runIf(testDriver() === "postgres")(
    "serialises seeds from separate connections (two server instances)",
    async () => {
      const { createDb } = await import("../src/client.ts");
      const fresh = await createTestDb();
      const second = await createDb({ databaseUrl: fresh.url as string, poolSize: 2 });
      try {
        const results = await Promise.all([
          seedDemo(fresh.db, { hashPassword: fakeHash, knownPasswords: true }),
          seedDemo(second.db, { hashPassword: fakeHash, knownPasswords: true }),
        ]);
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const counts = await rowCounts(fresh.db);
        expect(counts.workouts).toBe(100);
        expect(counts.users).toBe((await rowCounts(db)).users);
        expect(counts.appMeta).toBe(1);
      } finally {
        await second.close();
        await fresh.close();
      }
    },
  );
});

describe("seedDemo on a real PostgreSQL's terms (knownPasswords: false)", () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  const hashed: string[] = [];
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemo(handle.db, {
      hashPassword: async (plain) => {
        hashed.push(plain);
        return fakeHash(plain);
      },
      knownPasswords: false,
    });
  });
  afterAll(() => handle.close());

  it("seeds the demo pack with one password nobody is told, and no admin", async () => {
    expect(hashed).toHaveLength(1);
    expect(hashed[0]).not.toBe(DEMO_PASSWORD);
    expect(hashed[0]?.length).toBeGreaterThanOrEqual(40);
    const members = await handle.db.select().from(schema.users);
    expect(members.length).toBeGreaterThan(20);
    expect(members.every((member) => member.passwordHash === hashOf(hashed[0] ?? ""))).toBe(true);
    expect(members.filter((member) => member.isAdmin)).toEqual([]);
    const [coach] = members.filter((member) => member.email === DEMO_COACH.email);
    expect(coach).toMatchObject({ username: "CoachWolf", membershipTier: "premium", isAdmin: false });
    expect(await demoPasswordsKnown(handle.db)).toBe(false);
  });
});

describe("retireDemoPasswords, for a PostgreSQL seeded before the seed asked", () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  const verifyPassword = async (passwordHash: string, plain: string) => passwordHash === hashOf(plain);
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemo(handle.db, { hashPassword: fakeHash, knownPasswords: true });
    // As the seed wrote its marker before it said what it did.
    await handle.db
      .update(schema.appMeta)
      .set({ value: { version: 1, at: new Date().toISOString() } })
      .where(eq(schema.appMeta.key, DEMO_SEED_KEY));
  });
  afterAll(() => handle.close());

  it("closes every seeded account that still has the published password, ending its sessions, once", async () => {
    const { db } = handle;
    const byEmail = async (email: string) =>
      (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
    const coach = await byEmail(DEMO_COACH.email);
    const demo = await byEmail(DEMO_MEMBER.email);
    if (!coach || !demo) throw new Error("no seeded accounts");
    // The demo member's owner chose a password of their own: left alone.
    await db
      .update(schema.users)
      .set({ passwordHash: hashOf("their-own") })
      .where(eq(schema.users.id, demo.id));
    const expiresAt = new Date(Date.now() + 86_400_000);
    await db.insert(schema.sessions).values([
      { id: "coach-session", userId: coach.id, expiresAt },
      { id: "demo-session", userId: demo.id, expiresAt },
    ]);
    expect(await demoPasswordsKnown(db)).toBe(true);

    const seeded = (await db.select().from(schema.users)).length;
    expect(await retireDemoPasswords(db, { hashPassword: fakeHash, verifyPassword })).toBe(seeded - 1);
    const after = await byEmail(DEMO_COACH.email);
    expect(await verifyPassword(after?.passwordHash ?? "", DEMO_PASSWORD)).toBe(false);
    expect((await byEmail(DEMO_MEMBER.email))?.passwordHash).toBe(hashOf("their-own"));
    const sessions = await db.select({ id: schema.sessions.id }).from(schema.sessions);
    expect(sessions.map((session) => session.id)).toEqual(["demo-session"]);
    expect(await demoPasswordsKnown(db)).toBe(false);

    expect(await retireDemoPasswords(db, { hashPassword: fakeHash, verifyPassword })).toBe(0);
  });
});
