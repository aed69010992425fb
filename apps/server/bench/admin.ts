/**
 * `pnpm bench:admin [members]`: the coach's dashboard on a pack of many members (1,000,000
 * unless given) with their sessions (about eleven per member: every workout a member
 * completed is a row), called through the api package in-process as the server calls it.
 *
 *   TEST_DATABASE_URL   the PostgreSQL server to create the throw-away database on
 *                       (postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_KEEP=1        keep the database afterwards (for EXPLAIN ANALYZE by hand)
 *
 * It seeds with set-based SQL, folds the figures' tallies as the server's schedule would,
 * then times the overview figures (settled, and again with 10,000 members' moves not
 * folded yet), the member table's first page, pages deep into it, and searches. Every
 * answer is checked against the database counted and ordered by hand; a wrong one makes
 * it exit non-zero, a missed target is reported (figures move with the machine).
 */
import { loadavg } from "node:os";
import {
  createCaller,
  createScriptContext,
  foldMemberTallies,
  type RouterOutputs,
  toPublicMember,
} from "@wolfpack/api";
import { schema } from "@wolfpack/db";
import type postgres from "postgres";
import { runBench } from "./harness.ts";
import { openBigPack } from "./many-members.ts";
import { Answers, type CheckedCall, figures, missedTarget, type Result, resultTable, timed } from "./timings.ts";

const CALLS = 200;
const WARMUP = 30;
/** The issue's target for every call of the dashboard, p95 in ms. */
const TARGET_MS = 200;
/** Members who sign in and finish a workout between two folds, for the unfolded measurement. */
const MOVERS = 10_000;
const DEPTHS = 20;
const SEARCHES = ["ironhowl", "wolf_a", "a", "NightRunner_f", "storm_1"];

type Figures = RouterOutputs["admin"]["analytics"];
type Page = RouterOutputs["admin"]["engagement"];

/** A session for every workout each member completed, spread over the last year. */
async function seedSessions(sql: postgres.Sql): Promise<number> {
  const [workout] = await sql<{ id: number }[]>`
    insert into workouts (title, category, duration, difficulty) values ('Bench Session', 'Strength', 45, 'Intermediate') returning id`;
  if (!workout) throw new Error("inserting the workout returned no row");
  const [inserted] = await sql<{ sessions: number }[]>`
    with written as (
      insert into user_workouts (user_id, workout_id, completed_at, local_date, duration)
      select id, ${workout.id}, at, at::date, round(total_minutes::numeric / workouts_completed)::int
      from users,
        lateral (select now() - random() * interval '365 days' as at from generate_series(1, workouts_completed)) s
      where workouts_completed > 0
      returning 1
    )
    select count(*)::int as sessions from written`;
  return inserted?.sessions ?? 0;
}

/** The overview counted by hand over every member: what the tallies must equal. */
async function countedFigures(sql: postgres.Sql): Promise<Omit<Figures, "averageWorkoutsPerUser">> {
  const [row] = await sql<Omit<Figures, "averageWorkoutsPerUser">[]>`
    select count(*)::int as "totalUsers",
      count(*) filter (where membership_tier = 'premium' and (membership_expires_at is null or membership_expires_at > now()))::int as "premiumUsers",
      sum(workouts_completed)::int as "totalWorkoutsCompleted",
      sum(total_minutes)::int as "totalActiveMinutes",
      count(*) filter (where last_login_at > now() - interval '7 days')::int as "activeUsersLast7Days",
      count(*) filter (where last_login_at > now() - interval '30 days')::int as "activeUsersLast30Days"
    from users`;
  if (!row) throw new Error("no figures counted");
  return row;
}

/** The member table's order, by hand: the ids of `limit` members after the first `offset`. */
async function tableIds(sql: postgres.Sql, offset: number, limit: number, search?: string): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from users
    where ${search === undefined ? sql`true` : sql`starts_with(lower(username), ${search.toLowerCase()})`}
    order by last_login_at desc nulls last, id desc offset ${offset} limit ${limit}`;
  return rows.map((row) => row.id);
}

/** The cursor a page ending at the member has (the api's `<id>|<sign-in as PostgreSQL writes it>`). */
async function cursorAfter(sql: postgres.Sql, id: string): Promise<string> {
  const [row] = await sql<{ cursor: string }[]>`
    select id || '|' || coalesce(last_login_at::text, '') as cursor from users where id = ${id}`;
  if (!row) throw new Error(`no member ${id}`);
  return row.cursor;
}

type Call<T> = CheckedCall<T>;

const answers = new Answers();

/** CALLS calls going round `calls`, after WARMUP. */
async function measure<T>(calls: Call<T>[]): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + CALLS; i += 1) {
    const elapsed = await answers.time(calls[i % calls.length] as Call<T>);
    if (i >= WARMUP) samples.push(elapsed);
  }
  return samples;
}

const sameFigures =
  (expected: Omit<Figures, "averageWorkoutsPerUser">, what: string) =>
  (answer: Figures): string | null => {
    const wrong = (Object.keys(expected) as (keyof typeof expected)[]).filter((key) => answer[key] !== expected[key]);
    return wrong.length === 0
      ? null
      : `${what}: ${wrong.map((key) => `${key} ${answer[key]}, counted ${expected[key]}`).join("; ")}`;
  };

const samePage =
  (expected: string[], what: string) =>
  (page: Page): string | null => {
    const ids = page.rows.map((row) => row.userId);
    return ids.length === expected.length && ids.every((id, i) => id === expected[i])
      ? null
      : `${what}: ${ids.length} rows not in the table's order (first ${ids[0]}, expected ${expected[0]})`;
  };

async function main(): Promise<number> {
  const { count, database, handle, sql, loadBefore, seedStarted } = await openBigPack();
  const sessions = await timed("sessions (one INSERT … SELECT)", () => seedSessions(sql));
  const [coachRow] = await handle.db
    .insert(schema.users)
    .values({ username: "BenchCoach", email: "coach@bench.example", passwordHash: "!", isAdmin: true })
    .returning();
  if (!coachRow) throw new Error("inserting the coach returned no row");
  // The triggers logged every member as changes; the server folds them every few seconds.
  const changes = await timed("folding the figures' changes (foldMemberTallies)", () => foldMemberTallies(handle.db));
  console.log(`    ${changes.toLocaleString("en")} changes folded`);
  await timed("VACUUM ANALYZE", () => sql`vacuum analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `  ${(count + 1).toLocaleString("en")} members and ${sessions.toLocaleString("en")} sessions; seeding took ${seedSeconds.toFixed(1)} s`,
  );

  const coach = createCaller(createScriptContext(handle.db, toPublicMember(coachRow)));
  const results: Result[] = [];
  const run = async <T>(name: string, calls: Call<T>[]) => {
    console.log(`Measuring ${name}…`);
    results.push({ name, figures: figures(await measure(calls)), targetMs: TARGET_MS });
  };

  const settled = await timed("the figures counted by hand", () => countedFigures(sql));
  await run("admin.analytics, settled", [
    { run: () => coach.admin.analytics(), check: sameFigures(settled, "analytics, settled") },
  ]);

  // MOVERS members sign in now and finish a workout, and no fold runs before the calls.
  await sql`
    update users set last_login_at = now(), workouts_completed = workouts_completed + 1, total_minutes = total_minutes + 30
    where id in (select id from users where id <> ${coachRow.id} order by random() limit ${MOVERS})`;
  const moved = await countedFigures(sql);
  await run(`admin.analytics, ${MOVERS.toLocaleString("en")} members' moves not folded`, [
    { run: () => coach.admin.analytics(), check: sameFigures(moved, "analytics, unfolded") },
  ]);
  await timed("folding", () => foldMemberTallies(handle.db));

  const firstPage = await tableIds(sql, 0, 50);
  await run("admin.engagement, first page", [
    { run: () => coach.admin.engagement(), check: samePage(firstPage, "first page") },
  ]);

  const deepCalls: Call<Page>[] = [];
  for (let i = 0; i < DEPTHS; i += 1) {
    // From 10% of the table down to its last page: the never-signed-in members are the last 10%.
    const offset = Math.round(count * (0.1 + (0.89 * i) / (DEPTHS - 1)));
    const [last, ...expected] = await tableIds(sql, offset - 1, 51);
    if (!last) continue;
    const cursor = await cursorAfter(sql, last);
    deepCalls.push({
      run: () => coach.admin.engagement({ cursor }),
      check: samePage(expected, `page after member ${offset.toLocaleString("en")}`),
    });
  }
  await run(`admin.engagement, ${deepCalls.length} pages from 10% to 99% down`, deepCalls);

  for (const search of SEARCHES) {
    const [matches] = await sql<{ members: number }[]>`
      select count(*)::int as members from users where starts_with(lower(username), ${search.toLowerCase()})`;
    const expected = await tableIds(sql, 0, 50, search);
    const second = await tableIds(sql, 50, 50, search);
    const after = expected.at(-1);
    const calls: Call<Page>[] = [{ run: () => coach.admin.engagement({ search }), check: samePage(expected, search) }];
    if (after && second.length > 0) {
      const cursor = await cursorAfter(sql, after);
      calls.push({
        run: () => coach.admin.engagement({ search, cursor }),
        check: samePage(second, `${search}, page 2`),
      });
    }
    await run(
      `search "${search}" (${(matches?.members ?? 0).toLocaleString("en")} members), pages 1${calls.length > 1 ? " and 2" : ""}`,
      calls,
    );
  }

  console.log(
    resultTable(
      [
        `WOLFPACK admin dashboard benchmark, ${new Date().toISOString()}: ${count.toLocaleString("en")} members, ${sessions.toLocaleString("en")} sessions, ${CALLS} calls each after ${WARMUP} of warm-up`,
        `Database: ${database.description}; load average ${loadBefore.join(" ")} before, ${loadavg()
          .map((value) => value.toFixed(2))
          .join(" ")} after`,
        "Calls: createCaller(createScriptContext(db, coach)) in-process.",
      ],
      results,
    ),
  );
  const missed = results.filter(missedTarget);
  console.log(
    missed.length === 0 ? "\nTargets: all met." : `\nTargets missed: ${missed.map((r) => r.name).join("; ")}`,
  );
  return answers.report("as counted and ordered by hand");
}

runBench("bench:admin", main);
