import type { Icon } from "@tabler/icons-react";
import { WolfGlyph } from "@wolfpack/ui";
import {
  IconAward,
  IconBarbell,
  IconBolt,
  IconCalendar,
  IconClock,
  IconCrown,
  IconDiamond,
  IconFlame,
  IconHourglass,
  IconMeat,
  IconMedal,
  IconMoon,
  IconPaw,
  IconShield,
  IconStopwatch,
  IconSwords,
  IconTarget,
  IconTrophy,
} from "./icons.ts";

/**
 * achievement.icon is an emoji (the seed's) or a short name. Both become the app's own
 * line icons, so every badge looks alike on every device; an emoji or a name it does not
 * know shows as it is, or as a medal.
 */
const ICONS: Record<string, Icon | "wolf"> = {
  "🐺": "wolf",
  wolf: "wolf",
  "🐾": IconPaw,
  paw: IconPaw,
  "🔥": IconFlame,
  flame: IconFlame,
  fire: IconFlame,
  "⏱️": IconStopwatch,
  "⏱": IconStopwatch,
  stopwatch: IconStopwatch,
  timer: IconStopwatch,
  "⚔️": IconSwords,
  "⚔": IconSwords,
  swords: IconSwords,
  sword: IconSwords,
  "📅": IconCalendar,
  calendar: IconCalendar,
  "🥩": IconMeat,
  meat: IconMeat,
  "⌛": IconHourglass,
  hourglass: IconHourglass,
  "🏹": IconTarget,
  target: IconTarget,
  "🛡️": IconShield,
  "🛡": IconShield,
  shield: IconShield,
  "👑": IconCrown,
  crown: IconCrown,
  "⚡": IconBolt,
  bolt: IconBolt,
  "🏆": IconTrophy,
  trophy: IconTrophy,
  "💎": IconDiamond,
  diamond: IconDiamond,
  "🌕": IconMoon,
  moon: IconMoon,
  medal: IconMedal,
  award: IconAward,
  clock: IconClock,
  dumbbell: IconBarbell,
  barbell: IconBarbell,
};

/** Text that is one emoji or a few pictographs, shown as it is when no icon matches. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

export function AchievementIcon({ icon, size, earned }: { icon: string | null; size: number; earned: boolean }) {
  const key = icon?.trim() ?? "";
  const match = ICONS[key] ?? ICONS[key.toLowerCase()];
  const style = earned ? undefined : { filter: "grayscale(1)", opacity: 0.75 };
  if (match === "wolf") return <WolfGlyph size={size} style={style} />;
  if (match) {
    const Matched = match;
    return <Matched size={size} stroke={1.8} aria-hidden="true" style={style} />;
  }
  if (PICTOGRAPH.test(key)) {
    return (
      <span aria-hidden="true" style={{ fontSize: size * 0.9, lineHeight: 1, ...style }}>
        {key}
      </span>
    );
  }
  return <IconMedal size={size} stroke={1.8} aria-hidden="true" style={style} />;
}
