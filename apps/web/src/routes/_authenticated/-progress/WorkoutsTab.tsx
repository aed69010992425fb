import { SimpleGrid, Stack } from "@mantine/core";
import { percentOf } from "@wolfpack/rules/achievement-progress";
import { achievementsCount, monthlyMinutesGoal, WEEKLY_GOAL, weeklyGoalCount } from "@wolfpack/rules/progress-goals";
import { formatNumber, StatCard } from "@wolfpack/ui";
import {
  IconBarbell,
  IconCalendarStats,
  IconClock,
  IconFlame,
  IconTarget,
  IconTrophy,
} from "../../../components/icons.ts";
import type { Member, RouterOutputs } from "../../../trpc.ts";
import { GoalCard } from "./GoalCard.tsx";
import { NextWorkoutCard } from "./NextWorkoutCard.tsx";
import { ProgramGrid } from "./ProgramGrid.tsx";
import { RecentAchievements } from "./RecentAchievements.tsx";
import { RecentSessions } from "./RecentSessions.tsx";

export interface WorkoutsTabProps {
  member: Member;
  sessions: RouterOutputs["workout"]["history"];
  workouts: RouterOutputs["workout"]["list"];
}

const goalIcon = { size: 18, color: "var(--mantine-color-wolf-5)", "aria-hidden": true } as const;

/** Training progress: the stats, the goals, recent achievements and sessions, the 100 days, what's next. */
export function WorkoutsTab({ member, sessions, workouts }: WorkoutsTabProps) {
  const streak = member.currentStreak;
  const week = weeklyGoalCount(streak);
  const monthGoal = monthlyMinutesGoal(member.totalMinutes);

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <StatCard
          label="Total Workouts"
          value={member.workoutsCompleted}
          icon={<IconBarbell size={18} aria-hidden="true" />}
        />
        <StatCard label="Day Streak" value={streak} icon={<IconFlame size={18} aria-hidden="true" />} />
        <StatCard label="Total Minutes" value={member.totalMinutes} icon={<IconClock size={18} aria-hidden="true" />} />
        <StatCard
          label="Achievements"
          value={achievementsCount(streak)}
          icon={<IconTrophy size={18} aria-hidden="true" />}
        />
      </SimpleGrid>
      <GoalCard
        title="Weekly Goal"
        icon={<IconTarget {...goalIcon} />}
        value={week}
        goal={WEEKLY_GOAL}
        unit="workouts"
        percent={percentOf(week, WEEKLY_GOAL)}
        note={week >= WEEKLY_GOAL ? "Week complete. The pack howls for you." : `${WEEKLY_GOAL - week} to go this week.`}
      />
      <GoalCard
        title="Monthly Minutes"
        icon={<IconCalendarStats {...goalIcon} />}
        value={member.totalMinutes}
        goal={monthGoal}
        unit="min"
        percent={percentOf(member.totalMinutes, monthGoal)}
        note={`${formatNumber(monthGoal - member.totalMinutes)} minutes to this month's goal.`}
      />
      <RecentAchievements />
      <RecentSessions sessions={sessions} timeZone={member.timezone} />
      <ProgramGrid streak={streak} />
      <NextWorkoutCard streak={streak} workouts={workouts} />
    </Stack>
  );
}
