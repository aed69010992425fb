import { Tabs } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { RECENT_SESSIONS } from "@wolfpack/rules/training/recent-sessions";
import { PageTitle } from "@wolfpack/ui";
import { useEffect, useState } from "react";
import { IconBarbell, IconFlame } from "../../components/icons.ts";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { useMember } from "../../lib/member.ts";
import { trpc } from "../../trpc.ts";
import { preloadHabitCalendars, TrainingCharts } from "./-progress/charts/lazy.ts";
import { HabitsTab } from "./-progress/HabitsTab.tsx";
import { ProgressSkeleton } from "./-progress/ProgressSkeleton.tsx";
import { WorkoutsTab } from "./-progress/WorkoutsTab.tsx";

const SESSIONS_INPUT = { limit: RECENT_SESSIONS };
const ME = { memberId: "me" };

export const Route = createFileRoute("/_authenticated/progress")({
  head: screenHead("Progress"),
  // The member's stats and habit streaks, their progress numbers, the latest sessions, the
  // program days done and the program's workouts (the next day's): asked for together,
  // one request. The training charts' code beside them (a failed fetch is tried again as
  // they draw, where the screen's retry card shows if it fails again).
  loader: async ({ context }) => {
    await Promise.all([
      TrainingCharts.preload().catch(() => undefined),
      context.trpc.auth.me.ensureData(),
      context.trpc.member.progress.ensureData(ME),
      context.trpc.workout.history.ensureData(SESSIONS_INPUT),
      context.trpc.program.days.ensureData(),
      context.trpc.workout.list.ensureData(),
    ]);
  },
  pendingComponent: ProgressSkeleton,
  errorComponent: RetryCard,
  component: ProgressPage,
});

type ProgressTab = "workouts" | "habits";

function ProgressPage() {
  const member = useMember();
  const [progress] = trpc.member.progress.useSuspenseQuery(ME);
  const [sessions] = trpc.workout.history.useSuspenseQuery(SESSIONS_INPUT);
  const [program] = trpc.program.days.useSuspenseQuery();
  const [workouts] = trpc.workout.list.useSuspenseQuery();
  const [tab, setTab] = useState<ProgressTab>("workouts");
  // The charts' data, asked for now: the cards show skeletons until it is in, and a failed
  // read shows this screen's retry card.
  trpc.progress.charts.usePrefetchQuery();
  useEffect(preloadHabitCalendars, []);

  return (
    <>
      <PageTitle eyebrow="Your journey" title="Progress" subtitle="Every hunt counts. Here is how far you have come." />
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === "habits" ? "habits" : "workouts")}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List grow mb="md" aria-label="Progress views">
          <Tabs.Tab value="workouts" leftSection={<IconBarbell size={16} aria-hidden="true" />} mih={44} fw={700}>
            Workouts
          </Tabs.Tab>
          <Tabs.Tab value="habits" leftSection={<IconFlame size={16} aria-hidden="true" />} mih={44} fw={700}>
            Habits
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="workouts">
          <WorkoutsTab
            member={member}
            progress={progress}
            sessions={sessions}
            completedDays={program.completedDays}
            workouts={workouts}
          />
        </Tabs.Panel>
        <Tabs.Panel value="habits">
          <HabitsTab member={member} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
