/**
 * One server instance for bench:push (push.ts): opens the database, says "ready", and on
 * "go" runs sendDueReminders once at the given moment, then prints its report as JSON.
 */
import { createInterface } from "node:readline";
import { sendDueReminders } from "@wolfpack/api";
import { connectPostgres } from "@wolfpack/db";

const [url, at] = process.argv.slice(2);
if (!url || !at) throw new Error("usage: push-instance.ts <database url> <ISO instant>");
// The bench migrated it: connecting as createDb would run the start-up backfills over every member again.
const handle = connectPostgres(url, 4);
console.log("ready");
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== "go") continue;
  const report = await sendDueReminders(handle.db, new Date(at));
  console.log(JSON.stringify(report));
  break;
}
await handle.close();
