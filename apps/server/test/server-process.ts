import { type ServerProcess, startServer as startServerProcess } from "@wolfpack/server-process";

export type { ServerProcess };

/** Starts the real server process with only PATH, NODE_ENV=test and `env` in its environment, and waits until it answers. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env }, timeoutMs: 60_000 });
}
