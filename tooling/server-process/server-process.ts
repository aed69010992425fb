/**
 * The real server (apps/server/src/main.ts) as a child process, for what has to run the
 * process itself: the server's start-up and outage tests, the API benchmark and the web
 * app's performance scripts (docs/performance.md). One way to start it, wait until it
 * answers and stop it; each caller keeps its own environment and flags. It lives in
 * tooling because the web app may not import the server (docs/development.md, Layering).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@wolfpack/ports";

const SERVER_DIR = fileURLToPath(new URL("../../apps/server/", import.meta.url));

/** Lines of output kept: enough to explain a failure, bounded while a benchmark loads the server for minutes. */
const KEPT_LINES = 200;

/** How long a server may take to stop after SIGTERM before it is killed: main.ts gives open requests 10 s. */
const STOP_GRACE_MS = 15_000;

/**
 * The Node flags `pnpm start` gives the server (apps/server's start script): every server
 * started here, and the browser tests' (apps/web/playwright.config.ts), runs with them, so
 * the server tested and measured is the one that runs.
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(SERVER_DIR, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return (scripts.start ?? "").split(/\s+/).filter((word) => word.startsWith("--"));
}

export interface ServerOptions {
  /** The server's whole environment (it inherits nothing else); PORT is set here, keys set to undefined are left out. */
  env: NodeJS.ProcessEnv;
  /** Node flags besides the start script's (startFlags), such as --cpu-prof. */
  nodeFlags?: string[];
  /** How long GET /api/health may take to answer 200, in milliseconds. */
  timeoutMs: number;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Where to send requests: `http://127.0.0.1:<port>`. */
  origin: string;
  /** The server's output so far (stdout and stderr), its last 200 lines. */
  log(): string;
  /** Whether the process has ended, by exit or by signal. */
  hasExited(): boolean;
  /** Stops it as a deployment would (SIGTERM; SIGKILL if it is still there 15 s on) and answers its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server on a free port and waits until GET /api/health answers 200. Throws with
 * the server's output when the process ends first or `timeoutMs` runs out (it is killed then).
 */
export async function startServer({ env, nodeFlags = [], timeoutMs }: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  // `node --import tsx` rather than the tsx command: one process, so the pid signalled and measured is the server's.
  const child = spawn(process.execPath, [...startFlags(), ...nodeFlags, "--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: { ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)), PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      output += chunk;
      const lines = output.split("\n");
      if (lines.length > KEPT_LINES + 1) output = lines.slice(-KEPT_LINES - 1).join("\n");
    });
  }
  // "close" rather than "exit": the process has ended and its output is all read.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  // A server outlives no script that started it, however the script ends.
  const stopOnExit = () => child.kill("SIGTERM");
  process.once("exit", stopOnExit);
  void closed.then(() => process.off("exit", stopOnExit));

  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServerProcess = {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    log: () => output,
    hasExited,
    async stop() {
      if (!hasExited()) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        await closed;
        clearTimeout(timer);
      }
      return child.exitCode;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) {
      await closed;
      const end = child.signalCode ?? `exit code ${child.exitCode}`;
      throw new Error(`The server stopped (${end}) before GET /api/health answered. Its output:\n${output}`);
    }
    try {
      const response = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  await closed;
  throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s. The server's output:\n${output}`);
}
