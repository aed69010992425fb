/**
 * What the benchmark writes into its own PostgreSQL database beside the server, and what
 * it checks there afterwards. The server has migrated and seeded the database by then.
 */
import { createHash, randomBytes } from "node:crypto";
import { hashPassword, sessionCookieName } from "@wolfpack/api";
import { DEMO_COACH, DEMO_PASSWORD, headAccounts, packMembers } from "@wolfpack/db/seed";
import { type StoredSet, sessionOneRepMaxes } from "@wolfpack/rules/training/charts";
import type postgres from "postgres";
import { FEED_POSTS, type Fixtures, LIFTER } from "./scenarios.ts";

/** The session cookie's name with COOKIE_SECURE=0, as the benchmark starts the server. */
const SESSION_COOKIE = sessionCookieName(false);
/** How the pool's usernames begin. */
const POOL_PREFIX = "benchpool_";

/**
 * On PostgreSQL the seed gives its accounts a password nobody is told and makes no admin;
 * the scenarios sign in as them (the coach as an admin), so this throw-away database
 * gives them the demo's published password and the coach its admin rights back.
 */
export async function openSeededAccounts(sql: postgres.Sql): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = [...headAccounts, ...packMembers].map((account) => account.email.toLowerCase());
  await sql`update users set password_hash = ${passwordHash} where email in ${sql(emails)}`;
  await sql`update users set is_admin = true where email = ${DEMO_COACH.email}`;
}

/**
 * The workout outside the 100-day program that the completion scenario finishes, the
 * e-book the buying scenario buys, the demo member's group, and the community feed: FEED_POSTS posts in one INSERT … SELECT, a minute apart, oldest first (the
 * feed pages by id), by members already in the database (the pool's, so write it first),
 * without likes or comments yet.
 */
export async function writeFixtures(sql: postgres.Sql): Promise<Fixtures> {
  const [openMat] = await sql<{ id: number }[]>`
    insert into workouts (title, description, category, duration, difficulty, exercises, is_premium)
    values ('Open Mat', 'Free rolling and mobility at your own pace.', 'Mobility', 15, 'Beginner',
      array['Cat-Cow', 'Hip Circles', 'Shoulder Rolls', 'Deep Squat Hold'], false)
    returning id`;
  if (!openMat) throw new Error("inserting the Open Mat workout returned no row");
  const [paidEbook] = await sql<{ id: number }[]>`select id from ebooks where price > 0 order by id limit 1`;
  if (!paidEbook) throw new Error("the seed has no e-book that costs money");
  const [feed] = await sql<{ first: number; last: number; count: number }[]>`
    with authors as (select array_agg(id) as ids from users), posts as (
      insert into community_posts (user_id, type, title, content, created_at)
      select ids[1 + (i * 7919) % cardinality(ids)],
        (enum_range(null::post_type))[1 + i % 4],
        (array['Morning session', 'New personal best', 'Rest day thoughts', 'Form tip', 'Streak check-in'])[1 + i % 5],
        'Day ' || (1 + i % 100) || ' done. ' || repeat('Pushed through the last set and felt strong. ', 1 + i % 4),
        now() - (${FEED_POSTS}::int - i) * interval '1 minute'
      from authors, generate_series(1, ${FEED_POSTS}::int) as i
      order by i
      returning id
    )
    select min(id)::int as first, max(id)::int as last, count(*)::int as count from posts`;
  // The scenarios name posts by firstPostId + an offset: the ids must run without a gap.
  if (!feed || feed.count !== FEED_POSTS || feed.last - feed.first + 1 !== feed.count) {
    throw new Error(`the feed's posts were not written with consecutive ids: ${JSON.stringify(feed)}`);
  }
  await sql`analyze community_posts`;
  await writeLifts(sql);
  const [group] = await sql<{ id: number }[]>`select id from groups where name = 'Dawn Patrol'`;
  if (!group) throw new Error("the seed has no Dawn Patrol group");
  return {
    openMatWorkoutId: openMat.id,
    paidEbookId: paidEbook.id,
    firstPostId: feed.first,
    postCount: feed.count,
    demoGroupId: group.id,
  };
}

/**
 * The lifter's sessions with the sets of four lifts, three sets each, a little heavier
 * session by session, and this month's habit logs (a slip every fifth day): the seed logs
 * no sets, and the progress charts' scenario should draw something.
 */
async function writeLifts(sql: postgres.Sql) {
  const [lifter] = await sql<
    { id: string; timezone: string }[]
  >`select id, timezone from users where email = ${LIFTER.email}`;
  if (!lifter) throw new Error(`the seed has no ${LIFTER.email}`);
  await sql`
    insert into workout_sets (user_workout_id, exercise_name, set_number, reps, weight_kg)
    select w.id, lift.name, n, 4 + n, lift.base + 2.5 * row_number() over (partition by lift.name, n order by w.completed_at)
    from user_workouts w,
      (values ('Back Squat', 60), ('Bench Press', 40), ('Deadlift', 80), ('Overhead Press', 25)) as lift(name, base),
      generate_series(1, 3) as n
    where w.user_id = ${lifter.id}`;
  // Their bests as a completion writes them, worked out by the rule from the sets above.
  const sets = await sql<{ sessionId: number; exerciseName: string; reps: number; weightKg: number }[]>`
    select user_workout_id as "sessionId", exercise_name as "exerciseName", reps, weight_kg::float8 as "weightKg"
    from workout_sets where user_workout_id in (select id from user_workouts where user_id = ${lifter.id})`;
  const bySession = new Map<number, StoredSet[]>();
  for (const { sessionId, ...set } of sets) {
    const logged = bySession.get(sessionId);
    if (logged) logged.push(set);
    else bySession.set(sessionId, [set]);
  }
  const bests = [...bySession].flatMap(([sessionId, logged]) =>
    sessionOneRepMaxes(logged).map((best) => ({
      user_workout_id: sessionId,
      exercise_name: best.exerciseName,
      kg: best.kg,
      lb: best.lb,
    })),
  );
  await sql`insert into session_one_rep_maxes ${sql(bests)}`;
  await sql`
    insert into habit_logs (user_id, habit_type, date, completed)
    select ${lifter.id}, habit, day::date, (habit = 'reading') = (extract(day from day)::int % 5 <> 0)
    from unnest(enum_range(null::habit_type)) as habit,
      generate_series(date_trunc('month', now() at time zone ${lifter.timezone}), now() at time zone ${lifter.timezone}, interval '1 day') as day
    on conflict do nothing`;
  await sql`analyze workout_sets, session_one_rep_maxes, habit_logs`;
}

/**
 * Waits until the server has folded the pool's moves into the boards' tallies (every few
 * seconds, packages/api/src/maintenance.ts), then vacuums the moves' table. A hundred
 * thousand members written at once leave as many dead index entries there, which autovacuum
 * clears within a minute or so; until then a rank read walks every one of them (docs/performance.md).
 */
async function settleBoardMoves(sql: postgres.Sql) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await sql<{ pending: boolean }[]>`select exists (select 1 from board_tally_changes) as pending`;
    if (!row?.pending) break;
    if (Date.now() > deadline) throw new Error("the server did not fold the pool's board moves within a minute");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await sql`vacuum analyze board_tally_changes`;
}

/** Posts whose likes counter differs from their post_likes rows: none, however many members liked at once. */
export async function checkPostLikes(sql: postgres.Sql) {
  const [row] = await sql<{ posts: number; likes: number; mismatched: number }[]>`
    select count(*)::int as posts, coalesce(sum(p.likes), 0)::int as likes,
      count(*) filter (where p.likes <> coalesce(l.rows, 0))::int as mismatched
    from community_posts p
    left join (select post_id, count(*) as rows from post_likes group by post_id) l on l.post_id = p.id`;
  return row ?? { posts: 0, likes: 0, mismatched: 0 };
}

/**
 * Members to send one request each, written straight into the database: a users row
 * (free tier, no history; the password hash is no hash, so no one can sign in as them)
 * and a session for it, 30 days long so that no request extends it (a write of its own).
 * The cookie carries a token; the sessions table keeps its SHA-256, as the server does.
 * Several thousand in a few hundred milliseconds, where registering through the API
 * would cost a password hash each.
 */
export async function createMemberPool(sql: postgres.Sql, count: number) {
  const secret = randomBytes(16).toString("hex");
  const usernames: string[] = [];
  const sessionIds: string[] = [];
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const token = `${secret}${index}`;
    usernames.push(`${POOL_PREFIX}${secret.slice(0, 8)}_${index}`);
    tokens.push(token);
    sessionIds.push(createHash("sha256").update(token).digest("hex"));
  }
  await sql`
    with pool as (
      select * from unnest(${usernames}::text[], ${sessionIds}::text[]) as p(username, session_id)
    ), members as (
      insert into users (username, email, password_hash)
      select username, username || '@example.com', '!' from pool
      returning id, username
    )
    insert into sessions (id, user_id, expires_at)
    select pool.session_id, members.id, now() + interval '30 days'
    from pool join members using (username)`;
  await sql`analyze users`;
  await sql`analyze sessions`;
  await settleBoardMoves(sql);

  let next = 0;
  let ranOut = false;
  return {
    size: count,
    /** How many cookies have been handed out. */
    get used() {
      return next;
    },
    /** Whether a request asked for a member when none was left. */
    get ranOut() {
      return ranOut;
    },
    /** The next unused member's Cookie header, or null when the pool is spent. */
    nextCookie(): string | null {
      if (next >= count) {
        ranOut = true;
        return null;
      }
      const token = tokens[next];
      next += 1;
      return `${SESSION_COOKIE}=${token}`;
    },
  };
}

export type MemberPool = Awaited<ReturnType<typeof createMemberPool>>;

export interface CounterMismatch {
  username: string;
  field: "workoutsCompleted" | "totalMinutes" | "totalXP";
  stored: number;
  fromRows: number;
}

/**
 * Every member's counters against what their rows give: workoutsCompleted and
 * totalMinutes from user_workouts, totalXP from the achievements in user_achievements
 * (as completing a workout computes it). Also how many completions the members of the
 * pool made at most each, which must be one.
 */
export async function checkMemberCounters(sql: postgres.Sql) {
  const rows = await sql<
    {
      username: string;
      workouts_completed: number;
      total_minutes: number;
      total_xp: number;
      sessions: number;
      minutes: number;
      xp: number;
    }[]
  >`
    select u.username, u.workouts_completed, u.total_minutes, u.total_xp,
      coalesce(w.sessions, 0)::int as sessions, coalesce(w.minutes, 0)::int as minutes, coalesce(a.xp, 0)::int as xp
    from users u
    left join (
      select user_id, count(*) as sessions, sum(duration) as minutes from user_workouts group by user_id
    ) w on w.user_id = u.id
    left join (
      select ua.user_id, sum(ach.xp_value) as xp
      from user_achievements ua join achievements ach on ach.id = ua.achievement_id
      group by ua.user_id
    ) a on a.user_id = u.id`;
  const mismatches: CounterMismatch[] = [];
  let completions = 0;
  let mostByOnePoolMember = 0;
  for (const row of rows) {
    const compare = (field: CounterMismatch["field"], stored: number, fromRows: number) => {
      if (stored !== fromRows) mismatches.push({ username: row.username, field, stored, fromRows });
    };
    compare("workoutsCompleted", row.workouts_completed, row.sessions);
    compare("totalMinutes", row.total_minutes, row.minutes);
    compare("totalXP", row.total_xp, row.xp);
    if (row.username.startsWith(POOL_PREFIX)) {
      completions += row.sessions;
      mostByOnePoolMember = Math.max(mostByOnePoolMember, row.sessions);
    }
  }
  return { members: rows.length, mismatches, poolCompletions: completions, mostByOnePoolMember };
}
