/**
 * Sends habit reminders by web push at their minute in the member's zone, with the app
 * closed (docs/push.md). Every instance runs it: each claims its own due reminders with
 * FOR UPDATE SKIP LOCKED, so a million reminders at 09:00 are shared out and none is sent
 * twice; what is to be sent is written to push_deliveries in the claim's transaction, so a
 * restart loses nothing, and a push the push service refuses for now is tried again later.
 */
import http from "node:http";
import https from "node:https";
import { type Database, queryRows, sql } from "@wolfpack/db";
import type { HabitType } from "@wolfpack/rules/habits/habits";
import { followingReminderDue, nextReminderDue, reminderMessage } from "@wolfpack/rules/habits/reminders";
import { addDays, localDateOf, startOfLocalDay } from "@wolfpack/rules/shared/calendar";
import webpush from "web-push";
import { describeFailure } from "../shared/log.ts";
import { type VapidKeys, vapidKeys } from "./vapid.ts";

/** What a push carries, as the service worker shows it: JSON. */
export interface PushMessage {
  title: string;
  body: string;
  /** The screen a tap opens. */
  url: string;
  icon: string;
  /** A later push with the same tag replaces this one on the device. */
  tag: string;
}

export const PUSH_ICON = "/icons/icon-192.png";

/** One HTTP request to a push service, as web-push builds it. */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Posts a push; answers the push service's status, or throws when it could not be reached. */
export type PushTransport = (request: PushRequest) => Promise<number>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * Connections kept open to each push service: node:http's own client, not fetch. Measured
 * with 200 in flight to a loopback push service, fetch (undici, an AbortSignal each) spent
 * 0.55 ms of CPU a push, five times node:http's 0.11 ms: more than the encryption (docs/push.md, Scale).
 */
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 256 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

/** The default transport: a POST on a kept connection; a push service silent for 10 s is given up on. */
export const httpTransport: PushTransport = ({ endpoint, headers, body }) =>
  new Promise((resolve, reject) => {
    const url = new URL(endpoint);
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(body?.length ?? 0) },
        agent: url.protocol === "https:" ? AGENTS["https:"] : AGENTS["http:"],
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        response.on("error", reject);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on("timeout", () => request.destroy(new Error("the push service did not answer in time")));
    request.on("error", reject);
    request.end(body ?? undefined);
  });

export interface SendOptions {
  /** The keys to sign with; the server's (vapidKeys) unless given. */
  keys?: VapidKeys;
  transport?: PushTransport;
  /** How many reminders one claim takes, and how many pushes one round sends. */
  batchSize?: number;
  /** How many pushes are in flight at once. */
  concurrency?: number;
}

export interface SendReport {
  /** Reminders that came due and were dealt with (sent, or passed over: logged, claimed, stale). */
  due: number;
  /** Pushes written for them, one per device. */
  queued: number;
  /** Pushes the push services took. */
  delivered: number;
  /** Subscriptions deleted because their push service says they are gone (404, 410). */
  gone: number;
  /** Pushes put off to try again. */
  retried: number;
}

const MINUTE = 60_000;
/** How long an instance holds the pushes it took to send before another may take them. */
const LEASE_MS = 2 * MINUTE;
/** A push refused for now is tried again after 30 s, 1, 2, 4… minutes, at most 15 apart. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 15 * MINUTE;
export const MAX_ATTEMPTS = 8;

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what is due at `now`: schedules reminders that have no due instant yet, claims the
 * due ones batch by batch and queues their pushes, then sends the queued pushes.
 */
export async function sendDueReminders(db: Database, now: Date, options: SendOptions = {}): Promise<SendReport> {
  const batchSize = options.batchSize ?? 1000;
  await scheduleUnscheduled(db, now, batchSize);
  const report: SendReport = { due: 0, queued: 0, delivered: 0, gone: 0, retried: 0 };
  for (;;) {
    const claimed = await claimDueReminders(db, now, batchSize);
    report.due += claimed.due;
    report.queued += claimed.queued;
    if (claimed.due < batchSize) break;
  }
  const sent = await deliverPushes(db, now, options);
  return { ...report, delivered: sent.delivered, gone: sent.gone, retried: sent.retried };
}

/** Reminders made before next_due existed (or written around the procedures): their first due instant. */
async function scheduleUnscheduled(db: Database, now: Date, batchSize: number): Promise<void> {
  for (;;) {
    const scheduled = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number; reminder_time: string; timezone: string }>(
        tx,
        sql`select r.id, r.reminder_time, u.timezone from habit_reminders r join users u on u.id = r.user_id
            where r.enabled and r.next_due is null limit ${batchSize} for update of r skip locked`,
      );
      if (rows.length === 0) return 0;
      const dues = rows.map((row) => ({
        id: row.id,
        next_due: nextReminderDue(row.reminder_time, row.timezone, now)?.toISOString() ?? null,
      }));
      await tx.execute(sql`
        update habit_reminders as r set next_due = v.next_due
        from jsonb_to_recordset(${JSON.stringify(dues)}::jsonb) as v(id integer, next_due timestamptz)
        where r.id = v.id`);
      return rows.length;
    });
    if (scheduled < batchSize) return;
  }
}

interface DueReminder {
  id: number;
  user_id: string;
  habit_type: HabitType;
  reminder_time: string;
  last_sent: Date | string | null;
  next_due: Date | string;
  timezone: string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * One batch of due reminders, claimed in one transaction. Each is sent when it is due on the
 * member's today, no tab or device claimed it today (the in-app toast's claim, claimReminder:
 * so toast and push never both come), the habit is not logged today, and the member has a
 * device that takes reminders; its claim (last_sent) and its pushes are written together.
 * Sent or not, it moves to its following occurrence.
 */
async function claimDueReminders(db: Database, now: Date, batchSize: number): Promise<{ due: number; queued: number }> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<DueReminder>(
      tx,
      sql`select r.id, r.user_id, r.habit_type, r.reminder_time, r.last_sent, r.next_due, u.timezone
          from habit_reminders r join users u on u.id = r.user_id
          where r.enabled and r.next_due <= ${now.toISOString()}::timestamptz
          order by r.next_due limit ${batchSize}
          for update of r skip locked`,
    );
    if (rows.length === 0) return { due: 0, queued: 0 };

    const todayOf = new Map(rows.map((row) => [row.id, localDateOf(now, row.timezone)]));
    const candidates = rows.filter((row) => {
      const today = todayOf.get(row.id) as string;
      if (localDateOf(asDate(row.next_due), row.timezone) !== today) return false;
      return row.last_sent === null || asDate(row.last_sent) < startOfLocalDay(today, row.timezone);
    });
    const members = [...new Set(candidates.map((row) => row.user_id))];
    const days = [...new Set(candidates.map((row) => todayOf.get(row.id) as string))];
    const logged = new Set<string>();
    const devicesOf = new Map<string, number[]>();
    if (members.length > 0) {
      const logs = await queryRows<{ user_id: string; habit_type: string; date: string | Date }>(
        tx,
        sql`select user_id, habit_type, date from habit_logs
            where user_id = any(${`{${members.join(",")}}`}::uuid[]) and date = any(${`{${days.join(",")}}`}::date[])`,
      );
      for (const log of logs) logged.add(`${log.user_id} ${log.habit_type} ${dayText(log.date)}`);
      const subscriptions = await queryRows<{ id: number; user_id: string }>(
        tx,
        sql`select id, user_id from push_subscriptions
            where reminders and user_id = any(${`{${members.join(",")}}`}::uuid[])`,
      );
      for (const subscription of subscriptions) {
        const list = devicesOf.get(subscription.user_id) ?? [];
        list.push(subscription.id);
        devicesOf.set(subscription.user_id, list);
      }
    }

    const sending = new Set<number>();
    const deliveries: { subscription_id: number; payload: string; expires_at: string }[] = [];
    for (const row of candidates) {
      const today = todayOf.get(row.id) as string;
      if (logged.has(`${row.user_id} ${row.habit_type} ${today}`)) continue;
      const subscriptions = devicesOf.get(row.user_id);
      if (!subscriptions) continue;
      sending.add(row.id);
      const message: PushMessage = {
        ...reminderMessage(row.habit_type),
        url: "/habits",
        icon: PUSH_ICON,
        tag: `reminder-${row.id}`,
      };
      // Past the member's day a reminder of it is no news: not sent after that.
      const expiresAt = startOfLocalDay(addDays(today, 1), row.timezone).toISOString();
      for (const id of subscriptions) {
        deliveries.push({ subscription_id: id, payload: JSON.stringify(message), expires_at: expiresAt });
      }
    }

    const updates = rows.map((row) => ({
      id: row.id,
      next_due: followingReminderDue(row.reminder_time, row.timezone, asDate(row.next_due), now)?.toISOString() ?? null,
      sent: sending.has(row.id),
    }));
    await tx.execute(sql`
      update habit_reminders as r
      set next_due = v.next_due, last_sent = case when v.sent then ${now.toISOString()}::timestamptz else r.last_sent end
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id integer, next_due timestamptz, sent boolean)
      where r.id = v.id`);
    if (deliveries.length > 0) {
      await tx.execute(sql`
        insert into push_deliveries (subscription_id, payload, expires_at, next_attempt_at)
        select v.subscription_id, v.payload, v.expires_at, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb)
          as v(subscription_id integer, payload text, expires_at timestamptz)`);
    }
    return { due: rows.length, queued: deliveries.length };
  });
}

function dayText(value: string | Date): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

interface ClaimedDelivery {
  id: number | string;
  payload: string;
  attempts: number;
  expires_at: Date | string;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A VAPID Authorization header per push service: signing one per push would cost more than the rest. */
class VapidHeaders {
  private readonly made = new Map<string, { header: string; until: number }>();
  constructor(private readonly keys: VapidKeys) {}

  for(endpoint: string, now: number): string {
    const audience = new URL(endpoint).origin;
    const kept = this.made.get(audience);
    if (kept && kept.until > now) return kept.header;
    // Signed for 12 hours (RFC 8292 allows 24), made again after 1.
    const expiration = Math.floor(now / 1000) + 12 * 60 * 60;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.keys.subject,
      this.keys.publicKey,
      this.keys.privateKey,
      "aes128gcm",
      expiration,
    );
    this.made.set(audience, { header: Authorization, until: now + 60 * MINUTE });
    return Authorization;
  }
}

/**
 * Sends the queued pushes that are due, round by round: each round leases a batch (SKIP
 * LOCKED, so instances share them), sends them, then deletes what was taken or gone and
 * puts off the rest with backoff. A push whose instance stopped mid-round is sent again
 * once its lease ends.
 */
export async function deliverPushes(
  db: Database,
  now: Date,
  options: SendOptions = {},
): Promise<{ delivered: number; gone: number; retried: number }> {
  const keys = options.keys ?? (await vapidKeys(db));
  const transport = options.transport ?? httpTransport;
  const batchSize = options.batchSize ?? 1000;
  const concurrency = options.concurrency ?? 200;
  const headers = new VapidHeaders(keys);
  const totals = { delivered: 0, gone: 0, retried: 0 };
  await db.execute(sql`delete from push_deliveries where expires_at <= ${now.toISOString()}::timestamptz`);
  for (;;) {
    const batch = await queryRows<ClaimedDelivery>(
      db,
      sql`update push_deliveries d
          set attempts = d.attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
          from push_subscriptions s
          where s.id = d.subscription_id and d.id in (
            select id from push_deliveries
            where next_attempt_at <= ${now.toISOString()}::timestamptz
            order by next_attempt_at limit ${batchSize}
            for update skip locked)
          returning d.id, d.payload, d.attempts, d.expires_at, d.subscription_id, s.endpoint, s.p256dh, s.auth`,
    );
    if (batch.length === 0) break;
    const done: (number | string)[] = [];
    const gone = new Set<number>();
    const retry: { id: number | string; next_attempt_at: string }[] = [];
    await eachAtMost(concurrency, batch, async (delivery) => {
      const outcome = await sendOne(delivery, headers, transport, now);
      if (outcome === "delivered" || outcome === "dropped") done.push(delivery.id);
      else if (outcome === "gone") gone.add(delivery.subscription_id);
      else if (delivery.attempts >= MAX_ATTEMPTS) done.push(delivery.id);
      else {
        const at = new Date(now.getTime() + retryDelay(delivery.attempts));
        // Not past its day: a reminder retried after it is no news.
        if (at >= asDate(delivery.expires_at)) done.push(delivery.id);
        else retry.push({ id: delivery.id, next_attempt_at: at.toISOString() });
      }
      if (outcome === "delivered") totals.delivered += 1;
    });
    if (done.length > 0) {
      await db.execute(sql`delete from push_deliveries where id = any(${`{${done.join(",")}}`}::bigint[])`);
    }
    if (gone.size > 0) {
      // The subscription's other pushes go with it (on delete cascade).
      await db.execute(sql`delete from push_subscriptions where id = any(${`{${[...gone].join(",")}}`}::int[])`);
      totals.gone += gone.size;
    }
    if (retry.length > 0) {
      await db.execute(sql`
        update push_deliveries as d set next_attempt_at = v.next_attempt_at
        from jsonb_to_recordset(${JSON.stringify(retry)}::jsonb) as v(id bigint, next_attempt_at timestamptz)
        where d.id = v.id`);
      totals.retried += retry.length;
    }
    if (batch.length < batchSize) break;
  }
  return totals;
}

type Outcome = "delivered" | "gone" | "dropped" | "retry";

async function sendOne(
  delivery: ClaimedDelivery,
  headers: VapidHeaders,
  transport: PushTransport,
  now: Date,
): Promise<Outcome> {
  const ttl = Math.max(0, Math.floor((asDate(delivery.expires_at).getTime() - now.getTime()) / 1000));
  let request: PushRequest;
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      delivery.payload,
      {
        TTL: ttl,
        urgency: "high",
        contentEncoding: "aes128gcm",
        headers: { Authorization: headers.for(delivery.endpoint, now.getTime()) },
      },
    );
    const plain: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // The transport sets the length of what it sends.
      if (name.toLowerCase() !== "content-length") plain[name] = String(value);
    }
    request = { endpoint: details.endpoint, headers: plain, body: (details.body as Buffer | null) ?? null };
  } catch {
    // Keys that cannot be encrypted to never will be: the push is dropped.
    return "dropped";
  }
  let status: number;
  try {
    status = await transport(request);
  } catch {
    return "retry";
  }
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  // Any other refusal (a bad request, a payload too large, keys it does not know) will not pass later either.
  return "dropped";
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** How often each instance looks for due reminders and queued pushes. */
export const PUSH_INTERVAL_MS = 20_000;

/**
 * Runs the sender every PUSH_INTERVAL_MS, one run at a time, on every instance (they share
 * the work: sendDueReminders). Returns a function that stops it and waits for a run under way.
 */
export function schedulePushes(
  db: Database,
  everyMs = PUSH_INTERVAL_MS,
  options: SendOptions = {},
  onError: (error: unknown) => void = (error) => console.error(describeFailure("Sending reminders", error)),
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDueReminders(db, new Date(), options)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
