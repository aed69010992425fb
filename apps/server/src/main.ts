import { join } from "node:path";
import { serve } from "@hono/node-server";
import {
  diskPictureStore,
  hashPassword,
  schedulePushes,
  scheduleSweeps,
  vapidKeysFromEnv,
  verifyPassword,
} from "@wolfpack/api";
import { createDbFromEnv } from "@wolfpack/db";
import { retireDemoPasswords, seedDemo } from "@wolfpack/db/seed";
import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";

/** Starts the server: open and migrate the database, seed the demo if asked, listen. */
async function main() {
  const config = readConfig();
  // Half a VAPID key pair is a mistake to hear of now, not at the first push (docs/push.md).
  vapidKeysFromEnv();
  const handle = await createDbFromEnv(process.env, config.databasePoolSize);
  console.log(
    handle.driver === "postgres"
      ? "Database: PostgreSQL (DATABASE_URL)"
      : `Database: embedded PGlite in ${config.dataDir}`,
  );
  // The demo's published password opens accounts on the embedded demo only.
  const knownPasswords = handle.driver === "pglite";
  if (config.seedDemo) {
    const { seeded } = await seedDemo(handle.db, { hashPassword, knownPasswords });
    console.log(seeded ? "Demo data seeded." : "Demo data already present.");
  }
  if (!knownPasswords) {
    const closed = await retireDemoPasswords(handle.db, { hashPassword, verifyPassword });
    if (closed > 0) {
      console.log(
        `${closed} demo account(s) had the published demo password; they now have one nobody is told. Create your admin with pnpm admin:create.`,
      );
    }
  }

  const app = createApp({
    db: handle.db,
    secureCookies: config.secureCookies,
    trustedProxies: config.trustedProxies,
    publicOrigin: config.publicOrigin,
    webDist: config.webDist,
    limits: config.limits,
    writeLimits: config.writeLimits,
    pictures: diskPictureStore(join(config.dataDir, "uploads")),
    ebooks: config.ebookDir,
  });
  const stopSweeps = scheduleSweeps(handle.db);
  // Reminders by web push, shared out among every instance (docs/push.md).
  const stopPushes = schedulePushes(handle.db);
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`WOLFPACK is listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping.`);
    stopSweeps();
    const pushesStopped = stopPushes();
    server.close(async () => {
      // A run under way finishes first: what it leased is then deleted or put off, not left to its lease.
      await pushesStopped;
      await handle.close();
      process.exit(0);
    });
    // Keep-alive connections could hold the close open; do not wait for ever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error("WOLFPACK could not start:", error);
  process.exit(1);
});
