import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import { connectPostgres, type DbHandle } from "@wolfpack/db";
import { createTestDb } from "@wolfpack/db/testing";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { json, send } from "./harness.ts";

/** A port that accepts connections and then never says a word, like a database that hangs. */
async function silentServer(): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    server,
    port: address.port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function timedHealth(handle: DbHandle) {
  const started = Date.now();
  const response = await send(createApp({ db: handle.db }), "/api/health");
  return { response, seconds: (Date.now() - started) / 1000 };
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup) await step();
});

describe("health with the database down", () => {
  it("answers 503 at once when the database has stopped", async () => {
    const handle = await createTestDb({ ownInstance: true });
    const healthy = await timedHealth(handle);
    expect(healthy.response.status).toBe(200);

    // Stopped under a running server: the embedded database closed, or PostgreSQL's database gone.
    await handle.close();
    const { response, seconds } = await timedHealth(handle);
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ message: "The database is not answering. Please try again in a moment." });
    expect(response.headers.get("retry-after")).toBe("5");
    expect(seconds).toBeLessThan(5);
  });

  it("answers 503 within 5 s when nothing listens where the database should be", async () => {
    const probe = await silentServer();
    const port = probe.port;
    await probe.close();
    const handle = connectPostgres(`postgres://postgres@127.0.0.1:${port}/wolfpack`, 1);
    cleanup.push(() => handle.close());
    const { response, seconds } = await timedHealth(handle);
    expect(response.status).toBe(503);
    expect(seconds).toBeLessThan(5);

    // A member's requests are the database's fault too: 503 with Retry-After, never a 500.
    const app = createApp({ db: handle.db });
    const cookie = "wolfpack_session=some-token";
    const completion = await send(app, "/api/workouts/1/complete", {
      cookie,
      body: { duration: 20, exercisesCompleted: 3 },
    });
    const me = await send(app, "/api/trpc/auth.me", { cookie });
    for (const refused of [completion, me]) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
    }
    expect(await json(completion)).toEqual({ message: "The database is not answering. Please try again in a moment." });
  });

  it("answers 503 within 5 s when the database accepts connections but never answers", async () => {
    const hanging = await silentServer();
    cleanup.push(() => hanging.close());
    const handle = connectPostgres(`postgres://postgres@127.0.0.1:${hanging.port}/wolfpack`, 1);
    cleanup.push(() => handle.close());
    const { response, seconds } = await timedHealth(handle);
    expect(response.status).toBe(503);
    expect(seconds).toBeLessThan(5);
    // A tRPC health check answers the same way.
    const trpc = await send(createApp({ db: handle.db }), "/api/trpc/health.check");
    expect(trpc.status).toBe(503);
    expect(trpc.headers.get("retry-after")).toBe("5");
  });
});
