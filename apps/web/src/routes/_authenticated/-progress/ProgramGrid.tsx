import { Card, Group, Text, VisuallyHidden } from "@mantine/core";
import { CURRENT_DAY_LABEL, type GridDayState, PROGRAM_LENGTH, programGrid } from "@wolfpack/rules/progress-goals";
import classes from "./ProgramGrid.module.css";

const STATE_WORD: Record<GridDayState, string> = {
  completed: "completed",
  current: CURRENT_DAY_LABEL,
  locked: "locked",
};

/** The 100-day journey: completed days, today's day, the days still locked (from the streak). */
export function ProgramGrid({ streak }: { streak: number }) {
  const grid = programGrid(streak);
  const current = grid.find((cell) => cell.state === "current");
  const completed = grid.filter((cell) => cell.state === "completed").length;

  return (
    <Card padding="md" component="section" aria-labelledby="journey-title">
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Text id="journey-title" ff="heading" fz={22} fw={700} lh={1.1}>
          100-Day Journey
        </Text>
        <Text size="sm" c="dimmed" fw={600} style={{ whiteSpace: "nowrap" }}>
          {completed}/{PROGRAM_LENGTH} days
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
            <VisuallyHidden>Day </VisuallyHidden>
            {cell.day}
            <VisuallyHidden>, {STATE_WORD[cell.state]}</VisuallyHidden>
          </li>
        ))}
      </ol>
      <div className={classes.legend} aria-hidden="true">
        <span className={classes.legendItem}>
          <span className={`${classes.swatch} ${classes.completed}`} />
          <Text span size="xs" c="dimmed" fw={600}>
            Completed
          </Text>
        </span>
        {current ? (
          <span className={classes.legendItem}>
            <span className={`${classes.swatch} ${classes.current}`} />
            <Text span size="xs" c="wolf.3" fw={700}>
              {CURRENT_DAY_LABEL} · Day {current.day}
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
