/**
 * The demo seed: the 100-day program, exercise library, gear, e-books, achievements,
 * the demo and coach accounts, a pack of members with real-looking histories, and a
 * community feed. Safe to call on every start, from any number of server instances.
 */
import { randomBytes } from "node:crypto";
import type { HabitRun, HabitType } from "@wolfpack/rules/habits/habits";
import { cooldownEndsAt } from "@wolfpack/rules/training/cooldown";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../client.ts";
import { HABIT_COLUMNS } from "../habit-columns.ts";
import * as schema from "../schema.ts";
import { usernameColumns } from "../username-skeletons.ts";
import { achievementCatalogue } from "./achievements.ts";
import { ebookCatalogue } from "./ebooks.ts";
import { exerciseCatalogue } from "./exercises.ts";
import { gearCatalogue } from "./gear.ts";
import { buildHabitHistory } from "./habits.ts";
import { buildHistory, type MemberHistory } from "./history.ts";
import {
  type AccountSeed,
  DEMO_PASSWORD,
  friendshipSeeds,
  groupSeeds,
  headAccounts,
  type MemberProfile,
  packMembers,
} from "./members.ts";
import { postSeeds } from "./posts.ts";
import { buildProgram } from "./workouts.ts";

export { achievementCatalogue } from "./achievements.ts";
export { ebookCatalogue } from "./ebooks.ts";
export { exerciseCatalogue } from "./exercises.ts";
export { gearCatalogue } from "./gear.ts";
export { DEFAULT_AVATAR, DEMO_COACH, DEMO_MEMBER, DEMO_PASSWORD, headAccounts, packMembers } from "./members.ts";
export { postSeeds } from "./posts.ts";
export { buildProgram, CATEGORIES, PHASES } from "./workouts.ts";

/** app_meta key of the marker row written by a completed seed. */
export const DEMO_SEED_KEY = "demo_seed";
export const DEMO_SEED_VERSION = 1;
/** Advisory lock that serialises concurrent seeds (any fixed number, distinct from the migration lock). */
export const SEED_LOCK_ID = 7_100_200;

/** Images the screens use directly (not through a database row); all ship in apps/web/public. */
export const STATIC_IMAGES = [
  "/images/logo.svg",
  "/images/coach.svg",
  "/images/workouts/default.svg",
  "/images/workouts/fallback.svg",
  "/images/avatars/default.svg",
  "/images/gear/default.svg",
  "/images/ebooks/default.svg",
] as const;

export interface SeedDemoOptions {
  /** Hashes the accounts' password; called once, its result is stored for every seeded account. */
  hashPassword: (plain: string) => Promise<string>;
  /**
   * true: every account signs in with DEMO_PASSWORD and the coach is an admin, as the
   * README's demo table says: the embedded demo only. false (a real PostgreSQL): the
   * accounts share one random password nobody is told, and none is an admin, so the
   * published password opens nothing there.
   */
  knownPasswords: boolean;
  /** The moment histories are generated relative to (defaults to now). */
  now?: Date;
}

/** The marker row's value: what the seed did. */
interface DemoSeedMarker {
  version: number;
  at: string;
  /** Written since the seed asks; a marker without it is from a seed that always used DEMO_PASSWORD. */
  knownPasswords?: boolean;
}

/** A password nobody is told: the accounts exist, and only a password reset or a new admin opens them. */
function unknownPassword(): string {
  return randomBytes(32).toString("base64url");
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Seeds the demo data once. Returns `{ seeded: false }` when the database already holds
 * it. Everything happens in one transaction behind an advisory lock, and every insert
 * skips rows whose unique key already exists, so a partly seeded database is completed.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  // Cheap check first, so an already seeded database never pays for password hashing.
  if (await hasMarker(db)) return { seeded: false };
  const { knownPasswords } = options;
  const passwordHash = await options.hashPassword(knownPasswords ? DEMO_PASSWORD : unknownPassword());
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_ID))})`);
    if (await hasMarker(tx)) return { seeded: false };

    await seedCatalogue(tx);
    const workoutIds = await seedProgram(tx);
    const { idByUsername, histories } = await seedMembers(
      tx,
      { passwordHash, admins: knownPasswords },
      now,
      workoutIds,
    );
    await seedSocial(tx, idByUsername, histories, workoutIds, now);

    await tx
      .insert(schema.appMeta)
      .values({
        key: DEMO_SEED_KEY,
        value: { version: DEMO_SEED_VERSION, at: now.toISOString(), knownPasswords } satisfies DemoSeedMarker,
      })
      .onConflictDoNothing();
    return { seeded: true };
  });
}

/**
 * Whether this database holds the demo with its published passwords: the demo sign-in
 * (auth.demoAccount) is offered only then.
 */
export async function demoPasswordsKnown(db: Database): Promise<boolean> {
  const [marker] = await db
    .select({ value: schema.appMeta.value })
    .from(schema.appMeta)
    .where(eq(schema.appMeta.key, DEMO_SEED_KEY));
  return marker !== undefined && (marker.value as DemoSeedMarker).knownPasswords !== false;
}

export interface RetireOptions {
  hashPassword: (plain: string) => Promise<string>;
  verifyPassword: (passwordHash: string, plain: string) => Promise<boolean>;
}

/**
 * For a real PostgreSQL seeded before the seed asked (every account with DEMO_PASSWORD,
 * the coach an admin): each seeded account that still has the published password gets
 * one nobody is told, and its sessions end. An account whose owner changed the password
 * is left alone. Done once (the marker then says so); answers how many it closed.
 */
export async function retireDemoPasswords(db: Database, options: RetireOptions): Promise<number> {
  if (!(await demoPasswordsKnown(db))) return 0;
  const emails = [...headAccounts, ...packMembers].map((account) => account.email.toLowerCase());
  const accounts = await db
    .select({ id: schema.users.id, passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  const published: string[] = [];
  for (const account of accounts) {
    if (await options.verifyPassword(account.passwordHash, DEMO_PASSWORD)) published.push(account.id);
  }
  const passwordHash = await options.hashPassword(unknownPassword());
  await db.transaction(async (tx) => {
    if (published.length > 0) {
      await tx.update(schema.users).set({ passwordHash }).where(inArray(schema.users.id, published));
      await tx.delete(schema.sessions).where(inArray(schema.sessions.userId, published));
    }
    await tx
      .update(schema.appMeta)
      .set({ value: sql`${schema.appMeta.value} || '{"knownPasswords": false}'::jsonb`, updatedAt: new Date() })
      .where(eq(schema.appMeta.key, DEMO_SEED_KEY));
  });
  return published.length;
}

async function hasMarker(db: Database | Transaction): Promise<boolean> {
  const rows = await db
    .select({ key: schema.appMeta.key })
    .from(schema.appMeta)
    .where(eq(schema.appMeta.key, DEMO_SEED_KEY));
  return rows.length > 0;
}

const videoSearch = (q: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`;

async function seedCatalogue(tx: Transaction): Promise<void> {
  await tx
    .insert(schema.exercises)
    .values(
      exerciseCatalogue.map((e) => ({
        name: e.name,
        description: e.description,
        muscleGroups: e.muscleGroups,
        instructions: e.instructions,
        tips: e.tips,
        videoUrl: videoSearch(`${e.name} proper form`),
        difficulty: e.difficulty,
        equipment: e.equipment.join(", "),
        sets: e.sets,
        reps: e.reps,
      })),
    )
    .onConflictDoNothing({ target: schema.exercises.name });
  await tx.insert(schema.gearProducts).values(gearCatalogue).onConflictDoNothing({ target: schema.gearProducts.title });
  await tx.insert(schema.ebooks).values(ebookCatalogue).onConflictDoNothing({ target: schema.ebooks.title });
  await tx
    .insert(schema.achievements)
    .values(achievementCatalogue)
    .onConflictDoNothing({ target: schema.achievements.id });
}

/** Inserts the 100 program days and returns the id of the workout of each day. */
async function seedProgram(tx: Transaction): Promise<Map<number, number>> {
  await tx.insert(schema.workouts).values(buildProgram()).onConflictDoNothing({ target: schema.workouts.day });
  const rows = await tx
    .select({ id: schema.workouts.id, day: schema.workouts.day })
    .from(schema.workouts)
    .where(sql`${schema.workouts.day} between 1 and 100`);
  return new Map(rows.map((r) => [r.day as number, r.id]));
}

type NewUser = typeof schema.users.$inferInsert;

/** The accounts' one password hash, and whether the coach is an admin (only with the known password). */
interface SeededAccess {
  passwordHash: string;
  admins: boolean;
}

function accountRow(account: AccountSeed, { passwordHash, admins }: SeededAccess, now: Date): NewUser {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  return {
    ...usernameColumns(account.username),
    email: account.email.toLowerCase(),
    passwordHash,
    avatar: account.avatar,
    isAdmin: admins && account.isAdmin,
    membershipTier: account.membershipTier,
    country: account.country,
    timezone: account.timezone,
    lastLoginAt:
      account.lastLoginDaysAgo === null
        ? null
        : new Date(now.getTime() - account.lastLoginDaysAgo * DAY_MS - 2 * HOUR_MS),
    createdAt: at(account.joinedDaysAgo),
  };
}

async function seedMembers(
  tx: Transaction,
  access: SeededAccess,
  now: Date,
  workoutIds: Map<number, number>,
): Promise<{ idByUsername: Map<string, string>; histories: Map<string, MemberHistory> }> {
  const program = buildProgram();
  const histories = new Map<string, MemberHistory>();
  const rows: NewUser[] = [];
  const members = [...headAccounts, ...packMembers];
  const habitHistories = new Map<string, ReturnType<typeof buildHabitHistory>>();
  members.forEach((member: MemberProfile, i) => {
    const history = buildHistory(member, program, achievementCatalogue, now);
    histories.set(member.username, history);
    const habits = buildHabitHistory(member.habits ?? {}, member.timezone, now);
    habitHistories.set(member.username, habits);
    const row = accountRow(member, access, now);
    for (const [habit, run] of Object.entries(habits.runs) as [HabitType, HabitRun & { best: number }][]) {
      const columns = HABIT_COLUMNS[habit];
      Object.assign(row, { [columns.streak]: run.streak, [columns.lastDate]: run.lastDate, [columns.best]: run.best });
    }
    const first = history.sessions[0];
    if (first) {
      const joined = new Date(first.completedAt.getTime() - 3 * DAY_MS);
      if (joined < (row.createdAt as Date)) row.createdAt = joined;
    }
    rows.push({
      ...row,
      // The coach's premium does not lapse; the pack's renews on staggered days.
      membershipExpiresAt:
        member.membershipTier === "premium" && !member.isAdmin
          ? new Date(now.getTime() + (5 + ((i * 7) % 25)) * DAY_MS)
          : null,
      workoutsCompleted: history.workoutsCompleted,
      currentStreak: history.currentStreak,
      totalMinutes: history.totalMinutes,
      totalXP: history.totalXP,
      level: history.level,
      lastWorkoutCompletedAt: history.lastWorkoutCompletedAt,
      cooldownEndsAt: history.lastWorkoutCompletedAt
        ? cooldownEndsAt(history.lastWorkoutCompletedAt, member.timezone)
        : null,
    });
  });

  // Conflicts on the e-mail or the case-insensitive username leave the existing account alone.
  const inserted = await tx
    .insert(schema.users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: schema.users.id, email: schema.users.email });
  const fresh = new Map(inserted.map((r) => [r.email, r.id]));

  const existing = await tx
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(
      inArray(
        schema.users.email,
        rows.map((r) => r.email),
      ),
    );
  const idByEmail = new Map(existing.map((r) => [r.email, r.id]));
  const idByUsername = new Map<string, string>();
  for (const row of rows) {
    const id = idByEmail.get(row.email);
    if (id) idByUsername.set(row.username, id);
  }

  // Histories only for accounts created now, so counters and rows stay in step.
  const sessions: (typeof schema.userWorkouts.$inferInsert)[] = [];
  const awards: (typeof schema.userAchievements.$inferInsert)[] = [];
  const habitLogs: (typeof schema.habitLogs.$inferInsert)[] = [];
  for (const member of members) {
    const userId = fresh.get(member.email);
    const history = histories.get(member.username);
    if (!userId || !history) continue;
    for (const log of habitHistories.get(member.username)?.logs ?? []) habitLogs.push({ userId, ...log });
    for (const s of history.sessions) {
      const workoutId = workoutIds.get(s.day);
      if (workoutId === undefined) throw new Error(`program day ${s.day} is missing`);
      sessions.push({
        userId,
        workoutId,
        completedAt: s.completedAt,
        localDate: s.localDate,
        duration: s.duration,
        caloriesBurned: s.caloriesBurned,
      });
    }
    for (const a of history.awards) {
      awards.push({
        userId,
        achievementId: a.achievementId,
        unlockedAt: a.unlockedAt,
        progress: a.progress,
        completed: true,
        createdAt: a.unlockedAt,
      });
    }
  }
  if (sessions.length > 0) await tx.insert(schema.userWorkouts).values(sessions);
  if (awards.length > 0) await tx.insert(schema.userAchievements).values(awards).onConflictDoNothing();
  if (habitLogs.length > 0) await tx.insert(schema.habitLogs).values(habitLogs).onConflictDoNothing();

  return { idByUsername, histories };
}

async function seedSocial(
  tx: Transaction,
  idByUsername: Map<string, string>,
  histories: Map<string, MemberHistory>,
  workoutIds: Map<number, number>,
  now: Date,
): Promise<void> {
  const idOf = (username: string) => idByUsername.get(username);

  // Friendships
  const friendships = friendshipSeeds.flatMap(([from, to, status], i) => {
    const userId = idOf(from);
    const friendId = idOf(to);
    if (!userId || !friendId) return [];
    const createdAt = new Date(now.getTime() - (40 - i * 3) * DAY_MS);
    return [
      {
        userId,
        friendId,
        status,
        createdAt,
        acceptedAt: status === "accepted" ? new Date(createdAt.getTime() + 5 * HOUR_MS) : null,
      },
    ];
  });
  if (friendships.length > 0) await tx.insert(schema.friendships).values(friendships).onConflictDoNothing();

  // Groups (no unique key on the name: skip names that already exist)
  const groupNames = groupSeeds.map((g) => g.name);
  const existingGroups = await tx
    .select({ name: schema.groups.name })
    .from(schema.groups)
    .where(inArray(schema.groups.name, groupNames));
  const taken = new Set(existingGroups.map((g) => g.name));
  const newGroups = groupSeeds.filter((g) => !taken.has(g.name) && idOf(g.createdBy));
  if (newGroups.length > 0) {
    const created = await tx
      .insert(schema.groups)
      .values(
        newGroups.map((g, i) => ({
          name: g.name,
          description: g.description,
          createdBy: idOf(g.createdBy),
          maxMembers: g.maxMembers,
          createdAt: new Date(now.getTime() - (30 - i * 4) * DAY_MS),
        })),
      )
      .returning({ id: schema.groups.id, name: schema.groups.name });
    const memberships = created.flatMap((group) => {
      const seed = newGroups.find((g) => g.name === group.name);
      return (seed?.members ?? []).flatMap((username) => {
        const userId = idOf(username);
        return userId ? [{ groupId: group.id, userId }] : [];
      });
    });
    if (memberships.length > 0) await tx.insert(schema.groupMemberships).values(memberships).onConflictDoNothing();
  }

  // Posts (no unique key either: skip an author's post whose title already exists)
  const authors = [...new Set(postSeeds.map((p) => idOf(p.author)).filter((id): id is string => !!id))];
  const existingPosts =
    authors.length > 0
      ? await tx
          .select({ userId: schema.communityPosts.userId, title: schema.communityPosts.title })
          .from(schema.communityPosts)
          .where(
            and(
              inArray(schema.communityPosts.userId, authors),
              inArray(
                schema.communityPosts.title,
                postSeeds.map((p) => p.title),
              ),
            ),
          )
      : [];
  const postKey = (userId: string, title: string) => `${userId}\u0000${title}`;
  const postedAlready = new Set(existingPosts.map((p) => postKey(p.userId, p.title)));

  const planned = postSeeds.flatMap((post) => {
    const userId = idOf(post.author);
    if (!userId || postedAlready.has(postKey(userId, post.title))) return [];
    const history = histories.get(post.author);
    const session = post.workoutDay ? history?.sessions.find((s) => s.day === post.workoutDay) : undefined;
    const award = post.achievementId ? history?.awards.find((a) => a.achievementId === post.achievementId) : undefined;
    const anchor = award?.unlockedAt ?? session?.completedAt;
    let createdAt = anchor
      ? new Date(anchor.getTime() + 45 * MINUTE_MS)
      : new Date(now.getTime() - post.hoursAgo * HOUR_MS);
    if (createdAt > now) createdAt = new Date(now.getTime() - 10 * MINUTE_MS);
    const likers = post.likedBy.map(idOf).filter((id): id is string => !!id && id !== userId);
    const comments = post.comments.flatMap(([author, content], i) => {
      const commenter = idOf(author);
      if (!commenter) return [];
      const at = new Date(Math.min(now.getTime(), createdAt.getTime() + (i + 1) * 37 * MINUTE_MS));
      return [{ userId: commenter, content, createdAt: at }];
    });
    return [{ post, userId, createdAt, likers: [...new Set(likers)], comments }];
  });
  if (planned.length === 0) return;
  // Oldest first: the feed is newest first by id.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const insertedPosts = await tx
    .insert(schema.communityPosts)
    .values(
      planned.map(({ post, userId, createdAt, likers, comments }) => ({
        userId,
        type: post.type,
        title: post.title,
        content: post.content,
        workoutId: post.workoutDay ? (workoutIds.get(post.workoutDay) ?? null) : null,
        likes: likers.length,
        comments: comments.length,
        createdAt,
      })),
    )
    .returning({
      id: schema.communityPosts.id,
      userId: schema.communityPosts.userId,
      title: schema.communityPosts.title,
    });
  const postIds = new Map(insertedPosts.map((p) => [postKey(p.userId, p.title), p.id]));

  const likes: (typeof schema.postLikes.$inferInsert)[] = [];
  const comments: (typeof schema.postComments.$inferInsert)[] = [];
  for (const plan of planned) {
    const postId = postIds.get(postKey(plan.userId, plan.post.title));
    if (postId === undefined) throw new Error(`post "${plan.post.title}" was not inserted`);
    plan.likers.forEach((userId, j) => {
      const at = new Date(Math.min(now.getTime(), plan.createdAt.getTime() + (j + 1) * 11 * MINUTE_MS));
      likes.push({ postId, userId, createdAt: at });
    });
    for (const c of plan.comments) comments.push({ postId, ...c });
  }
  if (likes.length > 0) await tx.insert(schema.postLikes).values(likes).onConflictDoNothing();
  if (comments.length > 0) await tx.insert(schema.postComments).values(comments);
}
