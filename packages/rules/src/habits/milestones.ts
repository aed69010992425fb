/**
 * How far a habit's streak has come: the habit screen's bar and words, the milestones that
 * raise an alert, and those the progress screen shows.
 */
import { wholeCount } from "../shared/counts.ts";
import { countOf } from "../shared/words.ts";
import { HABIT_LABELS, type HabitType } from "./habits.ts";

/** The goals the habit screen's progress bar moves toward (docs/rules.md, Habits). */
export const HABIT_PROGRESS_TARGETS = [7, 14, 30, 60, 100, 365] as const;

export interface HabitProgress {
  /** The target passed last (0 before the first). */
  previous: number;
  /** The next target, or null past the last. */
  next: number | null;
  /** Of the way from the previous target to the next, 0 to 100; 100 past the last. */
  percent: number;
  /** The encouragement under the bar. */
  line: string;
}

export function habitProgress(streak: number): HabitProgress {
  const days = Math.max(0, Math.floor(streak));
  const next = HABIT_PROGRESS_TARGETS.find((target) => days < target) ?? null;
  if (next === null) {
    return { previous: 365, next: null, percent: 100, line: "A full year. Every milestone is yours." };
  }
  const previous = [...HABIT_PROGRESS_TARGETS].reverse().find((target) => target <= days) ?? 0;
  const left = next - days;
  return {
    previous,
    next,
    percent: Math.round(((days - previous) / (next - previous)) * 100),
    line: `${countOf(left, "day")} to your ${next}-day milestone.`,
  };
}

/** The line under a habit's streak (docs/rules.md, Habits). */
export function habitStreakMessage(streak: number): string {
  if (streak <= 0) return "Start your journey today!";
  if (streak === 1) return "Great start! Keep it up!";
  if (streak < 7) return "Staying strong! Every day counts.";
  if (streak < 30) return "Building momentum! This is becoming who you are.";
  if (streak < 100) return "Champion mindset! The pack sees your discipline.";
  return "Legend status! You have mastered this habit.";
}

/** Streaks that raise a milestone alert (docs/rules.md, Habits). */
export const HABIT_ALERT_MILESTONES = [1, 3, 7, 14, 30, 60, 100, 365] as const;

export function isAlertMilestone(streak: number): boolean {
  return (HABIT_ALERT_MILESTONES as readonly number[]).includes(streak);
}

export const milestoneTitle = (days: number) => `${days} Day Milestone!`;

/** What a milestone alert says, in the app and in a push. */
export function milestoneMessage(habit: HabitType, days: number): { title: string; body: string } {
  return {
    title: milestoneTitle(days),
    body: `${HABIT_LABELS[habit]}: ${countOf(days, "day")} strong. The pack sees you.`,
  };
}

/** Habit streak milestones the progress screen shows, in days. */
export const HABIT_MILESTONES = [7, 14, 30, 60, 100] as const;

/** What a habit streak has reached past the last milestone. */
export const HABIT_CHAMPION = "Champion";

export interface HabitMilestoneProgress {
  /** Each milestone, and whether the streak has reached it. */
  milestones: { days: number; reached: boolean }[];
  /** The next milestone to reach, or null once every one is reached. */
  next: number | null;
  /** True once every milestone is reached (100 days and over). */
  champion: boolean;
  /** What the screen shows: 'Next: 14 days', or 'Champion' past the last milestone. */
  label: string;
}

/**
 * Where a habit streak stands among the milestones. A milestone is reached on its very
 * day (7 days reaches 7); once 100 is reached there is nothing left to reach and the
 * habit shows 'Champion'.
 */
export function habitMilestoneProgress(streak: number): HabitMilestoneProgress {
  const days = wholeCount(streak);
  const milestones = HABIT_MILESTONES.map((milestone) => ({ days: milestone, reached: days >= milestone }));
  const next = HABIT_MILESTONES.find((milestone) => days < milestone) ?? null;
  return {
    milestones,
    next,
    champion: next === null,
    label: next === null ? HABIT_CHAMPION : `Next: ${next} days`,
  };
}
