/**
 * 'Export my data': the member's own sessions and habit logs as CSV files a spreadsheet
 * opens, as Strong, Hevy and Loop export theirs. Sessions give one line per set, in the
 * member's weight unit; a session logged without sets still gives one line.
 */
import { HABIT_LABELS, type HabitType, habitOutcome } from "../habits/habits.ts";
import { toCsv } from "../shared/csv.ts";
import { type WeightUnit, weightIn } from "../training/weights.ts";

export const SESSION_EXPORT_HEADER = [
  "Date",
  "Workout",
  "Program day",
  "Duration (min)",
  "Exercise",
  "Set",
  "Reps",
  "Weight",
  "Unit",
] as const;

export const HABIT_LOG_EXPORT_HEADER = ["Date", "Habit", "Outcome", "Notes"] as const;

/** A session with one of its sets (or none: the set's fields are then null), as the database joins them. */
export interface ExportedSetRow {
  /** The member's calendar day of the session (YYYY-MM-DD). */
  date: string;
  workoutTitle: string;
  day: number | null;
  duration: number;
  exerciseName: string | null;
  setNumber: number | null;
  reps: number | null;
  weightKg: number | null;
}

export interface ExportedHabitLog {
  date: string;
  habitType: HabitType;
  /** The wire meaning: whether the member did the thing that day. */
  completed: boolean;
  notes: string | null;
}

export function sessionsCsv(rows: readonly ExportedSetRow[], unit: WeightUnit): string {
  return toCsv(
    SESSION_EXPORT_HEADER,
    rows.map((row) => [
      row.date,
      row.workoutTitle,
      row.day,
      row.duration,
      row.exerciseName,
      row.setNumber,
      row.reps,
      row.weightKg === null ? null : weightIn(row.weightKg, unit),
      row.weightKg === null ? null : unit,
    ]),
  );
}

const OUTCOME_WORDS = { success: "Success", failure: "Failure" } as const;

/** One line per log: the habit as the habit screen names it, and whether the day was a success. */
export function habitLogsCsv(logs: readonly ExportedHabitLog[]): string {
  return toCsv(
    HABIT_LOG_EXPORT_HEADER,
    logs.map((log) => [
      log.date,
      HABIT_LABELS[log.habitType],
      OUTCOME_WORDS[habitOutcome(log.habitType, log.completed)],
      log.notes,
    ]),
  );
}

export type ExportKind = "sessions" | "habit-logs";

/** 'wolfpack-sessions-2026-11-24.csv': what it holds and the member's day it was taken. */
export function exportFilename(kind: ExportKind, today: string): string {
  return `wolfpack-${kind}-${today}.csv`;
}
