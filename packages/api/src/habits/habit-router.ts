import { TRPCError } from "@trpc/server";
import { and, asc, count, type Database, desc, eq, HABIT_COLUMNS, isNull, lt, or, schema, sql } from "@wolfpack/db";
import {
  HABIT_LABELS,
  type HabitOutcome,
  type HabitType,
  habitCompleted,
  habitLogRefusal,
  habitOutcome,
  habitPauses,
  habitRunAfter,
  habitRunFromLogs,
} from "@wolfpack/rules/habits/habits";
import {
  habitHistoryInput,
  habitLogInput,
  habitLogWireInput,
  reminderCreateInput,
  reminderIdInput,
  reminderUpdateInput,
} from "@wolfpack/rules/habits/inputs";
import { logDayAllowed, yesterdayOf } from "@wolfpack/rules/habits/log-day";
import { isAlertMilestone } from "@wolfpack/rules/habits/milestones";
import { MAX_REMINDERS, nextReminderDue } from "@wolfpack/rules/habits/reminders";
import { dayLabel, localDateOf, startOfLocalDay } from "@wolfpack/rules/shared/calendar";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import { creditedMoment, occurredAtRefusal } from "@wolfpack/rules/shared/offline-sync";
import type { z } from "zod";
import { answerOf } from "../auth/kept-rows.ts";
import { memberRows } from "../auth/member-rows.ts";
import { notify } from "../notifications/bell.ts";
import { queueMilestonePush } from "../notifications/milestones.ts";
import { memberInScope, ownMemberId, toPublicMember } from "../shared/members.ts";
import { limitedWrite } from "../shared/write-limits.ts";
import { protectedProcedure, publicProcedure, router, signedInWithOwn, whenOwn } from "../trpc.ts";

const logs = schema.habitLogs;
const reminders = schema.habitReminders;

const logColumns = {
  id: logs.id,
  habitType: logs.habitType,
  date: logs.date,
  completed: logs.completed,
  notes: logs.notes,
  createdAt: logs.createdAt,
};

/**
 * A log as every answer carries it: `completed` in its wire meaning, and what it means. Set
 * on the row the query made, not spread into a copy: a spread with a property after it takes
 * V8's slow path, 30 µs of each habits read (docs/performance.md). A kept row is frozen
 * (auth/kept-rows.ts) and copied: its answer is made once.
 */
function withOutcome<L extends { habitType: HabitType; completed: boolean }>(log: L): L & { outcome: HabitOutcome } {
  const outcome = habitOutcome(log.habitType, log.completed);
  return Object.isFrozen(log) ? { ...log, outcome } : Object.assign(log, { outcome });
}

const reminderColumns = {
  id: reminders.id,
  habitType: reminders.habitType,
  reminderTime: reminders.reminderTime,
  enabled: reminders.enabled,
  streakAlerts: reminders.streakAlerts,
  lastSent: reminders.lastSent,
  createdAt: reminders.createdAt,
};

const REMINDER_NOT_FOUND = "Reminder not found.";

/**
 * Each habit's latest `perHabit` logs of a member, newest first (a day's in the habits' order):
 * any member's (`latestLogs.ofMember`), or the signed-in member's with their session.
 */
const latestLogs = memberRows(
  "latest_habit_logs",
  (db, memberId, alias) => {
    const ranked = db
      .select({
        ...logColumns,
        rank: sql<number>`row_number() over (partition by ${logs.habitType} order by ${logs.date} desc)`.as("rank"),
      })
      .from(logs)
      .where(eq(logs.userId, memberId))
      .as("ranked");
    return db
      .select({
        id: ranked.id,
        habitType: ranked.habitType,
        date: ranked.date,
        completed: ranked.completed,
        notes: ranked.notes,
        createdAt: ranked.createdAt,
      })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${sql.placeholder("perHabit")}`)
      .as(alias);
  },
  (latest) => [desc(latest.date), asc(latest.habitType)],
  { kept: "own" },
);

/** A member's reminders, by time. */
const memberReminders = memberRows(
  "reminders",
  (db, memberId, alias) => db.select(reminderColumns).from(reminders).where(eq(reminders.userId, memberId)).as(alias),
  (own) => [asc(own.reminderTime), asc(own.id)],
  { kept: "own" },
);

/**
 * A log sent over REST, with `completed` in its wire meaning (docs/rules.md, Habits), as the typed
 * procedure takes it: with an outcome. The REST adapter calls this; nothing else should.
 */
export function habitLogFromWire(memberId: string, body: unknown): z.input<typeof habitLogInput> {
  const parsed = habitLogWireInput.safeParse(body ?? {});
  if (!parsed.success) {
    throw new TRPCError({ code: "BAD_REQUEST", message: parsed.error.issues[0]?.message ?? "Invalid habit log." });
  }
  const { habitType, completed, notes, day, clientKey, occurredAt } = parsed.data;
  return { memberId, habitType, notes, day, clientKey, occurredAt, outcome: habitOutcome(habitType, completed) };
}

/** Every log of one habit of a member, as the run is counted from them. */
async function habitLogsOf(tx: Pick<Database, "select">, memberId: string, habitType: HabitType) {
  const rows = await tx
    .select({ date: logs.date, completed: logs.completed })
    .from(logs)
    .where(and(eq(logs.userId, memberId), eq(logs.habitType, habitType)));
  return rows.map((row) => ({ date: row.date, outcome: habitOutcome(habitType, row.completed) }));
}

export const habitRouter = router({
  /** The latest logs of each habit (`perHabit`), newest first: your own, or anyone's for an admin. */
  history: publicProcedure
    .input(habitHistoryInput)
    .use(
      signedInWithOwn(
        { logs: latestLogs.own },
        (input: z.output<typeof habitHistoryInput>) => whenOwn(input) && { perHabit: input.perHabit },
      ),
    )
    .query(async ({ ctx, input }) => {
      const rows =
        ctx.own.logs ??
        (await latestLogs.ofMember(ctx.db).execute({
          memberId: memberInScope(ctx.member, input.memberId),
          perHabit: input.perHabit,
        }));
      return answerOf(rows, "", (logs) => logs.map(withOutcome));
    }),

  /**
   * A log of one habit for the member's today, or for a missed yesterday until the end of
   * today (log-day.ts; any other day is 400). One per habit and day: a second gets 409 and
   * changes nothing, and so does one when the habit's last logged day is after today
   * (after a move to a zone behind). The habit's streak and best streak on the member's
   * row change in the same transaction, under the row's lock.
   *
   * A log queued on a phone (docs/rules.md, Offline sync) may carry a key, and a replay of
   * it answers the log that key made and changes nothing (under the row's lock, so two at
   * once find one another); and when it happened, which is then its today and its time.
   */
  log: protectedProcedure.input(habitLogInput).mutation(async ({ ctx, input }) => {
    const memberId = ownMemberId(ctx.member, input.memberId, "You can only log your own habits.");
    const columns = HABIT_COLUMNS[input.habitType];
    const now = new Date();
    const at = creditedMoment(input.occurredAt, now);
    return ctx.db.transaction(async (tx) => {
      const [member] = await tx.select().from(schema.users).where(eq(schema.users.id, memberId)).for("update");
      if (!member) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
      if (input.clientKey !== undefined) {
        const [first] = await tx
          .select(logColumns)
          .from(logs)
          .where(and(eq(logs.userId, memberId), eq(logs.clientKey, input.clientKey)));
        if (first) return { log: withOutcome(first), member: toPublicMember(member, now) };
      }
      if (input.occurredAt !== undefined) {
        const late = occurredAtRefusal("habit log", new Date(input.occurredAt), now);
        if (late) throw new TRPCError({ code: "BAD_REQUEST", message: late });
      }
      const today = localDateOf(now, member.timezone);
      // 'today' and 'yesterday' are those of the moment it happened.
      const day = logDayAllowed(input.day, localDateOf(at, member.timezone));
      if (!day.allowed) throw new TRPCError({ code: "BAD_REQUEST", message: day.refusal });
      const refusal = habitLogRefusal(input.habitType, today, member[columns.lastDate]);
      if (refusal) throw new TRPCError({ code: "CONFLICT", message: refusal });
      const [log] = await tx
        .insert(logs)
        .values({
          userId: memberId,
          habitType: input.habitType,
          date: day.date,
          completed: habitCompleted(input.habitType, input.outcome),
          notes: input.notes ?? null,
          createdAt: at,
          clientKey: input.clientKey ?? null,
        })
        .onConflictDoNothing()
        .returning(logColumns);
      if (!log) {
        // Named from the member's today now, which a log that waited on a phone may be past.
        const which =
          day.date === today
            ? "today"
            : day.date === yesterdayOf(today)
              ? `yesterday (${dayLabel(day.date)})`
              : dayLabel(day.date);
        throw new TRPCError({
          code: "CONFLICT",
          message: `${HABIT_LABELS[input.habitType]} is already logged for ${which}. A day's log cannot be changed.`,
        });
      }
      const previous = { streak: member[columns.streak], lastDate: member[columns.lastDate] };
      const paused = habitPauses(input.habitType, member.pauses);
      // A late log behind today's (the run's last day) joins the run in the middle: the run
      // is counted again from the habit's logs, as decisions.md says the counters must equal.
      const run =
        previous.lastDate === null || day.date > previous.lastDate
          ? habitRunAfter(previous, day.date, input.outcome, paused)
          : habitRunFromLogs(await habitLogsOf(tx, memberId, input.habitType), paused);
      const [updated] = await tx
        .update(schema.users)
        .set({
          [columns.streak]: run.streak,
          [columns.lastDate]: run.lastDate,
          [columns.best]: Math.max(member[columns.best], run.streak),
        })
        .where(eq(schema.users.id, memberId))
        .returning();
      if (!updated) throw new Error("the member row was not updated");
      // The log that reaches a milestone is its one moment: pushed once, with this log (docs/push.md).
      if (run.streak > previous.streak && isAlertMilestone(run.streak)) {
        await queueMilestonePush(tx, memberId, input.habitType, run.streak, now);
        await notify(tx, { userId: memberId, kind: "milestone", habitType: input.habitType, days: run.streak });
      }
      return { log: withOutcome(log), member: toPublicMember(updated, now) };
    });
  }),

  /** A member's reminders, by time of day: your own, or anyone's for an admin. */
  reminders: publicProcedure
    .input(memberInput.default({ memberId: "me" }))
    .use(signedInWithOwn({ reminders: memberReminders.own }, whenOwn))
    .query(
      ({ ctx, input }) =>
        ctx.own.reminders ??
        memberReminders.ofMember(ctx.db).execute({ memberId: memberInScope(ctx.member, input.memberId) }),
    ),

  /**
   * Adds a reminder while the member keeps fewer than MAX_REMINDERS. Their row is locked
   * while the reminders are counted, so creates at the same moment, on any instance, never
   * pass the cap.
   */
  createReminder: protectedProcedure.input(reminderCreateInput).mutation(({ ctx, input }) => {
    const memberId = ownMemberId(ctx.member, input.memberId, "You can only set your own reminders.");
    return limitedWrite(ctx, "reminder", async (tx) => {
      await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.id, memberId))
        .for("no key update");
      const [kept] = await tx.select({ count: count() }).from(reminders).where(eq(reminders.userId, memberId));
      if ((kept?.count ?? 0) >= MAX_REMINDERS) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `You can keep at most ${MAX_REMINDERS} reminders. Delete one to add another.`,
        });
      }
      const [created] = await tx
        .insert(reminders)
        .values({
          userId: memberId,
          habitType: input.habitType,
          reminderTime: input.reminderTime,
          streakAlerts: input.streakAlerts,
          nextDue: nextReminderDue(input.reminderTime, ctx.member.timezone, new Date()),
        })
        .returning(reminderColumns);
      if (!created) throw new Error("the reminder was not written");
      return created;
    });
  }),

  /** Switches a reminder on or off, its streak alerts, or its time. Only its owner may: anyone else gets 404. */
  updateReminder: protectedProcedure.input(reminderUpdateInput).mutation(({ ctx, input }) => {
    const { id, ...changes } = input;
    return limitedWrite(ctx, "reminder", async (tx) => {
      const [updated] = await tx
        .update(reminders)
        .set(changes)
        .where(and(eq(reminders.id, id), eq(reminders.userId, ctx.member.id)))
        .returning(reminderColumns);
      if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: REMINDER_NOT_FOUND });
      // Its next ring, for the push sender, from its time as it now stands (docs/push.md).
      await tx
        .update(reminders)
        .set({ nextDue: nextReminderDue(updated.reminderTime, ctx.member.timezone, new Date()) })
        .where(eq(reminders.id, updated.id));
      return updated;
    });
  }),

  deleteReminder: protectedProcedure.input(reminderIdInput).mutation(async ({ ctx, input }) => {
    const [deleted] = await ctx.db
      .delete(reminders)
      .where(and(eq(reminders.id, input.id), eq(reminders.userId, ctx.member.id)))
      .returning({ id: reminders.id });
    if (!deleted) throw new TRPCError({ code: "NOT_FOUND", message: REMINDER_NOT_FOUND });
    return deleted;
  }),

  /**
   * Whether this tab should raise a reminder that came due: the first of the member's tabs
   * and devices to ask on a day gets yes, and the reminder is marked sent; the others no.
   */
  claimReminder: protectedProcedure.input(reminderIdInput).mutation(async ({ ctx, input }) => {
    const now = new Date();
    const startOfToday = startOfLocalDay(localDateOf(now, ctx.member.timezone), ctx.member.timezone);
    const mine = and(eq(reminders.id, input.id), eq(reminders.userId, ctx.member.id));
    const [claimed] = await ctx.db
      .update(reminders)
      .set({ lastSent: now })
      .where(and(mine, or(isNull(reminders.lastSent), lt(reminders.lastSent, startOfToday))))
      .returning({ id: reminders.id });
    if (claimed) return { raise: true };
    const [exists] = await ctx.db.select({ id: reminders.id }).from(reminders).where(mine);
    if (!exists) throw new TRPCError({ code: "NOT_FOUND", message: REMINDER_NOT_FOUND });
    return { raise: false };
  }),
});
