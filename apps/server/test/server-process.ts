import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { freePort } from "@wolfpack/ports";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Where to send requests: `http://127.0.0.1:<port>`. */
  origin: string;
  /** Everything the process has written so far. */
  log(): string;
}

/** Whether the process has ended, by exit or by signal. */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Starts the real server process as `pnpm start` would, and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.body?.cancel();
      if (response.ok) return { child, port, origin, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer within 60 s:\n${output}`);
}

/** Stops the process as a deployment would (SIGTERM) and answers its exit code. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (hasExited(child)) return child.exitCode;
  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  return code as number | null;
}
