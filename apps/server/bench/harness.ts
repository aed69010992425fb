/**
 * What the API benchmark stands on: a throw-away database, the real server on it as a
 * child process, a member with a session, and clean-up that runs however the run ends.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer as startServerProcess } from "@wolfpack/server-process";
import postgres from "postgres";
import type { Method, SignIn } from "./scenarios.ts";

export const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** A failure the benchmark explains itself: printed without a stack trace. */
export class BenchError extends Error {}

// --- Clean-up -------------------------------------------------------------------------

const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];
let cleaning: Promise<void> | undefined;

/** Registers something to undo at the end; undone in reverse order, once, whatever happens. */
export function onCleanUp(what: string, run: () => Promise<void>): void {
  cleanups.push({ what, run });
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { what, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`Clean-up: could not ${what}:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C or a kill: undo everything, then stop with the signal's usual exit code. */
/** Runs a benchmark: cleans up whatever happens, then exits with its code (1 when it threw). */
export function runBench(name: string, main: () => Promise<number>): void {
  main()
    .then(async (code) => {
      await cleanUp();
      process.exit(code);
    })
    .catch(async (error) => {
      console.error(error instanceof BenchError ? `${name}: ${error.message}` : error);
      await cleanUp();
      process.exit(1);
    });
}

export function cleanUpOnSignals(): void {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (cleaning) return;
      console.error(`\n${signal}: stopping the server and dropping the benchmark database…`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}

// --- The database ---------------------------------------------------------------------

export type BenchDriver = "postgres" | "pglite";

export interface BenchDatabase {
  driver: BenchDriver;
  /** What the server's environment gets: DATABASE_URL or DATA_DIR. */
  serverEnv: Record<string, string | undefined>;
  /** The PostgreSQL database's URL, for the benchmark's own rows and checks; null on PGlite. */
  url: string | null;
  /** Shown with the figures. */
  description: string;
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/**
 * A fresh database of its own: `wolfpack_bench_<random>` on TEST_DATABASE_URL's
 * PostgreSQL server, or an embedded PGlite database in a temporary folder. Either is
 * removed again at clean-up, unless `keep` (a PostgreSQL database to look into afterwards).
 */
export async function createBenchDatabase(
  driver: BenchDriver,
  serverUrl: string,
  { keep = false }: { keep?: boolean } = {},
): Promise<BenchDatabase> {
  if (driver === "pglite") {
    const dataDir = await mkdtemp(join(tmpdir(), "wolfpack-bench-"));
    onCleanUp("remove the PGlite folder", () => rm(dataDir, { recursive: true, force: true }));
    return {
      driver,
      serverEnv: { DATABASE_URL: undefined, DATA_DIR: dataDir },
      url: null,
      description: "embedded PGlite (in the server process)",
    };
  }

  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new BenchError(`TEST_DATABASE_URL is not a URL: "${serverUrl}"`);
  }
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  let version: string;
  try {
    const [row] = await admin<{ server_version: string }[]>`show server_version`;
    version = row?.server_version ?? "?";
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new BenchError(
      `PostgreSQL is not reachable at ${withoutPassword(serverUrl)} (${reason}).\n` +
        "Start it, point TEST_DATABASE_URL at a server where this user may create databases, " +
        "or measure the embedded database with BENCH_DB=pglite.",
    );
  }

  const name = `wolfpack_bench_${randomBytes(6).toString("hex")}`;
  await admin.unsafe(`create database ${name}`);
  onCleanUp(keep ? "close the admin connection" : `drop the database ${name}`, async () => {
    try {
      if (keep) console.log(`Kept the database ${name} (BENCH_KEEP=1): drop it with \`drop database ${name}\`.`);
      else await admin.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });
  url.pathname = `/${name}`;
  return {
    driver,
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: undefined },
    url: url.toString(),
    description: `PostgreSQL ${version} (database ${name} on ${url.host})`,
  };
}

// --- The server -----------------------------------------------------------------------

export interface RunningServer {
  origin: string;
  /** The server's last lines of output, for a failure's explanation. */
  log(): string;
  /** CPU time the server process has used so far (user and system), in microseconds; null where /proc is not. */
  cpuMicroseconds(): number | null;
}

/** Clock ticks per second of /proc's CPU times. */
function clockTicks(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** A process's CPU time so far (user and system, in microseconds), from /proc on Linux; null elsewhere. */
function processCpuMicroseconds(pid: number | undefined, ticksPerSecond: number): number | null {
  if (pid === undefined) return null;
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / ticksPerSecond : null;
  } catch {
    return null;
  }
}

/**
 * Starts apps/server/src/main.ts as `pnpm start` would, on the benchmark database, with
 * `settings` added to its environment, and waits until GET /api/health answers 200.
 *
 * A child process rather than createApp() in this process: it is how production runs
 * (its own event loop, its own heap, the same start-up code: migrations, seed, config
 * from the environment), and autocannon's own CPU work stays out of the server's event
 * loop, so the server's figures are not dragged down by the load generator sharing its
 * thread. On 2 cores the two processes still share the machine, as they would share a
 * small host.
 */
export async function startServer(database: BenchDatabase, settings: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (docs/performance.md).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = await startServerProcess({
    env: {
      ...process.env,
      ...settings,
      ...database.serverEnv,
      NODE_ENV: "production",
      COOKIE_SECURE: "0",
      SEED_DEMO: "1",
      TRUST_PROXY: "0",
    },
    nodeFlags: profile,
    timeoutMs: 120_000,
  }).catch((error: Error) => {
    // It explains itself with the server's output: no stack trace needed.
    throw new BenchError(error.message);
  });
  onCleanUp("stop the server", async () => {
    await server.stop();
  });
  const ticksPerSecond = clockTicks();
  return {
    origin: server.origin,
    log: server.log,
    cpuMicroseconds: () => processCpuMicroseconds(server.child.pid, ticksPerSecond),
  };
}

// --- Requests -------------------------------------------------------------------------

export interface SendOptions {
  body?: unknown;
  cookie?: string | null;
}

/** The headers a browser on the app's own page sends; the Host header follows from the URL. */
export function requestHeaders(origin: string, method: Method, options: SendOptions): Record<string, string> {
  // Every phone's browser takes compressed answers, and the server's cost of an answer
  // depends on it (apps/server/src/compression.ts): measured as a phone asks.
  const headers: Record<string, string> = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== "GET") headers.origin = origin;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return headers;
}

export function send(origin: string, method: Method, path: string, options: SendOptions = {}): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    headers: requestHeaders(origin, method, options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The cookies a response sets, as a Cookie header; cleared ones (empty value) left out. */
export function cookiesFrom(response: Response): string | null {
  const pairs = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]?.trim() ?? "")
    .filter((pair) => /^[^=]+=.+/.test(pair));
  return pairs.length > 0 ? pairs.join("; ") : null;
}

/** Registers one member and returns their session cookie: the benchmark's only sign-up. */
export async function registerMember(origin: string): Promise<{ username: string; cookie: string }> {
  const suffix = randomBytes(4).toString("hex");
  const username = `bench_${suffix}`;
  const response = await send(origin, "POST", "/api/auth/register", {
    body: { username, email: `bench_${suffix}@example.com`, password: randomBytes(12).toString("hex") },
  });
  const text = await response.text();
  if (response.status !== 201) throw new BenchError(`Registering a member gave ${response.status}: ${text}`);
  const cookie = cookiesFrom(response);
  if (!cookie) throw new BenchError("Registering a member set no session cookie.");

  const me = await send(origin, "GET", "/api/auth/me", { cookie });
  const meText = await me.text();
  if (me.status !== 200 || !meText.includes(username)) {
    throw new BenchError(`The new member's session does not work: GET /api/auth/me gave ${me.status}: ${meText}`);
  }
  return { username, cookie };
}

/** Signs a seeded account in and returns its session cookie. */
export async function signIn(origin: string, account: SignIn): Promise<string> {
  const response = await send(origin, "POST", "/api/auth/login", { body: account });
  const text = await response.text();
  const cookie = cookiesFrom(response);
  if (response.status !== 200 || !cookie) {
    throw new BenchError(`Signing in as ${account.email} gave ${response.status}: ${text.slice(0, 300)}`);
  }
  return cookie;
}
