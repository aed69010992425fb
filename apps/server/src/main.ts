import { join } from "node:path";
import { serve } from "@hono/node-server";
import { diskPictureStore, hashPassword, scheduleSweeps } from "@wolfpack/api";
import { createDbFromEnv } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";

/** Starts the server: open and migrate the database, seed the demo if asked, listen. */
async function main() {
  const config = readConfig();
  const handle = await createDbFromEnv();
  console.log(
    handle.driver === "postgres"
      ? "Database: PostgreSQL (DATABASE_URL)"
      : `Database: embedded PGlite in ${config.dataDir}`,
  );
  if (config.seedDemo) {
    const { seeded } = await seedDemo(handle.db, { hashPassword });
    console.log(seeded ? "Demo data seeded." : "Demo data already present.");
  }

  const app = createApp({
    db: handle.db,
    secureCookies: config.secureCookies,
    trustedProxies: config.trustedProxies,
    publicOrigin: config.publicOrigin,
    webDist: config.webDist,
    limits: config.limits,
    pictures: diskPictureStore(join(config.dataDir, "uploads")),
  });
  const stopSweeps = scheduleSweeps(handle.db);
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`WOLFPACK is listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping.`);
    stopSweeps();
    server.close(async () => {
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
