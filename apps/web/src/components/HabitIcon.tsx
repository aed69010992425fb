import type { HabitType } from "@wolfpack/rules/habits/habits";
import { IconBook, IconCandyOff, IconGlassOff, IconSmokingNo } from "./icons.ts";

const ICONS = { smoking: IconSmokingNo, drinking: IconGlassOff, sugar: IconCandyOff, reading: IconBook } as const;

/** Each habit's icon: the habit screen's tabs and cards, the progress screen's streaks. */
export function HabitIcon({ habit, size = 18 }: { habit: HabitType; size?: number }) {
  const Icon = ICONS[habit];
  return <Icon size={size} aria-hidden="true" />;
}
