import { countOf } from "@wolfpack/rules/shared/words";
import { formatNumber } from "@wolfpack/ui";

/** The standing a rank earns, the rank badge of a row: the pack's order from the alpha down. */
export function rankTier(rank: number): { label: string; tone: "alpha" | "beta" | "hunter" | "pack" } {
  if (rank === 1) return { label: "Alpha", tone: "alpha" };
  if (rank <= 3) return { label: "Beta", tone: "beta" };
  if (rank <= 10) return { label: "Hunter", tone: "hunter" };
  return { label: "Pack", tone: "pack" };
}

/** 1 → '1st', 2 → '2nd', 13 → '13th': the podium's names for screen readers. */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][rank % 10] ?? "th");
  return `${rank}${suffix}`;
}

export const streakWords = (days: number) => countOf(days, "day");
export const workoutWords = (count: number) => countOf(count, "workout");
export const minuteWords = (minutes: number) => `${formatNumber(minutes)} min`;
