/**
 * What the training routes answer (/api/docs, Training): workouts, exercises, sessions,
 * the recovery cooldown, pauses and achievements, as the procedures give them.
 */
import { z } from "zod";
import { memberAnswer } from "../auth/answers.ts";
import { calendarDay, instant, rowIdAnswer } from "../shared/answers.ts";
import { ACHIEVEMENT_TIERS, ACHIEVEMENT_TRIGGERS } from "./achievements.ts";
import { PAUSE_REASONS } from "./pause.ts";
import { PROGRAM_DAYS } from "./workout-filter.ts";

const count = z.number().int().min(0);
const minutes = z.number().int().min(0);

/** A workout's place in the 100-day program; null for a workout outside it. */
const programDay = z
  .number()
  .int()
  .min(1)
  .max(PROGRAM_DAYS)
  .nullable()
  .meta({ description: "Its day of the 100-day program; null outside the program." });

/** What a workout's card shows, as every list of workouts carries it. */
const workoutCard = {
  id: rowIdAnswer,
  title: z.string(),
  category: z.string(),
  duration: z.number().int().positive().meta({ description: "Listed minutes." }),
  difficulty: z.string(),
  exercises: z.array(z.string()).meta({ description: "The names of its exercises, in order." }),
  imageUrl: z.string().nullable(),
  day: programDay,
  isPremium: z.boolean(),
};

export const workoutListAnswer = z.array(
  z
    .object({
      ...workoutCard,
      locked: z.boolean().meta({ description: "Whether this member must upgrade to open it." }),
    })
    .meta({ id: "WorkoutCard", description: "A workout as its card shows it." }),
);

/** A set the member logged, the weight in kilograms. */
const loggedSetAnswer = z.object({
  exerciseName: z.string(),
  setNumber: z.number().int().positive(),
  reps: count.nullable(),
  weightKg: z.number().min(0).nullable(),
});

export const workoutAnswer = z
  .object({
    ...workoutCard,
    description: z.string().nullable(),
    muscleGroups: z.array(z.string()),
    equipmentNeeded: z.array(z.string()),
    videoUrl: z.string().nullable(),
    instructorNotes: z.string().nullable(),
    locked: z.boolean().meta({ description: "Always false: a locked workout is refused with 403." }),
    lastSession: z
      .object({ completedAt: instant, sets: z.array(loggedSetAnswer) })
      .nullable()
      .meta({ description: "The member's latest session of this workout and its sets; null when none." }),
  })
  .meta({ id: "Workout", description: "A whole workout, with what the member logged the last time." });

export const exerciseListAnswer = z.array(
  z
    .object({
      id: rowIdAnswer,
      name: z.string(),
      description: z.string().nullable(),
      muscleGroups: z.array(z.string()),
      instructions: z.string().nullable(),
      tips: z.string().nullable(),
      imageUrl: z.string().nullable(),
      videoUrl: z.string().nullable(),
      difficulty: z.string().nullable(),
      equipment: z.string().nullable(),
      sets: z.number().int().nullable(),
      reps: z.string().nullable(),
    })
    .meta({ id: "Exercise" }),
);

/** A completed session as the history lists it: the member's own, or a member's by id. */
export const sessionHistoryAnswer = z
  .array(
    z.object({
      id: rowIdAnswer,
      workoutId: rowIdAnswer,
      workoutTitle: z.string(),
      category: z.string(),
      day: programDay,
      completedAt: instant,
      duration: minutes,
      caloriesBurned: count,
    }),
  )
  .meta({ id: "SessionHistory", description: "Completed sessions, newest first." });

export const completionAnswer = z
  .object({
    session: z.object({
      id: rowIdAnswer,
      workoutId: rowIdAnswer,
      completedAt: instant,
      localDate: calendarDay.meta({ description: "The member's calendar day of the session." }),
      duration: minutes,
      caloriesBurned: count,
    }),
    member: memberAnswer,
    newAchievements: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          tier: z.string(),
          xpValue: count,
          icon: z.string().nullable(),
        }),
      )
      .meta({ description: "What this session earned." }),
  })
  .meta({ description: "The session recorded, the member as it left them, and what it earned." });

export const cooldownAnswer = z.object({
  canUnlock: z.boolean().meta({ description: "Whether the next program day is open." }),
  timeRemaining: count.meta({ description: "Milliseconds until it opens; 0 when open." }),
  endsAt: instant.nullable().meta({ description: "When the cooldown ends; null when the day is open." }),
});

/** The pause under way or to come, and the pause days left (docs/rules.md, Pause). */
export const pauseStateAnswer = z
  .object({
    today: calendarDay.meta({ description: "The member's today." }),
    current: z
      .object({
        id: rowIdAnswer,
        firstDay: calendarDay,
        lastDay: calendarDay,
        reason: z.enum(PAUSE_REASONS),
        active: z.boolean().meta({ description: "Under way today, rather than still to come." }),
      })
      .nullable(),
    daysLeft: count.meta({ description: "The longest pause that could start today; 0 while one is under way." }),
    maxDays: count,
    windowDays: count,
  })
  .meta({ id: "PauseState" });

export const achievementListAnswer = z.array(
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      tier: z.enum(ACHIEVEMENT_TIERS),
      xpValue: count,
      category: z.string().nullable(),
      triggerType: z.enum(ACHIEVEMENT_TRIGGERS).nullable(),
      triggerValue: z.number().int().nullable(),
      icon: z.string().nullable(),
    })
    .meta({ id: "Achievement" }),
);

export const earnedAchievementsAnswer = z.array(
  z.object({
    id: rowIdAnswer,
    achievementId: z.string(),
    unlockedAt: instant.nullable(),
    progress: count,
    completed: z.boolean(),
  }),
);
