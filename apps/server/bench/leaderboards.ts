/**
 * `pnpm bench:leaderboards [members]`: the four boards on a database of many members
 * (1,000,000 unless given), called through the api package in-process as the server calls
 * it, so the figures are the database's and the api's time without HTTP.
 *
 *   TEST_DATABASE_URL   the PostgreSQL server to create the throw-away database on
 *                       (postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_KEEP=1        keep the database afterwards (for EXPLAIN ANALYZE by hand)
 *
 * It seeds members with set-based SQL (one INSERT … SELECT over generate_series), folds the
 * boards' tallies as the server's schedule would (foldTallyChanges), then times
 * each board over many calls after a warm-up, and checks every rank the api gives against
 * the rank the database's window function gives. Exits non-zero when a rank is wrong; a
 * missed target is reported, not an error (figures move with the machine).
 */
import { loadavg } from "node:os";
import { createCaller, createScriptContext, foldTallyChanges, type RouterOutputs, toPublicMember } from "@wolfpack/api";
import { inArray, schema } from "@wolfpack/db";
import type postgres from "postgres";
import { runBench } from "./harness.ts";
import { openBigPack } from "./many-members.ts";
import {
  Answers,
  type CheckedCall,
  type Figures,
  figures,
  missedTarget,
  type Result,
  resultTable,
  timed,
} from "./timings.ts";

/** Timed calls per measurement, after WARMUP untimed ones (enough for PostgreSQL to settle on its plans). */
const CALLS = 200;
const WARMUP = 30;
const FRIENDS = 500;
const GROUP_SIZE = 10;
/** Targets, p95 in ms. */
const TOP_TARGET_MS = 10;
const RANK_TARGET_MS = 20;

type Board = RouterOutputs["leaderboard"]["global"];
type Api = ReturnType<typeof createCaller>;

// --- Seeding --------------------------------------------------------------------------

/** FRIENDS accepted friendships of the viewer with random members, asked either way round. */
async function seedFriends(sql: postgres.Sql, viewerId: string): Promise<void> {
  await sql`
    insert into friendships (user_id, friend_id, status, accepted_at)
    select case when n % 2 = 0 then ${viewerId}::uuid else id end, case when n % 2 = 0 then id else ${viewerId}::uuid end,
      'accepted', now()
    from (
      select id, row_number() over () as n
      from (select id from users where id <> ${viewerId}::uuid order by random() limit ${FRIENDS}) picked
    ) friends`;
}

/** A full group (maxMembers GROUP_SIZE) of the viewer and random members. */
async function seedGroup(sql: postgres.Sql, viewerId: string): Promise<number> {
  const [group] = await sql<{ id: number }[]>`
    insert into groups (name, created_by, max_members) values ('Bench Pack', ${viewerId}::uuid, ${GROUP_SIZE})
    returning id`;
  if (!group) throw new Error("inserting the group returned no row");
  await sql`
    insert into group_memberships (group_id, user_id)
    select ${group.id}, id from (
      select ${viewerId}::uuid as id
      union all (select id from users where id <> ${viewerId}::uuid order by random() limit ${GROUP_SIZE - 1})
    ) members`;
  return group.id;
}

// --- Viewers --------------------------------------------------------------------------

/** `count` whole numbers spread evenly from `from` to `to`, both included. */
function spread(from: number, to: number, count = CALLS): number[] {
  if (to <= from) return [from];
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round(from + ((to - from) * i) / (count - 1))))];
}

interface Ranked {
  id: string;
  board: string;
  globalRank: number;
  nationalRank: number;
}

/**
 * The members at the given global ranks and USA-board ranks, with their true ranks by a
 * window function in the boards' order (the rule's: streak, workouts, minutes, then
 * lower(username) in byte order): what every rank the api gives is checked against.
 */
async function membersAtRanks(sql: postgres.Sql, globalRanks: number[], usaRanks: number[]): Promise<Ranked[]> {
  return sql<Ranked[]>`
    select id, board, global_rank::int as "globalRank", national_rank::int as "nationalRank" from (
      select id, coalesce(country, 'USA') as board,
        row_number() over (order by current_streak desc, workouts_completed desc, total_minutes desc,
          lower(username collate "C")) as global_rank,
        row_number() over (partition by coalesce(country, 'USA') order by current_streak desc,
          workouts_completed desc, total_minutes desc, lower(username collate "C")) as national_rank
      from users
    ) ranked
    where global_rank = any(${globalRanks}::int[]) or (board = 'USA' and national_rank = any(${usaRanks}::int[]))`;
}

// --- Measuring ------------------------------------------------------------------------

type Call = CheckedCall<Board>;

const answers = new Answers();

/**
 * CALLS calls going round `calls`, after WARMUP. With `paired`, each call is followed by
 * one of the paired calls (a viewer inside the top 100, whose board counts no rank): the
 * difference of the two is what the viewer's own row and rank cost, call by call.
 */
async function measure(calls: Call[], paired?: Call[]): Promise<{ board: Figures; rankAlone?: Figures }> {
  const board: number[] = [];
  const differences: number[] = [];
  for (let i = 0; i < WARMUP + CALLS; i += 1) {
    const call = calls[i % calls.length] as Call;
    const elapsed = await answers.time(call);
    const pair = paired?.[i % paired.length];
    const without = pair ? await answers.time(pair) : 0;
    if (i < WARMUP) continue;
    board.push(elapsed);
    if (pair) differences.push(elapsed - without);
  }
  return { board: figures(board), ...(paired ? { rankAlone: figures(differences) } : {}) };
}

/** The viewer's own row must come last (outside the top 100) or inside it, at the true rank. */
function expectRank(viewerId: string, rank: number, what: string): (rows: Board) => string | null {
  return (rows) => {
    const own = rows.find((row) => row.userId === viewerId);
    if (!own) return `${what}: the viewer (rank ${rank}) is missing from the board`;
    if (own.rank !== rank) return `${what}: the viewer's rank is ${own.rank}, the database gives ${rank}`;
    if (rank > 100 && (rows.length !== 101 || rows.at(-1) !== own))
      return `${what}: ${rows.length} rows, not 100 + own`;
    return null;
  };
}

// --- The run --------------------------------------------------------------------------

async function main(): Promise<number> {
  const { count, database, handle, sql, loadBefore, seedStarted } = await openBigPack();
  // The friends' and group's viewer: a member in the middle of the board.
  const [middle] = await sql<{ id: string }[]>`
    select id from users order by current_streak desc, workouts_completed desc, total_minutes desc,
      lower(username collate "C") offset ${Math.floor(count / 2)} limit 1`;
  if (!middle) throw new Error("no member in the middle of the board");
  await timed(`${FRIENDS} friendships`, () => seedFriends(sql, middle.id));
  const groupId = await timed(`a group of ${GROUP_SIZE}`, () => seedGroup(sql, middle.id));
  // The users triggers logged every member as a move; the server folds moves every few
  // seconds, so a rank on a settled board reads the tallies, not a million moves.
  const moves = await timed("folding the boards' moves (foldTallyChanges)", () => foldTallyChanges(handle.db));
  console.log(`    ${moves.toLocaleString("en")} moves folded`);
  await timed("VACUUM ANALYZE", () => sql`vacuum analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const [shape] = await sql<{ usa: number; zero: number; streaks: number; longest: number }[]>`
    select count(*) filter (where coalesce(country, 'USA') = 'USA')::int as usa,
      count(*) filter (where current_streak = 0 and workouts_completed = 0 and total_minutes = 0)::int as zero,
      count(*) filter (where current_streak > 0)::int as streaks, max(current_streak)::int as longest
    from users`;
  if (!shape) throw new Error("no figures for the members");
  console.log(
    `  ${count.toLocaleString("en")} members: ${shape.streaks.toLocaleString("en")} with a streak (longest ${shape.longest} days),` +
      ` ${shape.zero.toLocaleString("en")} all zero, ${shape.usa.toLocaleString("en")} on USA's board; seeding took ${seedSeconds.toFixed(1)} s`,
  );

  // The viewers: ranks spread over each stretch of the board, the all-zero tie group (the
  // board's last members) among them.
  const firstZero = count - shape.zero + 1;
  const stretches = {
    top: spread(1, 100, 100),
    nearTop: spread(101, 1000),
    whole: spread(101, count),
    middle: spread(Math.round(count * 0.49), Math.round(count * 0.51)),
    zero: spread(Math.max(101, firstZero), count),
    usaTop: spread(1, 100, 100),
    usaWhole: spread(101, shape.usa),
  };
  const globalRanks = [stretches.top, stretches.nearTop, stretches.whole, stretches.middle, stretches.zero].flat();
  const ranked = await timed("viewers' true ranks (window functions)", () =>
    membersAtRanks(sql, globalRanks, [...stretches.usaTop, ...stretches.usaWhole]),
  );
  const rows = await handle.db
    .select()
    .from(schema.users)
    .where(inArray(schema.users.id, [middle.id, ...ranked.map((member) => member.id)]));
  const apis = new Map<string, Api>(
    rows.map((row) => [row.id, createCaller(createScriptContext(handle.db, toPublicMember(row)))]),
  );
  const apiOf = (id: string) => apis.get(id) as Api;
  const byGlobal = new Map(ranked.map((member) => [member.globalRank, member]));
  const byUsa = new Map(ranked.filter((m) => m.board === "USA").map((member) => [member.nationalRank, member]));
  const globalCalls = (ranks: number[]): Call[] =>
    ranks.flatMap((rank) => {
      const member = byGlobal.get(rank);
      return member
        ? [{ run: () => apiOf(member.id).leaderboard.global(), check: expectRank(member.id, rank, "global") }]
        : [];
    });
  const usaCalls = (ranks: number[]): Call[] =>
    ranks.flatMap((rank) => {
      const member = byUsa.get(rank);
      return member
        ? [
            {
              run: () => apiOf(member.id).leaderboard.national({ country: "USA" }),
              check: expectRank(member.id, rank, "USA"),
            },
          ]
        : [];
    });
  const middleApi = apiOf(middle.id);
  // Friends and groups are ranked by the rule in the api; here only their size and the viewer are checked.
  const holds = (sizes: number[], what: string) => (board: Board) =>
    sizes.includes(board.length) && board.some((row) => row.userId === middle.id)
      ? null
      : `${what}: ${board.length} rows${board.some((row) => row.userId === middle.id) ? "" : " without the viewer"}`;

  const topCalls = globalCalls(stretches.top);
  const usaTopCalls = usaCalls(stretches.usaTop);
  const results: Array<Result & { of?: string }> = [];
  const run = async (name: string, calls: Call[], targetMs?: number) => {
    console.log(`Measuring ${name} (${calls.length} viewers)…`);
    results.push({ name, figures: (await measure(calls)).board, targetMs });
  };
  const runRank = async (name: string, calls: Call[], paired: Call[]) => {
    console.log(`Measuring ${name} (${calls.length} viewers)…`);
    const { board, rankAlone } = await measure(calls, paired);
    results.push({ name, figures: board });
    if (rankAlone) {
      results.push({
        name: "  own rank alone (minus top 100)",
        figures: rankAlone,
        targetMs: RANK_TARGET_MS,
        of: name,
      });
    }
  };

  await run("global top 100 (viewer in it)", topCalls, TOP_TARGET_MS);
  await runRank("global + own rank: ranks 101–1,000", globalCalls(stretches.nearTop), topCalls);
  await runRank(`global + own rank: 101–${count.toLocaleString("en")} spread`, globalCalls(stretches.whole), topCalls);
  await runRank("global + own rank: the middle (49–51%)", globalCalls(stretches.middle), topCalls);
  await runRank("global + own rank: all-zero members", globalCalls(stretches.zero), topCalls);
  await run("national top 100 (USA, viewer in it)", usaTopCalls, TOP_TARGET_MS);
  await runRank("national + own rank: USA spread", usaCalls(stretches.usaWhole), usaTopCalls);
  await run(`friends board (${FRIENDS + 1} members)`, [
    { run: () => middleApi.leaderboard.friends({ memberId: "me" }), check: holds([100, 101], "friends") },
  ]);
  await run(`group board (${GROUP_SIZE} members)`, [
    { run: () => middleApi.leaderboard.group({ groupId }), check: holds([GROUP_SIZE], "group") },
  ]);

  console.log(
    resultTable(
      [
        `WOLFPACK leaderboards benchmark, ${new Date().toISOString()}: ${count.toLocaleString("en")} members, ${CALLS} calls each after ${WARMUP} of warm-up`,
        `Database: ${database.description}; load average ${loadBefore.join(" ")} before, ${loadavg()
          .map((value) => value.toFixed(2))
          .join(" ")} after`,
        "Board calls: createCaller(createScriptContext(db, viewer)) in-process. Own rank alone: each board call of a viewer",
        "outside the top 100 minus the top-100 call right after it (their own row's read and the rank).",
      ],
      results,
    ),
  );
  const missed = results.filter(missedTarget);
  console.log(
    missed.length === 0
      ? "\nTargets: all met."
      : `\nTargets missed: ${missed.map((r) => (r.of ? `${r.of}, own rank alone` : r.name)).join("; ")}`,
  );
  return answers.report("as the database ranks them");
}

runBench("bench:leaderboards", main);
