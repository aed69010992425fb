/**
 * The server of one browser-test worker (apps/web/playwright.config.ts), started from a
 * database migrated and seeded once per run: making a PGlite database, migrating and
 * seeding it takes seconds of CPU, which every worker paid at once. The first worker to
 * take the lock makes the copy; each worker's DATA_DIR starts as it, and the real server
 * (src/main.ts) then finds the demo already there. docs/development.md
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { hashPassword } from "@wolfpack/api";
import { createDb, dumpPglite } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";

const runDir = process.env.WOLFPACK_E2E_DATA_DIR;
const dataDir = process.env.DATA_DIR;
if (!runDir || !dataDir) throw new Error("e2e-server needs WOLFPACK_E2E_DATA_DIR and DATA_DIR");

const copy = join(runDir, "seeded.tar");

async function makeCopy() {
  const handle = await createDb();
  await seedDemo(handle.db, { hashPassword, knownPasswords: true });
  const dump = Buffer.from(await (await dumpPglite(handle)).arrayBuffer());
  await handle.close();
  // Written whole, then renamed: a waiting worker never reads half a file.
  writeFileSync(`${copy}.part`, dump);
  renameSync(`${copy}.part`, copy);
}

async function seededCopy(): Promise<Blob> {
  let mine = true;
  try {
    mkdirSync(join(runDir as string, "seeded.lock"));
  } catch {
    mine = false; // another worker holds the lock and makes the copy
  }
  if (mine) await makeCopy();
  const deadline = Date.now() + 180_000;
  while (!existsSync(copy)) {
    if (Date.now() > deadline) throw new Error(`no seeded database at ${copy} after 3 minutes`);
    await wait(100);
  }
  return new Blob([readFileSync(copy)]);
}

const loaded = await createDb({ dataDir, loadDataDir: await seededCopy() });
await loaded.close();
await import("../src/main.ts");
