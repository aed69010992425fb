import { Card, Group, NativeSelect, Text, VisuallyHidden } from "@mantine/core";
import { dayLabel } from "@wolfpack/rules/shared/calendar";
import type { ExerciseOneRepMax, WeekMinutes } from "@wolfpack/rules/training/charts";
import { formatNumber } from "@wolfpack/ui";
import { type ReactNode, useId, useState } from "react";
import { IconChartLine, IconClock } from "../../../../components/icons.ts";
import { preloadable } from "../../../../lib/preloadable.tsx";
import { trpc } from "../../../../trpc.ts";

/**
 * The chart library comes with the drawings, in a chunk of its own, fetched with this one
 * (lazy.ts): the cards draw with their plots in one go.
 */
const loadPlots = () => import("./Plots.tsx");
const MinutesPlot = preloadable(() => loadPlots().then((plots) => plots.MinutesPlot));
const OneRepMaxPlot = preloadable(() => loadPlots().then((plots) => plots.OneRepMaxPlot));
export const preloadPlots = () => Promise.all([MinutesPlot.preload(), OneRepMaxPlot.preload()]);

function ChartCard({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card padding="md" component="section" aria-labelledby={id}>
      <Group gap={8} mb="xs" wrap="nowrap">
        {icon}
        <Text id={id} component="h2" ff="heading" fz={22} fw={700} lh={1.1} m={0}>
          {title}
        </Text>
      </Group>
      {children}
    </Card>
  );
}

const cardIcon = { size: 18, color: "var(--mantine-color-wolf-5)", "aria-hidden": true } as const;

/** Minutes per week and the estimated one-rep max over time, from `progress.charts`. */
export function TrainingCharts({ hasSessions }: { hasSessions: boolean }) {
  const [charts] = trpc.progress.charts.useSuspenseQuery();
  return (
    <>
      <MinutesCard weeks={charts.weeklyMinutes} hasSessions={hasSessions} />
      <OneRepMaxCard exercises={charts.oneRepMax} unit={charts.weightUnit} />
    </>
  );
}

function MinutesCard({ weeks, hasSessions }: { weeks: WeekMinutes[]; hasSessions: boolean }) {
  const titleId = useId();
  const thisWeek = weeks.at(-1)?.minutes ?? 0;
  const total = weeks.reduce((sum, week) => sum + week.minutes, 0);
  return (
    <ChartCard id={titleId} title="Minutes per Week" icon={<IconClock {...cardIcon} />}>
      {hasSessions ? (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            This week: {formatNumber(thisWeek)} min. Last {weeks.length} weeks: {formatNumber(total)} min, about{" "}
            {formatNumber(total / weeks.length)} a week.
          </Text>
          <MinutesPlot weeks={weeks} />
          <VisuallyHidden>
            <table>
              <caption>Minutes per week, last {weeks.length} weeks</caption>
              <thead>
                <tr>
                  <th scope="col">Week starting</th>
                  <th scope="col">Minutes</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, index) => (
                  <tr key={week.weekStart}>
                    <th scope="row">
                      {index === weeks.length - 1 ? "This week, " : ""}
                      {dayLabel(week.weekStart)}
                    </th>
                    <td>{week.minutes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No sessions yet: your weekly minutes will show here after your first workout.
        </Text>
      )}
    </ChartCard>
  );
}

function OneRepMaxCard({ exercises, unit }: { exercises: ExerciseOneRepMax[]; unit: string }) {
  const titleId = useId();
  const [chosen, setChosen] = useState(exercises[0]?.exercise ?? "");
  const exercise = exercises.find((each) => each.exercise === chosen) ?? exercises[0];
  return (
    <ChartCard id={titleId} title="Estimated One-Rep Max" icon={<IconChartLine {...cardIcon} />}>
      {exercise ? (
        <>
          <NativeSelect
            label="Exercise"
            data={exercises.map((each) => each.exercise)}
            value={exercise.exercise}
            onChange={(event) => setChosen(event.currentTarget.value)}
            mb="xs"
          />
          <OneRepMaxSummary exercise={exercise} unit={unit} />
          <OneRepMaxPlot points={exercise.points} unit={unit} />
          <VisuallyHidden>
            <table>
              <caption>
                Estimated one-rep max of {exercise.exercise} per session, in {unit}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Session date</th>
                  <th scope="col">Estimated 1RM ({unit})</th>
                </tr>
              </thead>
              <tbody>
                {exercise.points.map((point, index) => (
                  // A day may have two sessions: the position tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the points never reorder
                  <tr key={index}>
                    <th scope="row">{dayLabel(point.date)}</th>
                    <td>{point.oneRepMax}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
          <Text size="xs" c="dimmed" mt="xs">
            Each session's best set, by the 1RM calculator's formula.
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No weights logged yet: log the weight of your sets in a workout and your estimated one-rep max will show here.
        </Text>
      )}
    </ChartCard>
  );
}

function OneRepMaxSummary({ exercise, unit }: { exercise: ExerciseOneRepMax; unit: string }) {
  const latest = exercise.points.at(-1);
  if (!latest) return null;
  const best = exercise.points.reduce((top, point) => (point.oneRepMax > top.oneRepMax ? point : top), latest);
  const sessions = exercise.points.length;
  return (
    <Text size="sm" c="dimmed" mb="sm">
      Latest: {formatNumber(latest.oneRepMax)} {unit} on {dayLabel(latest.date)}.
      {sessions > 1
        ? ` Best: ${formatNumber(best.oneRepMax)} ${unit} on ${dayLabel(best.date)}, over ${sessions} sessions.`
        : " One session so far: the line grows with each one."}
    </Text>
  );
}
