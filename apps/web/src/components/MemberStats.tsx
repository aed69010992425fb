import { SimpleGrid, type SimpleGridProps } from "@mantine/core";
import { StatCard } from "@wolfpack/ui";
import type { Member } from "../trpc.ts";
import { IconBarbell, IconClock, IconFlame } from "./icons.ts";

type Numbers = Pick<Member, "workoutsCompleted" | "currentStreak" | "totalMinutes">;

/** The member's three numbers, side by side: Workouts, Day Streak, Minutes (home and profile). */
export function MemberStats({ member, ...props }: { member: Numbers } & SimpleGridProps) {
  return (
    <SimpleGrid cols={3} spacing="sm" {...props}>
      <StatCard
        label="Workouts"
        one="Workout"
        value={member.workoutsCompleted}
        icon={<IconBarbell size={18} aria-hidden="true" />}
      />
      <StatCard label="Day Streak" value={member.currentStreak} icon={<IconFlame size={18} aria-hidden="true" />} />
      <StatCard
        label="Minutes"
        one="Minute"
        value={member.totalMinutes}
        icon={<IconClock size={18} aria-hidden="true" />}
      />
    </SimpleGrid>
  );
}
