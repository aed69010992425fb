import { SimpleGrid, Stack } from "@mantine/core";
import { percentOf } from "@wolfpack/rules/training/achievement-progress";
import { nextWorkout } from "@wolfpack/rules/training/program";
import { WEEKLY_GOAL } from "@wolfpack/rules/training/progress-goals";
import { formatNumber, StatCard } from "@wolfpack/ui";
import { Suspense } from "react";
import {
  IconBarbell,
  IconCalendarStats,
  IconClock,
  IconFlame,
  IconTarget,
  IconTrophy,
} from "../../../components/icons.ts";
import type { Member, RouterOutputs } from "../../../trpc.ts";
import { TrainingCharts } from "./charts/lazy.ts";
import { TrainingChartsSkeleton } from "./charts/Skeletons.tsx";
import { GoalCard } from "./GoalCard.tsx";
import { NextWorkoutCard } from "./NextWorkoutCard.tsx";
import { ProgramGrid } from "./ProgramGrid.tsx";
import { RecentAchievements } from "./RecentAchievements.tsx";
import { RecentSessions } from "./RecentSessions.tsx";

export interface WorkoutsTabProps {
  member: Member;
  /** The numbers the server counts by their rules (member.progress). */
  progress: RouterOutputs["member"]["progress"];
  sessions: RouterOutputs["workout"]["history"];
  /** The program days done (program.days): the grid and the next workout read them. */
  completedDays: readonly number[];
  workouts: RouterOutputs["workout"]["list"];
}

const goalIcon = { size: 18, color: "var(--mantine-color-wolf-5)", "aria-hidden": true } as const;

/**
 * Training progress: the stats, the goals, the charts, recent achievements and sessions,
 * the 100 days, what's next. Every number is one the other screens show too, from the same
 * rule (decisions.md, "Progress numbers"); none is worked out here.
 */
export function WorkoutsTab({ member, progress, sessions, completedDays, workouts }: WorkoutsTabProps) {
  const { weekWorkouts, monthMinutes, monthlyMinutesGoal } = progress;

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <StatCard
          label="Total Workouts"
          value={member.workoutsCompleted}
          icon={<IconBarbell size={18} aria-hidden="true" />}
        />
        <StatCard label="Day Streak" value={member.currentStreak} icon={<IconFlame size={18} aria-hidden="true" />} />
        <StatCard label="Total Minutes" value={member.totalMinutes} icon={<IconClock size={18} aria-hidden="true" />} />
        <StatCard
          label="Achievements"
          one="Achievement"
          value={progress.achievementsEarned}
          icon={<IconTrophy size={18} aria-hidden="true" />}
        />
      </SimpleGrid>
      <GoalCard
        title="Weekly Goal"
        icon={<IconTarget {...goalIcon} />}
        value={weekWorkouts}
        goal={WEEKLY_GOAL}
        unit="workouts"
        percent={percentOf(weekWorkouts, WEEKLY_GOAL)}
        note={
          weekWorkouts >= WEEKLY_GOAL
            ? "Week complete. The pack howls for you."
            : `${WEEKLY_GOAL - weekWorkouts} to go this week.`
        }
      />
      <GoalCard
        title="Monthly Minutes"
        icon={<IconCalendarStats {...goalIcon} />}
        value={monthMinutes}
        goal={monthlyMinutesGoal}
        unit="min"
        percent={percentOf(monthMinutes, monthlyMinutesGoal)}
        note={`${formatNumber(monthlyMinutesGoal - monthMinutes)} minutes to this month's goal.`}
      />
      <Suspense fallback={<TrainingChartsSkeleton />}>
        <TrainingCharts hasSessions={member.workoutsCompleted > 0} />
      </Suspense>
      <RecentAchievements achievements={progress.recentAchievements} />
      <RecentSessions sessions={sessions} timeZone={member.timezone} />
      <ProgramGrid completedDays={completedDays} />
      <NextWorkoutCard next={nextWorkout(workouts, completedDays)} />
    </Stack>
  );
}
