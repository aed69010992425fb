import { SimpleGrid, type SimpleGridProps } from "@mantine/core";
import { StatCard } from "@wolfpack/ui";
import { useWaitingToSync } from "../offline/queued.ts";
import type { Member } from "../trpc.ts";
import { IconBarbell, IconClock, IconFlame } from "./icons.ts";
import { WaitingToSync } from "./WaitingToSync.tsx";

type Numbers = Pick<Member, "workoutsCompleted" | "currentStreak" | "totalMinutes">;

/**
 * The member's three numbers, side by side: Workouts, Day Streak, Minutes (home and profile);
 * with a session that waits on the phone counted, and marked so (docs/offline.md).
 */
export function MemberStats({ member, ...props }: { member: Numbers } & SimpleGridProps) {
  const waiting = useWaitingToSync("complete").length > 0;
  return (
    <SimpleGrid cols={3} spacing="sm" {...props}>
      {waiting ? (
        <div style={{ gridColumn: "1 / -1" }}>
          <WaitingToSync />
        </div>
      ) : null}
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
