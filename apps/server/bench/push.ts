/**
 * `pnpm bench:push [members] [reminders]`: habit reminders by web push at scale (docs/push.md).
 * Seeds the members (1,000,000 unless given), gives `reminders` of them (100,000 unless
 * given) a reminder due in the same minute, each in one of several zones, and a device, then
 * times sendDueReminders from the claim to the last push taken, as the server's schedule
 * runs it. The push service is a stub on loopback, in a process of its own, answering 201.
 *
 *   TEST_DATABASE_URL   the PostgreSQL server to create the throw-away database on
 *   BENCH_KEEP=1        keep the database afterwards
 *   BENCH_INSTANCES=n   send with n server instances at once, each a process of its own
 *
 * Exits non-zero when a reminder was not sent exactly once; a missed target (all sent within
 * the minute) is reported, not an error.
 */
import { spawn } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { type SendReport, sendDueReminders } from "@wolfpack/api";
import { localMinuteOf } from "@wolfpack/rules/shared/calendar";
import { BenchError, onCleanUp, runBench } from "./harness.ts";
import { openBigPack } from "./many-members.ts";
import { timed } from "./timings.ts";

const ZONES = [
  "America/Los_Angeles",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
];
const TARGET_MS = 60_000;

/** The push service stub: a process of its own, so its work is not the sender's. */
async function startStub(): Promise<{ origin: string; count: () => Promise<number> }> {
  const code = `
    const http = require("node:http");
    let taken = 0;
    const server = http.createServer((request, response) => {
      if (request.method === "GET") { response.end(String(taken)); return; }
      request.resume();
      request.on("end", () => { taken += 1; response.writeHead(201).end(); });
    });
    server.keepAliveTimeout = 60000;
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  onCleanUp("stop the push service stub", async () => {
    child.kill();
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (data: Buffer) => resolve(data.toString().trim()));
    child.once("exit", () => reject(new BenchError("the push service stub stopped")));
  });
  const origin = `http://127.0.0.1:${port}`;
  return { origin, count: async () => Number(await (await fetch(`${origin}/count`)).text()) };
}

async function timedRun(run: () => Promise<SendReport>): Promise<{ report: SendReport; took: number }> {
  const started = performance.now();
  const report = await run();
  return { report, took: performance.now() - started };
}

/** `count` server instances, each a process with its own pool, all sending the same minute at once. */
async function inProcesses(count: number, url: string, now: Date): Promise<{ report: SendReport; took: number }> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ["--import", "tsx", "bench/push-instance.ts", url, now.toISOString()], {
      stdio: ["pipe", "pipe", "inherit"],
    }),
  );
  for (const child of children) onCleanUp("stop a sending instance", async () => void child.kill());
  const lines = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
  for (const line of lines)
    if ((await line.next()).value !== "ready") throw new BenchError("an instance did not start");
  return timedRun(async () => {
    for (const child of children) child.stdin.write("go\n");
    const reports = await Promise.all(lines.map(async (line) => JSON.parse((await line.next()).value) as SendReport));
    const total: SendReport = { due: 0, queued: 0, delivered: 0, gone: 0, retried: 0 };
    for (const report of reports)
      for (const key of Object.keys(total) as (keyof SendReport)[]) total[key] += report[key];
    return total;
  });
}

async function main(): Promise<number> {
  const pack = await openBigPack();
  const { count, sql, handle, database, loadBefore } = pack;
  const reminders = Number(
    (process.argv[3] ?? String(Math.min(100_000, Math.floor(count / 10)))).replaceAll(/[_,]/g, ""),
  );
  if (!Number.isInteger(reminders) || reminders < 1 || reminders > count) {
    throw new BenchError(`reminders must be a whole number from 1 to the members, got "${process.argv[3]}"`);
  }
  const stub = await startStub();

  // Every reminder comes due at the same minute: each at that minute's local time in its member's zone.
  const due = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const times = ZONES.map((zone) => {
    const minute = localMinuteOf(due, zone);
    return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  });
  // One device key pair for all: encrypting to it costs the same as to a key of each's own.
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString("base64url");
  const auth = randomBytes(16).toString("base64url");

  console.log(`Giving ${reminders.toLocaleString("en")} of them a reminder due at ${due.toISOString()} and a device:`);
  await timed("reminders and devices", async () => {
    await sql`
      with picked as materialized (
        select id, row_number() over () as n from (select id from users order by random() limit ${reminders}) p
      ), moved as (
        update users u set timezone = (${ZONES}::text[])[1 + p.n % ${ZONES.length}] from picked p where u.id = p.id
      )
      insert into habit_reminders (user_id, habit_type, reminder_time, next_due)
      select id, (array['smoking', 'drinking', 'sugar', 'reading'])[1 + n % 4]::habit_type,
        (${times}::text[])[1 + n % ${ZONES.length}], ${due.toISOString()}::timestamptz
      from picked`;
    await sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_label)
      select user_id, ${`${stub.origin}/push/`} || id, ${p256dh}, ${auth}, 'Bench phone' from habit_reminders`;
    await sql`analyze`;
  });

  const now = new Date(due.getTime() + 5_000);
  const instances = Number(process.env.BENCH_INSTANCES ?? "1");
  const { report, took } =
    instances > 1
      ? await inProcesses(instances, database.url as string, now)
      : await timedRun(() => sendDueReminders(handle.db, now));
  const taken = await stub.count();
  const [left] = await sql<{ due: number; queued: number }[]>`
    select (select count(*) from habit_reminders where next_due <= ${now.toISOString()}::timestamptz)::int as due,
      (select count(*) from push_deliveries)::int as queued`;

  console.log(
    [
      "",
      `WOLFPACK push benchmark, ${new Date().toISOString()}: ${count.toLocaleString("en")} members, ${reminders.toLocaleString("en")} reminders due in one minute`,
      `Database: ${database.description}; load average ${loadBefore.join(" ")} before, ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")} after`,
      `sendDueReminders (${instances === 1 ? "one instance" : `${instances} instances, processes of their own, at once`}): ${(took / 1000).toFixed(1)} s for ${report.delivered.toLocaleString("en")} pushes, ${Math.round(
        (report.delivered / took) * 1000,
      ).toLocaleString("en")} a second`,
      `  claimed ${report.due}, queued ${report.queued}, delivered ${report.delivered}, retried ${report.retried}, gone ${report.gone}; the stub took ${taken}`,
    ].join("\n"),
  );
  console.log(
    took <= TARGET_MS
      ? "\nTarget (all sent within the minute): met."
      : "\nTarget (all sent within the minute): missed.",
  );
  const exact = report.delivered === reminders && taken === reminders && left?.due === 0 && left?.queued === 0;
  if (!exact) console.log(`Not sent exactly once each: ${JSON.stringify(left)}`);
  return exact ? 0 : 1;
}

runBench("bench:push", main);
