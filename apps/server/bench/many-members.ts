/**
 * A big pack for the in-process benchmarks (bench:leaderboards, bench:admin): how many
 * members, from the command line, and the members themselves, written by set-based SQL.
 */
import { loadavg } from "node:os";
import { createDb, type DbHandle } from "@wolfpack/db";
import postgres from "postgres";
import {
  type BenchDatabase,
  BenchError,
  cleanUpOnSignals,
  createBenchDatabase,
  DEFAULT_POSTGRES_URL,
  onCleanUp,
} from "./harness.ts";
import { timed } from "./timings.ts";

/** The member count the benchmark was given (1,000,000 unless given). */
export function membersFromArguments(): number {
  const raw = process.argv[2] ?? "1000000";
  const count = Number(raw.replaceAll(/[_,]/g, ""));
  if (!Number.isInteger(count) || count < 1000)
    throw new BenchError(`members must be a whole number ≥ 1000, got "${raw}"`);
  return count;
}

/**
 * N members in one statement. Streaks are heavy-tailed: 45% have none, the rest follow a
 * Pareto tail (α = 1) cut at 365, so half of them are at 1 or 2 days and a few hundred per
 * million near a year. A quarter of all members never trained (all zero: the board's last,
 * largest tie group, ordered by username only); everyone else has their streak's workouts
 * plus earlier ones (another tail, up to ~1,000), at 20 to 60 minutes each. Sign-ins and
 * memberships as the comments below say (the coach's figures).
 */
export async function seedMembers(sql: postgres.Sql, count: number): Promise<void> {
  await sql`
    with draws as (
      select i, random() as shape, random() as tail, random() as past, random() as pace, random() as place, random() as paid
      from generate_series(1, ${count}::int) as i
    ), stats as (
      select *,
        case when shape < 0.45 then 0 else floor(1 / (1 - tail * (1 - 1 / 366.0)))::int end as streak,
        case when shape < 0.25 then null else floor(power(1 - past * (1 - power(1000.0, -0.8)), -1 / 0.8))::int - 1 end as earlier
      from draws
    ), members as (
      select *, coalesce(greatest(streak, 1) + earlier, 0) as workouts from stats
    )
    insert into users (username, email, password_hash, country, current_streak, workouts_completed, total_minutes,
      last_workout_completed_at, last_login_at, membership_tier, membership_expires_at)
    select
      -- Mixed case, unique whatever the case (the number is), in eight name families.
      (array['Wolf', 'alpha', 'Lupus', 'ironHowl', 'NightRunner', 'fang', 'Grey', 'storm'])[1 + i % 8] || '_' ||
        (case when i % 3 = 0 then upper(substr(md5(i::text), 1, 4)) else substr(md5(i::text), 1, 4) end) || i,
      'member' || i || '@bench.example',
      '!',
      -- No country (10%) is on USA's board.
      case
        when place < 0.40 then 'USA' when place < 0.50 then null when place < 0.58 then 'UK'
        when place < 0.65 then 'Canada' when place < 0.72 then 'Germany' when place < 0.78 then 'Australia'
        when place < 0.85 then 'Brazil' when place < 0.93 then 'India' when place < 0.97 then 'France'
        else 'Japan'
      end,
      streak,
      workouts,
      round(workouts * (20 + pace * 40))::int,
      -- A running streak needs a workout within the day; others trained some time ago.
      case
        when streak > 0 then now() - pace * interval '20 hours'
        when workouts > 0 then now() - (2 + past * 300) * interval '1 day'
      end,
      -- 10% never signed in; a running streak signed in within the day; the others' last
      -- sign-ins thin out over 400 days (about 13% within 7 days, 27% within 30).
      case
        when streak > 0 then now() - pace * interval '20 hours'
        when i % 10 = 0 then null
        else now() - power(pace, 2) * interval '400 days'
      end,
      -- 12% took premium: a third with no end, half ending within a year, the rest lapsed.
      (case when paid < 0.12 then 'premium' else 'free' end)::membership_tier,
      case
        when paid >= 0.12 or paid < 0.04 then null
        when paid < 0.10 then now() + tail * interval '365 days'
        else now() - tail * interval '200 days'
      end
    from members`;
}

/** A benchmark's own PostgreSQL database, migrated, with its members seeded. */
export interface BigPack {
  count: number;
  database: BenchDatabase;
  /** The api's connection pool. */
  handle: DbHandle;
  /** A connection of its own for seeding and for checking answers by hand. */
  sql: postgres.Sql;
  /** The load average before anything ran, as printed. */
  loadBefore: string[];
  /** When seeding began (performance.now()). */
  seedStarted: number;
}

/**
 * Creates the database on TEST_DATABASE_URL's server (dropped afterwards unless
 * BENCH_KEEP=1), migrates it and seeds the members the command line asks for.
 */
export async function openBigPack(): Promise<BigPack> {
  cleanUpOnSignals();
  const count = membersFromArguments();
  const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const loadBefore = loadavg().map((value) => value.toFixed(2));
  const database = await createBenchDatabase("postgres", postgresUrl, { keep: process.env.BENCH_KEEP === "1" });
  const url = database.url as string;
  console.log(`Database: ${database.description}`);

  console.log(`Seeding ${count.toLocaleString("en")} members:`);
  const handle = await timed("migrations", () => createDb({ databaseUrl: url }));
  onCleanUp("close the api's database pool", () => handle.close());
  // Room to sort a million rows in memory: the seed's and the checks' window functions and sorts.
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { work_mem: "256MB" } });
  onCleanUp("close the seeding connection", () => sql.end({ timeout: 5 }));

  const seedStarted = performance.now();
  await timed("members (one INSERT … SELECT)", () => seedMembers(sql, count));
  return { count, database, handle, sql, loadBefore, seedStarted };
}
