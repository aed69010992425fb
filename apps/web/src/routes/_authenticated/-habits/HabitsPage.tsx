import { Stack, Tabs } from "@mantine/core";
import { HABIT_TYPES, type HabitType } from "@wolfpack/rules/habits/habits";
import { RECENT_HABIT_HISTORY } from "@wolfpack/rules/habits/recent-logs";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { PageTitle } from "@wolfpack/ui";
import { useState } from "react";
import { HabitIcon } from "../../../components/HabitIcon.tsx";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import { HabitPanel } from "./HabitPanel.tsx";

/** The tabs' names: the habits as the member calls them (the panels carry the full labels). */
const TAB_NAMES: Record<HabitType, string> = {
  smoking: "Smoking",
  drinking: "Drinking",
  sugar: "Sugar",
  reading: "Reading",
};

export function HabitsPage() {
  const member = useMember();
  const [logs] = trpc.habit.history.useSuspenseQuery(RECENT_HABIT_HISTORY);
  const [reminders] = trpc.habit.reminders.useSuspenseQuery();
  const [habit, setHabit] = useState<HabitType>("smoking");
  const today = localDateOf(new Date(), member.timezone);

  return (
    <>
      <PageTitle eyebrow="Habits" title="Habit Tracking" subtitle="Four habits, one honest day at a time." />
      <Tabs
        value={habit}
        onChange={(value) => setHabit(HABIT_TYPES.find((type) => type === value) ?? "smoking")}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List grow mb="md" aria-label="Habits">
          {HABIT_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type} mih={56} fw={700} fz={13} px={4}>
              {/* The icon above the name: four names side by side fit a 360 px screen. */}
              <Stack gap={2} align="center">
                <HabitIcon habit={type} size={18} />
                {TAB_NAMES[type]}
              </Stack>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HABIT_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type}>
            <HabitPanel
              habit={type}
              member={member}
              logs={logs.filter((log) => log.habitType === type)}
              reminders={reminders}
              today={today}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
