import { TRPCError } from "@trpc/server";
import {
  type AnyColumn,
  and,
  asc,
  type Database,
  eq,
  gte,
  isNotNull,
  schema,
  sql,
  type Transaction,
} from "@wolfpack/db";
import { addDays, datesAnywhere, localDateOf } from "@wolfpack/rules/shared/calendar";
import { isWorkoutLocked, LOCKED_WORKOUT_MESSAGE } from "@wolfpack/rules/training/access";
import { pauseStartInput, programDayToggleInput } from "@wolfpack/rules/training/inputs";
import {
  currentPause,
  endPauseEarly,
  PAUSE_MAX_DAYS,
  PAUSE_WINDOW_DAYS,
  pauseDaysLeft,
  pauseFrom,
  pauseRefusal,
  pausesThatMatter,
} from "@wolfpack/rules/training/pause";
import { answerOf } from "../auth/kept-rows.ts";
import { memberRows } from "../auth/member-rows.ts";
import { protectedProcedure, publicProcedure, router, signedInWithOwn } from "../trpc.ts";

/**
 * Program days the member trained (a session of that day's workout), and those marked by
 * hand: any member's (`ofMember`), or the signed-in member's with their session in one
 * round trip (`own`, auth/member-rows.ts).
 */
const trainedAndMarkedDays = memberRows(
  "program_days",
  (db, member, alias) =>
    db
      .selectDistinct({ day: schema.workouts.day, trained: sql<boolean>`true`.as("trained") })
      .from(schema.userWorkouts)
      .innerJoin(schema.workouts, eq(schema.workouts.id, schema.userWorkouts.workoutId))
      .where(and(eq(schema.userWorkouts.userId, member), isNotNull(schema.workouts.day)))
      .unionAll(
        db
          .select({ day: schema.programDayMarks.day, trained: sql<boolean>`false`.as("trained") })
          .from(schema.programDayMarks)
          .where(eq(schema.programDayMarks.userId, member)),
      )
      .as(alias),
  // The days are sorted below; this only makes the answer the same each time.
  (days) => [asc(days.day), asc(days.trained)],
  { kept: "own" },
);

/** A row of the program days: the day, and whether a session (not a hand mark) did it. */
type DayRow = { day: number | null; trained: boolean };

/** The days done, and of those the ones a session completed. */
function programDays(rows: readonly DayRow[]) {
  const ascending = (days: Iterable<number>) => [...days].sort((x, y) => x - y);
  const done = new Set<number>();
  const bySession = new Set<number>();
  for (const row of rows) {
    if (row.day === null) continue;
    done.add(row.day);
    if (row.trained) bySession.add(row.day);
  }
  // The days done, and of those the ones a session completed (a hand mark cannot undo those).
  return { completedDays: ascending(done), trainedDays: ascending(bySession) };
}

/** Any member's program days, read apart from their session: one round trip. */
async function programDaysOf(db: Database, member: string) {
  return programDays(await trainedAndMarkedDays.ofMember(db).execute({ memberId: member }));
}

const pp = schema.programPauses;
/** A value given when a prepared query runs. */
type Placeholder = ReturnType<typeof sql.placeholder>;

/** The member's pauses ending on or after `since`, and any to come (program_pauses_member_idx). */
function pausesSince(
  db: Database | Transaction,
  member: AnyColumn | string | Placeholder,
  since: string | Placeholder,
) {
  return db
    .select({ id: pp.id, firstDay: pp.firstDay, lastDay: pp.lastDay, reason: pp.reason })
    .from(pp)
    .where(and(eq(pp.userId, member), gte(pp.lastDay, since)));
}

/** The earliest day a pause may end on and still count on `today`: a budget window before it. */
const countingSince = (today: string) => addDays(today, -PAUSE_WINDOW_DAYS);

/**
 * The pauses that can count on the member's today, and some that ended a day or two before
 * (pauseState keeps those that count): read before the member's zone is known, from the
 * earliest today anywhere (datesAnywhere). Any member's (`ofMember`), or the signed-in
 * member's with their session in one round trip (`own`, auth/member-rows.ts).
 */
const countingPauses = memberRows(
  "program_pauses",
  (db, member, alias) => pausesSince(db, member, sql.placeholder("pausesSince")).as(alias),
  (pauses) => [asc(pauses.firstDay)],
  { kept: "own" },
);
const countingPausesParams = () => ({ pausesSince: countingSince(datesAnywhere(new Date()).earliest) });

/** The member's pauses that count on `today`, in a transaction: in the order countingPauses gives them. */
function pausesFrom(tx: Transaction, member: string, today: string) {
  return pausesSince(tx, member, countingSince(today)).orderBy(asc(pp.firstDay));
}

type PauseRow = Awaited<ReturnType<typeof pausesFrom>>[number];

/** What the program screen shows of pausing: the pause under way or to come, and the days left. */
function pauseState(read: readonly PauseRow[], today: string) {
  const pauses = read.filter((pause) => pause.lastDay >= countingSince(today));
  const current = currentPause(pauses, today);
  return {
    today,
    // Under way (`active`) or still to come.
    current: current && { ...current, active: current.firstDay <= today },
    /** The longest pause that could start today (0 while one is under way). */
    daysLeft: current && current.firstDay <= today ? 0 : pauseDaysLeft(pauses, today),
    maxDays: PAUSE_MAX_DAYS,
    windowDays: PAUSE_WINDOW_DAYS,
  };
}

/**
 * Changes a member's pauses under their row's lock, so two requests at once can neither
 * overlap nor overspend the budget, then copies what the streak rules need onto the row
 * (users.pauses) in the same transaction.
 */
async function withPauses(
  db: Database,
  memberId: string,
  change: (tx: Transaction, pauses: PauseRow[], today: string) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ timezone: schema.users.timezone })
      .from(schema.users)
      .where(eq(schema.users.id, memberId))
      .for("update");
    if (!member) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
    const today = localDateOf(new Date(), member.timezone);
    await change(tx, await pausesFrom(tx, memberId, today), today);
    const after = await pausesFrom(tx, memberId, today);
    await tx
      .update(schema.users)
      .set({ pauses: pausesThatMatter(after, today) })
      .where(eq(schema.users.id, memberId));
    return pauseState(after, today);
  });
}

export const programRouter = router({
  /** The 100-day program days the member has done: trained, or marked done by hand. */
  days: publicProcedure
    .use(signedInWithOwn({ days: trainedAndMarkedDays.own }, () => ({})))
    .query(({ ctx }) =>
      ctx.own.days ? answerOf(ctx.own.days, "", programDays) : programDaysOf(ctx.db, ctx.member.id),
    ),

  /**
   * Marks a day done by hand, or takes the mark back. A day the member trained stays
   * done: a session cannot be unmarked. With `done` the mark is set or taken away as said,
   * so a change queued on a phone and sent again lands the same (docs/rules.md, Offline
   * sync); without it the mark is toggled.
   */
  toggleDay: protectedProcedure.input(programDayToggleInput).mutation(async ({ ctx, input }) => {
    const [workout] = await ctx.db
      .select({ isPremium: schema.workouts.isPremium, day: schema.workouts.day })
      .from(schema.workouts)
      .where(eq(schema.workouts.day, input.day));
    if (workout && isWorkoutLocked(workout, ctx.member)) {
      throw new TRPCError({ code: "FORBIDDEN", message: LOCKED_WORKOUT_MESSAGE });
    }
    // A trained day stays done: there is no hand mark to give or take.
    const before = await programDaysOf(ctx.db, ctx.member.id);
    if (before.trainedDays.includes(input.day)) return before;
    const mark = and(eq(schema.programDayMarks.userId, ctx.member.id), eq(schema.programDayMarks.day, input.day));
    const removed = input.done === true ? [] : await ctx.db.delete(schema.programDayMarks).where(mark).returning();
    if (removed.length === 0 && input.done !== false) {
      await ctx.db
        .insert(schema.programDayMarks)
        .values({ userId: ctx.member.id, day: input.day })
        .onConflictDoNothing();
    }
    return programDaysOf(ctx.db, ctx.member.id);
  }),

  /** The pause under way or to come, and how many pause days are left (docs/rules.md, Pause). */
  pauses: publicProcedure
    .use(signedInWithOwn({ pauses: countingPauses.own }, countingPausesParams))
    .query(async ({ ctx }) => {
      const pauses =
        ctx.own.pauses ??
        (await countingPauses.ofMember(ctx.db).execute({ memberId: ctx.member.id, ...countingPausesParams() }));
      const today = localDateOf(new Date(), ctx.member.timezone);
      return answerOf(pauses, today, (counting) => pauseState(counting, today));
    }),

  /**
   * Pauses the program from today for `days` days: 409 naming the days left when the
   * budget (14 in any 90) would be passed or a pause is already under way or to come.
   */
  pause: protectedProcedure.input(pauseStartInput).mutation(({ ctx, input }) =>
    withPauses(ctx.db, ctx.member.id, async (tx, pauses, today) => {
      const pause = pauseFrom(today, input.days);
      const refused = pauseRefusal(pauses, pause, today);
      if (refused) {
        throw new TRPCError({
          code: refused.kind === "conflict" ? "CONFLICT" : "BAD_REQUEST",
          message: refused.message,
        });
      }
      await tx.insert(pp).values({ userId: ctx.member.id, ...pause, reason: input.reason });
    }),
  ),

  /**
   * Ends the pause under way early (yesterday becomes its last paused day, so a workout today
   * counts) or takes back one from today on; 409 when there is none.
   */
  resume: protectedProcedure.mutation(({ ctx }) =>
    withPauses(ctx.db, ctx.member.id, async (tx, pauses, today) => {
      const pause = currentPause(pauses, today);
      if (!pause) throw new TRPCError({ code: "CONFLICT", message: "Your program is not paused." });
      const ending = endPauseEarly(pause, today);
      if (ending === null) return;
      if (ending === "remove") await tx.delete(pp).where(eq(pp.id, pause.id));
      else await tx.update(pp).set({ lastDay: ending.lastDay }).where(eq(pp.id, pause.id));
    }),
  ),
});
