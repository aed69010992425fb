import { Card, Group, Text } from "@mantine/core";
import { type ProgramDayState, programDayStates, programProgress } from "@wolfpack/rules/training/program";
import { PROGRAM_DAYS } from "@wolfpack/rules/training/workout-filter";
import classes from "./ProgramGrid.module.css";

/** The label of the day to train next, as the legend and a screen reader say it. */
const UP_NEXT = "Up next";

const STATE_WORD: Record<ProgramDayState, string> = {
  done: "completed",
  current: UP_NEXT,
  locked: "locked",
};

/**
 * The 100-day journey: the program days done, the day up next (the lowest not done, as
 * 'Start Day N' and every other screen name it) and the days still ahead.
 */
export function ProgramGrid({ completedDays }: { completedDays: readonly number[] }) {
  const grid = programDayStates(completedDays);
  const current = grid.find((cell) => cell.state === "current");
  const { completed } = programProgress(completedDays);

  return (
    <Card padding="md" component="section" aria-labelledby="journey-title">
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Text id="journey-title" ff="heading" fz={22} fw={700} lh={1.1}>
          100-Day Journey
        </Text>
        <Text size="sm" c="dimmed" fw={600} style={{ whiteSpace: "nowrap" }}>
          {completed}/{PROGRAM_DAYS} days
        </Text>
      </Group>
      <ol className={classes.grid} aria-label="100-day program">
        {grid.map((cell) => (
          <li
            key={cell.day}
            className={`${classes.cell} ${classes[cell.state]}`}
            data-state={cell.state}
            aria-current={cell.state === "current" ? "step" : undefined}
          >
            <span className={classes.unseen}>Day </span>
            {cell.day}
            <span className={classes.unseen}>, {STATE_WORD[cell.state]}</span>
          </li>
        ))}
      </ol>
      <div className={classes.legend} aria-hidden="true">
        <span className={classes.legendItem}>
          <span className={`${classes.swatch} ${classes.done}`} />
          <Text span size="xs" c="dimmed" fw={600}>
            Completed
          </Text>
        </span>
        {current ? (
          <span className={classes.legendItem}>
            <span className={`${classes.swatch} ${classes.current}`} />
            <Text span size="xs" c="wolf.3" fw={700}>
              {UP_NEXT} · Day {current.day}
            </Text>
          </span>
        ) : null}
        <span className={classes.legendItem}>
          <span className={`${classes.swatch} ${classes.locked}`} />
          <Text span size="xs" c="dimmed" fw={600}>
            Locked
          </Text>
        </span>
      </div>
    </Card>
  );
}
