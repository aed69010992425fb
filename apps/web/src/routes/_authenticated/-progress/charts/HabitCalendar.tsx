import { Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  HABIT_DAY_STATE_LABELS,
  HABIT_DAY_STATES,
  type HabitCalendar as HabitCalendarData,
  type HabitDayState,
} from "@wolfpack/rules/habits/calendar";
import { HABIT_LABELS } from "@wolfpack/rules/habits/habits";
import { monthWeeks } from "@wolfpack/rules/shared/weeks";
import { type ComponentType, useId } from "react";
import { HabitIcon } from "../../../../components/HabitIcon.tsx";
import { IconCheck, IconX } from "../../../../components/icons.ts";
import { trpc } from "../../../../trpc.ts";
import classes from "./HabitCalendar.module.css";

const WEEKDAYS = [
  ["M", "Monday"],
  ["T", "Tuesday"],
  ["W", "Wednesday"],
  ["T", "Thursday"],
  ["F", "Friday"],
  ["S", "Saturday"],
  ["S", "Sunday"],
] as const;

type Mark = ComponentType<{ size?: number; stroke?: number; className?: string; "aria-hidden"?: "true" }>;

/** A pause sign drawn in CSS, two bars: no icon file of its own to list on every screen. */
function PauseMark({ size = 14, className }: { size?: number; className?: string }) {
  return (
    <span
      className={`${classes.pause} ${className ?? ""}`}
      style={{ width: size * 0.7, height: size * 0.8 }}
      aria-hidden="true"
    />
  );
}

/** Each state's mark: the states differ by more than their colour. */
const MARKS: Record<HabitDayState, Mark | null> = {
  success: IconCheck,
  failure: IconX,
  paused: PauseMark,
  unlogged: null,
};

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** This month of each habit, as `progress.charts` gives it. */
export function HabitCalendars() {
  const [charts] = trpc.progress.charts.useSuspenseQuery();
  const { month, habits } = charts.habits;
  const title = monthName.format(Date.parse(`${month}-01T00:00:00Z`));
  return (
    <Stack gap="md">
      <Card padding="md">
        <Text component="h2" ff="heading" fz={22} fw={700} lh={1.1} m={0} mb="xs">
          {title}
        </Text>
        <Legend />
      </Card>
      {habits.map((calendar) => (
        <HabitMonth key={calendar.habit} calendar={calendar} month={month} today={charts.today} title={title} />
      ))}
    </Stack>
  );
}

function Legend() {
  return (
    <ul className={classes.legend} aria-label="What the days show">
      {HABIT_DAY_STATES.map((state) => {
        const Mark = MARKS[state];
        return (
          <li key={state}>
            <span className={`${classes.swatch} ${classes[state]}`} aria-hidden="true">
              {Mark ? <Mark size={13} stroke={3} aria-hidden="true" /> : null}
            </span>
            {HABIT_DAY_STATE_LABELS[state]}
          </li>
        );
      })}
    </ul>
  );
}

function HabitMonth({
  calendar,
  month,
  today,
  title,
}: {
  calendar: HabitCalendarData;
  month: string;
  today: string;
  title: string;
}) {
  const titleId = useId();
  const states = new Map(calendar.days.map((day) => [day.date, day.state]));
  const label = HABIT_LABELS[calendar.habit];
  return (
    <Card padding="md" component="section" aria-labelledby={titleId}>
      <Group gap={8} wrap="nowrap" mb={4}>
        <HabitIcon habit={calendar.habit} />
        <Text id={titleId} component="h3" fw={700} m={0}>
          {label}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        This month so far: {daysSummary(calendar)}.
      </Text>
      <table className={classes.table} data-habit={calendar.habit}>
        <caption>
          <VisuallyHidden>
            {label}, {title}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" className={classes.weekday}>
                <abbr title={long} style={{ textDecoration: "none" }}>
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null) ?? month}>
              {week.map((date, index) => {
                if (date === null) return <td key={WEEKDAYS[index]?.[1]} />;
                const state = states.get(date);
                const Mark = state ? MARKS[state] : null;
                const className = [
                  classes.cell,
                  state ? classes[state] : classes.future,
                  date === today && classes.today,
                ]
                  .filter(Boolean)
                  .join(" ");
                return (
                  <td
                    key={date}
                    className={className}
                    data-state={state ?? "future"}
                    aria-current={date === today ? "date" : undefined}
                  >
                    <span className={classes.day}>{Number(date.slice(8))}</span>
                    {Mark ? <Mark size={14} stroke={3} className={classes.mark} aria-hidden="true" /> : null}
                    {state ? <VisuallyHidden>{HABIT_DAY_STATE_LABELS[state]}</VisuallyHidden> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const SUMMARY_WORDS: Record<HabitDayState, [one: string, many: string]> = {
  success: ["success", "successes"],
  failure: ["failure", "failures"],
  paused: ["paused", "paused"],
  unlogged: ["not logged", "not logged"],
};

/** '3 successes, 1 failure, 20 not logged': each state a day of the month so far has. */
function daysSummary(calendar: HabitCalendarData): string {
  return HABIT_DAY_STATES.map((state) => {
    const days = calendar.days.filter((day) => day.state === state).length;
    return { state, days };
  })
    .filter(({ state, days }) => days > 0 || state !== "paused")
    .map(({ state, days }) => `${days} ${SUMMARY_WORDS[state][days === 1 ? 0 : 1]}`)
    .join(", ");
}
