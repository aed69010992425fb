import { eq, schema } from "@wolfpack/db";
import { HABIT_LABELS } from "@wolfpack/rules/habits/habits";
import { localMinuteOf } from "@wolfpack/rules/shared/calendar";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendDueReminders } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";
import { startPushService } from "./push-service.ts";

let t: TestApi;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await openTestApi();
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await t.close();
});
afterEach(() => {
  // Every push that reached the double was signed and encrypted as RFC 8292 and 8291 say.
  expect(push.refused).toEqual([]);
});

/** A zone whose clock is not near midnight now, so "today" holds through the test. */
function zoneAwayFromMidnight(now: Date): string {
  for (const zone of ["Asia/Kolkata", "America/New_York", "Europe/Paris"]) {
    const minute = localMinuteOf(now, zone);
    if (minute > 10 && minute < 1430) return zone;
  }
  throw new Error("no zone away from midnight");
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

let devices = 0;

/** A member in a zone, with a reminder of Daily Reading at this minute there, and devices that take pushes. */
async function memberWithReminderNow(deviceCount = 1) {
  const member = await t.member();
  const now = new Date();
  const zone = zoneAwayFromMidnight(now);
  await t.db.update(schema.users).set({ timezone: zone }).where(eq(schema.users.id, member.profile.id));
  let minute = localMinuteOf(now, zone);
  let reminder = await member.api.habit.createReminder({ habitType: "reading", reminderTime: hhmm(minute) });
  // Made as the minute turned: set for the new one, so it is due now, not tomorrow.
  while (localMinuteOf(new Date(), zone) !== minute) {
    minute = localMinuteOf(new Date(), zone);
    reminder = await member.api.habit.updateReminder({ id: reminder.id, reminderTime: hhmm(minute) });
  }
  const phones = [];
  for (let i = 0; i < deviceCount; i += 1) {
    devices += 1;
    const device = push.device(`device-${devices}`);
    await member.api.notification.subscribe({ ...device.subscription, deviceLabel: `Phone ${i + 1}` });
    phones.push(device);
  }
  return { member, reminder, phones, zone };
}

const reminderPush = (reminderId: number) => ({
  title: "Habit Reminder",
  body: `Time to check in: log today's ${HABIT_LABELS.reading}.`,
  url: "/habits",
  icon: "/icons/icon-192.png",
  tag: `reminder-${reminderId}`,
});

describe("habit reminders by web push", () => {
  it("reach each of the member's devices once at their minute, with two senders at once", async () => {
    const { member, reminder, phones } = await memberWithReminderNow(2);
    const other = await t.member();
    const second = t.driver === "postgres" ? await t.secondInstance() : null;
    try {
      // Two server instances look at the same moment: one claims it, the other finds nothing.
      const now = new Date();
      const reports = await Promise.all([sendDueReminders(t.db, now), sendDueReminders(second?.db ?? t.db, now)]);
      expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(2);
    } finally {
      await second?.close();
    }
    for (const phone of phones) expect(push.delivered(phone.name)).toEqual([reminderPush(reminder.id)]);
    const [sent] = push.received.filter((p) => p.device === phones[0]?.name);
    expect(sent?.urgency).toBe("high");
    expect(sent?.ttl).toBeGreaterThan(0);

    // The app's own toast, in an open tab, does not raise it again; nor does a later run.
    await expect(member.api.habit.claimReminder({ id: reminder.id })).resolves.toEqual({ raise: false });
    await sendDueReminders(t.db, new Date(Date.now() + 61_000));
    for (const phone of phones) expect(push.delivered(phone.name)).toHaveLength(1);
    // Another member sees none of these devices, and cannot touch them.
    expect(await other.api.notification.devices()).toEqual([]);
    const [first] = await member.api.notification.devices();
    await expect(other.api.notification.removeDevice({ id: first?.id ?? 0 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(other.api.notification.setKinds({ id: first?.id ?? 0, reminders: false })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await member.api.notification.devices()).toHaveLength(2);
  });

  it("is not sent for a habit already logged today, and comes again tomorrow", async () => {
    const { member, reminder, phones } = await memberWithReminderNow();
    await member.api.habit.log({ habitType: "reading", outcome: "success" });
    await sendDueReminders(t.db, new Date());
    // The log's own news (its 1-day milestone) comes; the reminder to log it does not.
    expect(push.delivered(phones[0]?.name ?? "").map((message) => message?.title)).toEqual(["1 Day Milestone!"]);
    const [row] = await t.db
      .select({ nextDue: schema.habitReminders.nextDue })
      .from(schema.habitReminders)
      .where(eq(schema.habitReminders.id, reminder.id));
    const inADay = (row?.nextDue?.getTime() ?? 0) - Date.now();
    expect(inADay).toBeGreaterThan(22 * 3600_000);
    expect(inADay).toBeLessThan(25 * 3600_000);
  });

  it("goes only to devices that take reminders", async () => {
    const { member, reminder, phones } = await memberWithReminderNow(2);
    const [quiet] = await member.api.notification.devices();
    await member.api.notification.setKinds({ id: quiet?.id ?? 0, reminders: false });
    await sendDueReminders(t.db, new Date());
    expect(push.delivered(phones[0]?.name ?? "")).toEqual([]);
    expect(push.delivered(phones[1]?.name ?? "")).toEqual([reminderPush(reminder.id)]);
  });

  it("deletes a subscription its push service calls gone (410)", async () => {
    const { member, phones } = await memberWithReminderNow();
    push.answer(phones[0]?.name ?? "", 410);
    const report = await sendDueReminders(t.db, new Date());
    expect(report.gone).toBe(1);
    expect(await member.api.notification.devices()).toEqual([]);
  });

  it("tries a push again later when the push service fails (500), and delivers it once", async () => {
    const { reminder, phones } = await memberWithReminderNow();
    const name = phones[0]?.name ?? "";
    push.answer(name, 500);
    const now = new Date();
    expect(await sendDueReminders(t.db, now)).toMatchObject({ delivered: 0, retried: 1 });
    // Not before its backoff: a run at once sends nothing.
    await sendDueReminders(t.db, now);
    expect(push.received.filter((p) => p.device === name)).toHaveLength(1);
    // What is left to send is in the database, so any instance, or one restarted, sends it.
    expect(await sendDueReminders(t.db, new Date(now.getTime() + 31_000))).toMatchObject({ delivered: 1 });
    await sendDueReminders(t.db, new Date(now.getTime() + 10 * 60_000));
    expect(push.delivered(name)).toEqual([reminderPush(reminder.id)]);
  });

  it("pushes a milestone once, when the habit's reminder has streak alerts on, to devices that take them", async () => {
    const member = await t.member();
    // A reminder well away from now (the member is on UTC), so only the milestone is sent.
    const later = (localMinuteOf(new Date(), "UTC") + 180) % 1440;
    await member.api.habit.createReminder({ habitType: "sugar", reminderTime: hhmm(later), streakAlerts: true });
    await member.api.habit.createReminder({ habitType: "drinking", reminderTime: hhmm(later), streakAlerts: false });
    devices += 1;
    const phone = push.device(`device-${devices}`);
    await member.api.notification.subscribe({ ...phone.subscription, deviceLabel: "Phone" });
    devices += 1;
    const laptop = push.device(`device-${devices}`);
    const quiet = await member.api.notification.subscribe({ ...laptop.subscription, deviceLabel: "Laptop" });
    await member.api.notification.setKinds({ id: quiet.id, milestones: false });

    await member.api.habit.log({ habitType: "sugar", outcome: "success" });
    await member.api.habit.log({ habitType: "drinking", outcome: "success" });
    await sendDueReminders(t.db, new Date());
    await sendDueReminders(t.db, new Date(Date.now() + 60_000));
    expect(push.delivered(phone.name)).toEqual([
      {
        title: "1 Day Milestone!",
        body: `${HABIT_LABELS.sugar}: 1 day strong. The pack sees you.`,
        url: "/habits",
        icon: "/icons/icon-192.png",
        tag: "milestone-sugar",
      },
    ]);
    expect(push.delivered(laptop.name)).toEqual([]);
  });

  it("takes a device only at a browser's push service, never another address", async () => {
    const member = await t.member();
    const { subscription } = push.device("elsewhere");
    for (const endpoint of ["https://attacker.example/push", "http://10.0.0.5/push", "https://localhost/push"]) {
      await expect(
        member.api.notification.subscribe({ ...subscription, endpoint, deviceLabel: "Phone" }),
        endpoint,
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Endpoint must be the push service's https address" });
    }
    const fcm = "https://fcm.googleapis.com/fcm/send/device-token";
    await member.api.notification.subscribe({ ...subscription, endpoint: fcm, deviceLabel: "Phone" });
    expect((await member.api.notification.devices()).map((device) => device.deviceLabel)).toEqual(["Phone"]);
  });

  it("moves a reminder's next ring with the member to a new zone", async () => {
    const member = await t.member();
    const reminder = await member.api.habit.createReminder({ habitType: "smoking", reminderTime: "09:00" });
    const nextDue = async () => {
      const [row] = await t.db
        .select({ nextDue: schema.habitReminders.nextDue })
        .from(schema.habitReminders)
        .where(eq(schema.habitReminders.id, reminder.id));
      return row?.nextDue ?? null;
    };
    const hourOf = (instant: Date | null, zone: string) =>
      instant ? Math.floor(localMinuteOf(instant, zone) / 60) * 100 + (localMinuteOf(instant, zone) % 60) : null;
    expect(hourOf(await nextDue(), "UTC")).toBe(900);
    await t.caller().api.auth.login({ email: member.email, password: member.password, timezone: "Asia/Tokyo" });
    expect(hourOf(await nextDue(), "Asia/Tokyo")).toBe(900);
    expect(hourOf(await nextDue(), "UTC")).toBe(0);
  });

  it("signs with one VAPID key pair, whichever instance made it", async () => {
    const member = await t.member();
    const { publicKey } = await member.api.notification.vapidKey();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    if (t.driver !== "postgres") return;
    const second = await t.secondInstance();
    try {
      const again = second.caller(member.cookie).api;
      expect(await again.notification.vapidKey()).toEqual({ publicKey });
    } finally {
      await second.close();
    }
  });
});
