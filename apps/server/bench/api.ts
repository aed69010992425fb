/**
 * `pnpm bench:api`: the HTTP API under load, on a database of its own.
 *
 *   BENCH_DB=postgres|pglite   which database the server runs on (postgres)
 *   TEST_DATABASE_URL          the PostgreSQL server to create the throw-away database on
 *                              (postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_DURATION             seconds per scenario (10)
 *   BENCH_CONNECTIONS          concurrent connections (50)
 *   BENCH_WARMUP               seconds of unrecorded load before each scenario (1)
 *   BENCH_MEMBERS              members written into the database for the scenarios that send
 *                              each request as a member of its own (100000; PostgreSQL only)
 *   BENCH_KEEP=1               keep the PostgreSQL database afterwards, to look into (EXPLAIN ANALYZE)
 *   BENCH_CPU_PROF             a folder: the server writes a V8 CPU profile (.cpuprofile) there at the end
 *   BENCH_BASELINE=each        measure the baseline again just before every scenario, and give each its
 *                              ratio to that one: on a machine shared with other work, the load moves
 *                              between the first baseline and the last scenario (twice the time)
 *   BENCH_ONLY                 only the scenarios whose name holds one of these comma-separated
 *                              words (any case), and the baseline: `BENCH_ONLY=habits,leaderboards`
 *
 * On PostgreSQL it also writes FEED_POSTS community posts by those members, for the feed
 * pages and the likes.
 *
 * The scenarios are in scenarios.ts. Results are printed and written to
 * bench-results/api-<driver>.json at the repository root.
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import {
  checkMemberCounters,
  checkPostLikes,
  createMemberPool,
  type MemberPool,
  openSeededAccounts,
  writeFixtures,
} from "./fixtures.ts";
import {
  type BenchDriver,
  BenchError,
  cleanUpOnSignals,
  cookiesFrom,
  createBenchDatabase,
  DEFAULT_POSTGRES_URL,
  onCleanUp,
  REPOSITORY_ROOT,
  registerMember,
  requestHeaders,
  runBench,
  send,
  signIn,
  startServer,
} from "./harness.ts";
import {
  BENCH_WRITE_LIMITS,
  type Fixtures,
  MEMBER_SETUP,
  SCENARIOS,
  type Scenario,
  SIGN_IN_LOAD,
  type Target,
} from "./scenarios.ts";

// --- Settings -------------------------------------------------------------------------

function numberFromEnv(name: string, fallback: number, { integer = false, min = 0 } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new BenchError(`${name} must be ${integer ? "a whole number" : "a number"} of at least ${min}, got "${raw}"`);
  }
  return value;
}

function readSettings() {
  const driver = process.env.BENCH_DB || "postgres";
  if (driver !== "postgres" && driver !== "pglite") {
    throw new BenchError(`BENCH_DB must be "postgres" or "pglite", got "${driver}"`);
  }
  return {
    driver: driver as BenchDriver,
    postgresUrl: process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL,
    durationSeconds: numberFromEnv("BENCH_DURATION", 10, { min: 1 }),
    connections: numberFromEnv("BENCH_CONNECTIONS", 50, { integer: true, min: 1 }),
    warmupSeconds: numberFromEnv("BENCH_WARMUP", 1),
    poolSize: numberFromEnv("BENCH_MEMBERS", 100_000, { integer: true, min: 1 }),
    baselineEach: process.env.BENCH_BASELINE === "each",
    only: (process.env.BENCH_ONLY ?? "")
      .split(",")
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
  };
}
type Settings = ReturnType<typeof readSettings>;

/** The scenarios BENCH_ONLY names, and always the baseline; every one without it. */
function selectScenarios(only: readonly string[]): readonly Scenario[] {
  if (only.length === 0) return SCENARIOS;
  const chosen = SCENARIOS.filter(
    (scenario) => scenario.baseline || only.some((word) => scenario.name.toLowerCase().includes(word)),
  );
  if (chosen.length === 1) throw new BenchError(`BENCH_ONLY (${only.join(", ")}) names no scenario.`);
  return chosen;
}

function checkScenarios(): Scenario {
  const names = new Set<string>();
  for (const scenario of SCENARIOS) {
    if (names.has(scenario.name)) throw new BenchError(`Two scenarios are named "${scenario.name}".`);
    names.add(scenario.name);
  }
  const baselines = SCENARIOS.filter((scenario) => scenario.baseline);
  const [baseline] = baselines;
  if (!baseline || baselines.length > 1) throw new BenchError("Exactly one scenario must be the baseline.");
  return baseline;
}

/** Whether a scenario needs what the benchmark writes into its database: PostgreSQL only. */
function needsOwnRows(scenario: Scenario): boolean {
  return Boolean(scenario.memberPerRequest || scenario.readsOwnRows) || typeof scenario.path === "function";
}

/**
 * What a run measures with: the benchmark member's cookie, the seeded accounts' the
 * scenarios are signed in as, and on PostgreSQL the rows the benchmark wrote (null on
 * PGlite, where the scenarios that need them are skipped).
 */
interface Run {
  origin: string;
  /** The server's CPU time so far, in microseconds (null where it cannot be read). */
  serverCpu: () => number | null;
  cookie: string;
  /** Session cookies by the email of the seeded account (`signedInAs`). */
  accounts: ReadonlyMap<string, string>;
  own: { fixtures: Fixtures; pool: MemberPool } | null;
}

/** The scenario's path; `member` is the number in the pool of the member sending it (memberPerRequest). */
function pathOf(scenario: Scenario, run: Run, member = 0): string {
  if (typeof scenario.path === "string") return scenario.path;
  if (!run.own) throw new BenchError(`${scenario.name} needs the benchmark's own rows (PostgreSQL).`);
  return scenario.path(run.own.fixtures, member);
}

/** The session a scenario sends throughout: none, the seeded account's it is signed in as, or the benchmark member's. */
function sessionOf(scenario: Scenario, run: Run): string | null {
  if (!scenario.needsSession) return null;
  return scenario.signedInAs ? (run.accounts.get(scenario.signedInAs.email) ?? null) : run.cookie;
}

/** The Cookie header of a scenario's request: its session, or the pool's next member's. */
function cookieFor(scenario: Scenario, run: Run): string | null {
  if (scenario.memberPerRequest) {
    if (!run.own) throw new BenchError(`${scenario.name} needs the member pool (PostgreSQL).`);
    return run.own.pool.nextCookie();
  }
  return sessionOf(scenario, run);
}

// --- Measuring ------------------------------------------------------------------------

interface Measurement {
  /** autocannon's mean of the per-second request counts. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  responses: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** Responses whose status was not the scenario's, plus connection errors. */
  unexpected: number;
  errors: number;
  timeouts: number;
  /** memberPerRequest only: how many members of the pool the run used up. */
  membersUsed?: number;
  /** The server process's CPU time per response, in microseconds: what a request costs it, whatever else the machine does. */
  serverCpuMicrosecondsPerRequest: number | null;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function load(run: Run, scenario: Scenario, seconds: number, connections: number): Promise<Measurement> {
  const { origin } = run;
  const statuses: Record<string, number> = {};
  const pool = scenario.memberPerRequest ? run.own?.pool : undefined;
  const usedBefore = pool?.used ?? 0;
  const cpuBefore = run.serverCpu();
  // A different member's cookie on every request autocannon builds (a request without one,
  // counted as bad, if the pool runs out), and the path for that member.
  const perRequest = pool
    ? {
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              request.path = pathOf(scenario, run, pool.used);
              const cookie = pool.nextCookie();
              request.headers = { ...request.headers };
              if (cookie) request.headers.cookie = cookie;
              return request;
            },
          },
        ],
      }
    : {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${pathOf(scenario, run)}`,
        method: scenario.method,
        headers: requestHeaders(origin, scenario.method, {
          body: scenario.body,
          cookie: sessionOf(scenario, run),
        }),
        body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
        connections,
        duration: seconds,
        ...perRequest,
      },
      (error, result) => {
        if (error) return reject(error);
        const expected = String(scenario.status ?? 200);
        const responses = Object.values(statuses).reduce((sum, count) => sum + count, 0);
        const cpuAfter = run.serverCpu();
        resolve({
          requestsPerSecond: round(result.requests.average),
          latencyMs: {
            p50: result.latency.p50,
            p99: result.latency.p99,
            average: round(result.latency.average, 2),
            max: result.latency.max,
          },
          responses,
          statuses,
          unexpected: responses - (statuses[expected] ?? 0) + result.errors,
          errors: result.errors,
          timeouts: result.timeouts,
          ...(pool ? { membersUsed: pool.used - usedBefore } : {}),
          serverCpuMicrosecondsPerRequest:
            cpuBefore !== null && cpuAfter !== null && responses > 0
              ? Math.round((cpuAfter - cpuBefore) / responses)
              : null,
        });
      },
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/** Whether the server draws a member's screen into the page (it serves a built web app). */
async function drawsPages(run: Run): Promise<boolean> {
  const page = await send(run.origin, "GET", "/habits", { cookie: run.cookie });
  return page.status === 200 && (await page.text()).includes("data-drawn=");
}

/** One request of each scenario, so a wrong path or a broken session fails loudly before any figure. */
async function preflight(run: Run, scenarios: readonly Scenario[]): Promise<void> {
  const { origin } = run;
  for (const scenario of scenarios) {
    const path = pathOf(scenario, run, run.own?.pool.used);
    const response = await send(origin, scenario.method, path, {
      body: scenario.body,
      cookie: cookieFor(scenario, run),
    });
    const text = await response.text();
    const expected = scenario.status ?? 200;
    if (response.status !== expected) {
      throw new BenchError(
        `${scenario.name}: ${scenario.method} ${path} gave ${response.status}, expected ${expected}: ${text.slice(0, 300)}`,
      );
    }
    // A batch answers 200 only when every call in it succeeded (otherwise 207); say which did not.
    if (path.startsWith("/api/trpc/") && text.includes('"error":')) {
      throw new BenchError(`${scenario.name}: the answer carries an error: ${text.slice(0, 300)}`);
    }
  }
  const [account] = SIGN_IN_LOAD.accounts;
  const signIn = await send(origin, SIGN_IN_LOAD.method, SIGN_IN_LOAD.path, { body: account });
  const text = await signIn.text();
  if (signIn.status !== 200 || !cookiesFrom(signIn)) {
    throw new BenchError(`Signing in as ${account?.email} gave ${signIn.status}: ${text.slice(0, 300)}`);
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

interface SignInFigures {
  targetPerSecond: number;
  started: number;
  startedPerSecond: number;
  statuses: Record<string, number>;
  failed: number;
  latencyMs: { p50: number; p99: number; max: number };
}

/**
 * Sign-ins at a fixed rate, each on its own, not waiting for the one before (an open
 * loop, as people signing in would be). A plain fetch loop rather than autocannon's
 * overallRate: autocannon gives each connection its share of every second and sends it
 * at once, so the sign-ins would come in bursts at each second's start. The loop keeps
 * to the average rate even when its timer runs late under load.
 */
function startSignIns(origin: string, perSecond: number) {
  const startedAt = performance.now();
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  let started = 0;
  let failed = 0;

  const signIn = async (account: (typeof SIGN_IN_LOAD.accounts)[number] | undefined) => {
    const begin = performance.now();
    try {
      const response = await send(origin, SIGN_IN_LOAD.method, SIGN_IN_LOAD.path, { body: account });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
    latencies.push(performance.now() - begin);
  };
  const tick = () => {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * perSecond) + 1;
    // Bounded: a server that cannot keep up gets fewer sign-ins, not an ever-growing pile.
    while (started < due && inFlight.size < perSecond * 10) {
      started += 1;
      const request = signIn(SIGN_IN_LOAD.accounts[started % SIGN_IN_LOAD.accounts.length]).finally(() =>
        inFlight.delete(request),
      );
      inFlight.add(request);
    }
  };
  tick();
  const timer = setInterval(tick, 5);

  return {
    async stop(): Promise<SignInFigures> {
      clearInterval(timer);
      const seconds = (performance.now() - startedAt) / 1000;
      await Promise.all(inFlight);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        targetPerSecond: perSecond,
        started,
        startedPerSecond: round(started / seconds),
        statuses,
        failed,
        latencyMs: {
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted.at(-1) ?? 0),
        },
      };
    },
  };
}

// --- Reporting ------------------------------------------------------------------------

function machine() {
  const cores = cpus();
  let commit: string | null = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPOSITORY_ROOT, encoding: "utf8" }).trim();
  } catch {
    commit = null;
  }
  return {
    cores: cores.length,
    cpu: cores[0]?.model.trim() ?? "?",
    memoryGiB: round(totalmem() / 1024 ** 3),
    platform: `${process.platform} ${process.arch}`,
    node: process.version,
    autocannon: (createRequire(import.meta.url)("autocannon/package.json") as { version: string }).version,
    commit,
  };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const ms = (value: number) => String(value);

/** A share as a whole percentage: 0.254 is "25%". */
const percent = (share: number) => `${Math.round(share * 100)}%`;

function describeTarget(target: Target): string {
  return `≥ ${percent(target.minRatio)}, p99 < ${target.maxP99Ms}`;
}

/** Whether a measurement reached its target, and if not, what fell short. */
function verdict(target: Target, m: Measurement, baseRate: number): { pass: boolean; reasons: string[] } {
  const reasons: string[] = [];
  const share = baseRate > 0 ? m.requestsPerSecond / baseRate : 0;
  if (share < target.minRatio) {
    reasons.push(`${percent(share)} of the baseline's req/s, below ${percent(target.minRatio)}`);
  }
  if (m.latencyMs.p99 >= target.maxP99Ms) reasons.push(`p99 ${m.latencyMs.p99} ms, not under ${target.maxP99Ms} ms`);
  return { pass: reasons.length === 0, reasons };
}

/**
 * Where a run's machine cannot meet a target's two parts at once, whatever the code: with
 * every connection waiting on its answer, a p99 under `maxP99Ms` needs more than
 * connections / maxP99Ms req/s (the mean is at most the p99), more than the share of this
 * baseline asks for. Then the share is the figure to compare (docs/performance.md).
 */
function unreachableTargets(
  scenarios: readonly Scenario[],
  connections: number,
  baseRateOf: (scenario: Scenario) => number,
): string | null {
  for (const scenario of scenarios) {
    const { target } = scenario;
    if (!target) continue;
    const floorRate = connections / (target.maxP99Ms / 1000);
    const shareRate = target.minRatio * baseRateOf(scenario);
    if (shareRate > 0 && shareRate < floorRate) {
      return (
        `On this machine "${describeTarget(target)}" cannot hold as a pair: at ${connections} connections a p99 under ` +
        `${target.maxP99Ms} ms needs over ${floorRate.toFixed(0)} req/s, and ${percent(target.minRatio)} of the baseline ` +
        `is ${shareRate.toFixed(0)}. Compare the shares.`
      );
    }
  }
  return null;
}

// --- The run --------------------------------------------------------------------------

async function main(): Promise<number> {
  cleanUpOnSignals();
  const settings: Settings = readSettings();
  const baseline = checkScenarios();
  const selected = selectScenarios(settings.only);
  const about = machine();
  const date = new Date();
  const loadBefore = loadavg().map((value) => round(value, 2));

  if ((loadBefore[0] ?? 0) > about.cores / 2) {
    console.warn(
      `The machine is busy (load average ${loadBefore[0]} on ${about.cores} cores): the figures will be lower than on a quiet one.`,
    );
  }
  const database = await createBenchDatabase(settings.driver, settings.postgresUrl, {
    keep: process.env.BENCH_KEEP === "1",
  });
  console.log(`Database: ${database.description}`);
  const server = await startServer(database, { WRITE_LIMITS: BENCH_WRITE_LIMITS });
  console.log(`Server: ${server.origin} (child process, NODE_ENV=production, demo data seeded)`);
  const member = await registerMember(server.origin);
  for (const step of MEMBER_SETUP) {
    const response = await send(server.origin, step.method, step.path, { body: step.body, cookie: member.cookie });
    const text = await response.text();
    if (response.status !== step.status) {
      throw new BenchError(
        `Setting up the member: ${step.method} ${step.path} gave ${response.status}: ${text.slice(0, 300)}`,
      );
    }
  }

  // The benchmark's own rows, beside the server's: a pool of signed-in members, a workout
  // outside the program and the feed's posts by those members. Only on PostgreSQL: PGlite's
  // folder is the server's alone.
  const { durationSeconds: seconds, connections, warmupSeconds } = settings;
  const sql = database.url ? postgres(database.url, { max: 2, onnotice: () => {} }) : null;
  if (sql) onCleanUp("close the benchmark's own database connection", () => sql.end({ timeout: 5 }));
  if (sql) await openSeededAccounts(sql);
  let own: Run["own"] = null;
  if (sql && selected.some(needsOwnRows)) {
    if (settings.poolSize < connections * 4) {
      throw new BenchError(`BENCH_MEMBERS (${settings.poolSize}) is too small for ${connections} connections.`);
    }
    const pool = await createMemberPool(sql, settings.poolSize);
    console.log(`Members: ${pool.size} written into the database with a session each, for one request apiece`);
    const fixtures = await writeFixtures(sql);
    console.log(`Feed: ${fixtures.postCount} posts written by those members`);
    own = { fixtures, pool };
  }
  // One session per seeded account, shared by the scenarios signed in as it.
  const accounts = new Map<string, string>();
  for (const { signedInAs } of selected) {
    if (signedInAs && !accounts.has(signedInAs.email)) {
      accounts.set(signedInAs.email, await signIn(server.origin, signedInAs));
    }
  }
  const run: Run = { origin: server.origin, serverCpu: server.cpuMicroseconds, cookie: member.cookie, accounts, own };
  const pagesDrawn = await drawsPages(run);
  const skipped = selected.filter(
    (scenario) => (needsOwnRows(scenario) && !own) || (scenario.drawnPage && !pagesDrawn),
  );
  for (const scenario of skipped)
    console.log(
      scenario.drawnPage
        ? `Skipping ${scenario.name}: the server draws no pages (build the web app: pnpm build).`
        : `Skipping ${scenario.name}: it needs PostgreSQL (the benchmark's own rows).`,
    );
  const scenarios = selected.filter((scenario) => !skipped.includes(scenario));
  await preflight(run, scenarios);

  const measured = new Map<string, Measurement>();
  /** The baseline's req/s each scenario is held to: the one just before it (BENCH_BASELINE=each), else the first. */
  const baselineOf = new Map<string, number>();
  const measure = async (scenario: Scenario) => {
    console.log(`Measuring ${scenario.name} (${seconds} s, ${connections} connections)…`);
    if (warmupSeconds > 0) await load(run, scenario, warmupSeconds, connections);
    return load(run, scenario, seconds, connections);
  };
  for (const scenario of scenarios) {
    if (settings.baselineEach && !scenario.baseline) {
      baselineOf.set(scenario.name, (await measure(baseline)).requestsPerSecond);
    }
    measured.set(scenario.name, await measure(scenario));
  }

  const underSignIns = new Map<string, { measurement: Measurement; signIns: SignInFigures }>();
  for (const scenario of selected.filter((each) => each.duringSignIns)) {
    console.log(`Measuring ${scenario.name} while ${SIGN_IN_LOAD.perSecond} sign-ins per second run…`);
    const signIns = startSignIns(server.origin, SIGN_IN_LOAD.perSecond);
    // Let the sign-ins settle in (and warm the reads) before measuring.
    await load(run, scenario, Math.max(1, warmupSeconds), connections);
    const measurement = await load(run, scenario, seconds, connections);
    underSignIns.set(scenario.name, { measurement, signIns: await signIns.stop() });
  }

  // Whatever the load did, every member's counters must still be what their rows give.
  const counters = sql && own ? await checkMemberCounters(sql) : null;
  const postLikes = sql && own ? await checkPostLikes(sql) : null;

  // The report.
  const loadAfter = loadavg().map((value) => round(value, 2));
  const firstBaseRate = measured.get(baseline.name)?.requestsPerSecond ?? 0;
  const baseRateOf = (scenario: Scenario) => baselineOf.get(scenario.name) ?? firstBaseRate;
  const shareOf = (scenario: Scenario, m: Measurement) => {
    const baseRate = baseRateOf(scenario);
    return baseRate > 0 ? m.requestsPerSecond / baseRate : null;
  };
  const verdicts = new Map(
    scenarios.flatMap((scenario) => {
      const m = measured.get(scenario.name);
      return scenario.target && m ? [[scenario.name, verdict(scenario.target, m, baseRateOf(scenario))] as const] : [];
    }),
  );
  console.log(
    [
      "",
      `WOLFPACK API benchmark, ${date.toISOString()}${about.commit ? ` at ${about.commit}` : ""}`,
      `Machine:  ${about.cores} cores (${about.cpu}), ${about.memoryGiB} GiB memory, ${about.platform}, Node ${about.node}`,
      `          load average ${loadBefore.join(" ")} before, ${loadAfter.join(" ")} after (1, 5, 15 min)`,
      `Database: ${database.description}`,
      `Load:     autocannon ${about.autocannon}, ${connections} connections, ${seconds} s per scenario after ${warmupSeconds} s of warm-up`,
      ...(settings.baselineEach
        ? [
            `Baseline: measured again before each scenario (${[...baselineOf.values()].map((rate) => rate.toFixed(0)).join(", ")} req/s); each % is of the one just before it`,
          ]
        : []),
      "",
      table(
        ["scenario", "req/s", "p50 ms", "p99 ms", "% of baseline", "server µs/req", "bad", "target", "verdict"],
        selected.map((scenario) => {
          const m = measured.get(scenario.name);
          const target = scenario.target ? describeTarget(scenario.target) : "";
          if (!m) {
            return [scenario.name, "-", "-", "-", "-", "-", "-", target, skipped.includes(scenario) ? "skipped" : "-"];
          }
          const judged = verdicts.get(scenario.name);
          return [
            scenario.name,
            m.requestsPerSecond.toFixed(0),
            ms(m.latencyMs.p50),
            ms(m.latencyMs.p99),
            (() => {
              const share = shareOf(scenario, m);
              return share === null ? "-" : percent(share);
            })(),
            m.serverCpuMicrosecondsPerRequest === null ? "-" : String(m.serverCpuMicrosecondsPerRequest),
            String(m.unexpected),
            target,
            judged ? (judged.pass ? "pass" : "MISSED") : "",
          ];
        }),
      ),
    ].join("\n"),
  );
  if (own) {
    const used = [...measured.values()].reduce((sum, m) => sum + (m.membersUsed ?? 0), 0);
    console.log(`\nMember pool: ${own.pool.used} of ${own.pool.size} used (${used} in the measured runs).`);
  }
  if (counters) {
    console.log(
      counters.mismatches.length === 0
        ? `Counters: all ${counters.members} members' workoutsCompleted, totalMinutes and totalXP equal what their rows give` +
            ` (${counters.poolCompletions} completions by the pool, at most ${counters.mostByOnePoolMember} per member).`
        : `Counters: ${counters.mismatches.length} differ from the rows (see below).`,
    );
  }
  if (postLikes) {
    console.log(
      postLikes.mismatched === 0
        ? `Likes: all ${postLikes.posts} posts' counters equal their post_likes rows (${postLikes.likes} likes).`
        : `Likes: ${postLikes.mismatched} posts' counters differ from their rows.`,
    );
  }
  const missed = [...verdicts].filter(([, judged]) => !judged.pass);
  if (missed.length > 0) {
    console.log(
      `\nTargets missed:\n  ${missed.map(([name, judged]) => `${name}: ${judged.reasons.join("; ")}`).join("\n  ")}`,
    );
  } else if (verdicts.size > 0) {
    console.log(`\nTargets: all ${verdicts.size} met.`);
  }
  const bound = unreachableTargets(selected, connections, baseRateOf);
  if (bound) console.log(`\n${bound}`);
  if (underSignIns.size > 0) {
    console.log(
      [
        "",
        `Sign-in load: ${SIGN_IN_LOAD.perSecond} sign-ins per second (${SIGN_IN_LOAD.method} ${SIGN_IN_LOAD.path} as ${SIGN_IN_LOAD.accounts.length} seeded members in turn, correct password) while measuring`,
        "",
        table(
          [
            "scenario",
            "req/s",
            "p50 ms",
            "p99 ms",
            "vs no sign-ins",
            "bad",
            "sign-ins/s",
            "sign-in p50 ms",
            "sign-in p99 ms",
          ],
          [...underSignIns].map(([name, { measurement: m, signIns }]) => [
            name,
            m.requestsPerSecond.toFixed(0),
            ms(m.latencyMs.p50),
            ms(m.latencyMs.p99),
            (() => {
              const alone = measured.get(name)?.requestsPerSecond ?? 0;
              return alone > 0 ? round(m.requestsPerSecond / alone, 2).toFixed(2) : "-";
            })(),
            String(m.unexpected + signIns.failed),
            signIns.startedPerSecond.toFixed(1),
            ms(signIns.latencyMs.p50),
            ms(signIns.latencyMs.p99),
          ]),
        ),
      ].join("\n"),
    );
  }

  const results = {
    date: date.toISOString(),
    machine: { ...about, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    database: { driver: database.driver, description: database.description },
    settings: { durationSeconds: seconds, connections, warmupSeconds, baselineEach: settings.baselineEach },
    baseline: baseline.name,
    scenarios: selected.map((scenario) => {
      const m = measured.get(scenario.name);
      return {
        name: scenario.name,
        method: scenario.method,
        path: scenario.path,
        needsSession: scenario.needsSession,
        signedInAs: scenario.signedInAs?.email ?? null,
        memberPerRequest: scenario.memberPerRequest ?? false,
        skipped: skipped.includes(scenario),
        ...m,
        baselineRequestsPerSecond: m ? baseRateOf(scenario) : null,
        ratioToBaseline: m ? round(shareOf(scenario, m) ?? 0, 3) : null,
        target: scenario.target ?? null,
        targetMet: verdicts.get(scenario.name)?.pass ?? null,
      };
    }),
    signInLoad: {
      perSecond: SIGN_IN_LOAD.perSecond,
      request: `${SIGN_IN_LOAD.method} ${SIGN_IN_LOAD.path}`,
      scenarios: [...underSignIns].map(([name, { measurement, signIns }]) => ({ name, ...measurement, signIns })),
    },
    memberCounters: counters,
    postLikes,
  };
  const folder = join(REPOSITORY_ROOT, "bench-results");
  await mkdir(folder, { recursive: true });
  const file = join(folder, `api-${database.driver}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults written to ${file}`);

  // A benchmark of failing requests measures nothing: say which went wrong, and fail.
  const problems: string[] = [];
  const describe = (label: string, m: Measurement) => {
    if (m.unexpected === 0) return;
    const statuses = Object.entries(m.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(", ");
    problems.push(
      `${label}: ${statuses || "no responses"}; ${m.errors} connection errors, of which ${m.timeouts} timed out (10 s)`,
    );
  };
  for (const [name, m] of measured) describe(name, m);
  for (const [name, { measurement, signIns }] of underSignIns) {
    describe(`${name} during sign-ins`, measurement);
    if (signIns.failed > 0) {
      problems.push(`sign-ins: ${signIns.failed} of ${signIns.started} failed (${JSON.stringify(signIns.statuses)})`);
    }
  }
  if (own) {
    if (own.pool.ranOut) problems.push(`the member pool ran out (${own.pool.size}): raise BENCH_MEMBERS`);
  }
  if (counters) {
    for (const m of counters.mismatches.slice(0, 20)) {
      problems.push(`counters: ${m.username}'s ${m.field} is ${m.stored}, their rows give ${m.fromRows}`);
    }
    if (counters.mismatches.length > 20) problems.push(`counters: and ${counters.mismatches.length - 20} more`);
    if (counters.mostByOnePoolMember > 1) {
      problems.push(`a member of the pool completed ${counters.mostByOnePoolMember} workouts: one each was meant`);
    }
  }
  if (postLikes && postLikes.mismatched > 0) {
    problems.push(`likes: ${postLikes.mismatched} posts' counters differ from their post_likes rows`);
  }
  if (problems.length > 0) {
    console.error(
      `\nThe run failed: requests that failed or had an unexpected status (the 'bad' column), or counters that are wrong:\n  ${problems.join("\n  ")}`,
    );
    const tail = server.log().split("\n").slice(-20).join("\n");
    if (tail) console.error(`The server's last lines:\n${tail}`);
    return 1;
  }
  return 0;
}

runBench("bench:api", main);
