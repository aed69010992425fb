import { Badge, Button, Card, SimpleGrid, Text } from "@mantine/core";
import { Link, useSearch } from "@tanstack/react-router";
import {
  filterWorkouts,
  nextWorkout,
  PROGRAM_CHIP_COUNT,
  programDayStates,
  programProgress,
  workoutListTitle,
} from "@wolfpack/rules/training/program";
import {
  PROGRAM_DAYS,
  parseWorkoutFilter,
  WORKOUT_CATEGORIES,
  type WorkoutFilter,
} from "@wolfpack/rules/training/workout-filter";
import { PageTitle, SectionTitle, WorkoutCard } from "@wolfpack/ui";
import { IconArrowRight, IconCheck, IconLock, IconPlayerPlay } from "../../../components/icons.ts";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { WaitingToSync } from "../../../components/WaitingToSync.tsx";
import { useFirstFew } from "../../../lib/first-few.ts";
import { startTrainingPath } from "../../../lib/start-training.ts";
import { useWaitingToSync } from "../../../offline/queued.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./Workouts.module.css";

const FIRST_WORKOUTS = 4;

const STATE_WORDS = { done: "done", current: "up next", locked: "not reached yet" } as const;

/** 'Training Arsenal': the program's days, quick start, the filters and the workouts. */
export function WorkoutsPage() {
  // Anything unknown or out of range in the address is dropped ('?category=Nope': all).
  const filter: WorkoutFilter = parseWorkoutFilter(useSearch({ from: "/_authenticated/workouts" }));
  const [workouts] = trpc.workout.list.useSuspenseQuery();
  const [program] = trpc.program.days.useSuspenseQuery();
  const progress = programProgress(program.completedDays);
  const chips = programDayStates(program.completedDays, PROGRAM_CHIP_COUNT);
  const next = nextWorkout(workouts, program.completedDays);
  const start = startTrainingPath(next);
  const shown = filterWorkouts(workouts, filter);
  // The list starts below the program and quick-start cards: two rows first, the rest follow.
  const drawn = useFirstFew(shown, FIRST_WORKOUTS);
  const title = workoutListTitle(filter);
  const activeCategory = filter.day === undefined ? (filter.category ?? "All") : null;
  // A session or a day's mark kept on the phone is counted here already (docs/offline.md).
  const waiting = useWaitingToSync("complete").length + useWaitingToSync("toggleDay").length > 0;

  return (
    <>
      <PageTitle
        eyebrow="Workouts"
        title="Training Arsenal"
        subtitle="Every session of the program, ready when you are."
      />

      <Card component="section" aria-labelledby="program-card-title" padding="md">
        <div className={classes.programHead}>
          <div>
            <h2 id="program-card-title" className={classes.cardTitle}>
              100-DAY PROGRAM
            </h2>
            <Text size="sm" c="dark.1">
              {progress.completed} of {PROGRAM_DAYS} days complete
            </Text>
            {waiting ? <WaitingToSync /> : null}
          </div>
          <Badge variant="filled" size="lg">
            100 Days
          </Badge>
        </div>
        <nav aria-label={`Program days 1 to ${PROGRAM_CHIP_COUNT}`}>
          <ul className={classes.chips}>
            {chips.map(({ day, state }) => (
              <li key={day}>
                <Link
                  to="/workouts"
                  search={{ day }}
                  className={classes.chip}
                  data-state={state}
                  // Exact: the router marks a link current (aria-current="page") when the
                  // address holds its search, and only then, as the screen does.
                  activeOptions={{ exact: true }}
                  aria-current={filter.day === day ? "page" : undefined}
                  aria-label={`Day ${day}, ${STATE_WORDS[state]}`}
                >
                  {state === "done" ? <IconCheck size={14} stroke={3} aria-hidden="true" /> : null}
                  {day}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button
          component={RouterLink}
          to="/transform-100-days"
          variant="subtle"
          fullWidth
          mt="sm"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          View All 100 Days
        </Button>
      </Card>

      <Card component="section" aria-labelledby="quick-start-title" padding="md" mt="md" className={classes.quick}>
        <Text className={classes.eyebrow}>Quick start</Text>
        <h2 id="quick-start-title" className={classes.cardTitle}>
          {next.kind === "complete"
            ? "All 100 days complete"
            : "workout" in next
              ? `Day ${next.day}: ${next.workout.title}`
              : `Day ${next.day}`}
        </h2>
        <Text size="sm" c="dark.1" mb="sm">
          {next.kind === "workout"
            ? `${next.workout.duration} min · ${next.workout.category} · ${next.workout.exercises.length} exercises`
            : next.kind === "locked"
              ? "A PREMIUM WOLF workout: upgrade to unlock the full program."
              : next.kind === "complete"
                ? "You finished the program. Look back at how far you came."
                : "Pick any workout below to keep the streak alive."}
        </Text>
        <Button
          component={RouterLink}
          to={start.to}
          fullWidth
          leftSection={
            next.kind === "locked" ? (
              <IconLock size={18} aria-hidden="true" />
            ) : (
              <IconPlayerPlay size={18} aria-hidden="true" />
            )
          }
        >
          {next.kind === "locked" ? "UNLOCK" : next.kind === "complete" ? "VIEW PROGRAM" : "START WORKOUT"}
        </Button>
      </Card>

      <nav aria-label="Workout categories" className={classes.filters}>
        {WORKOUT_CATEGORIES.map((category) => (
          <Link
            key={category}
            to="/workouts"
            search={category === "All" ? {} : { category }}
            className={classes.filter}
            // Exact, or 'All' (no search) would be current on every filtered list.
            activeOptions={{ exact: true }}
            aria-current={activeCategory === category ? "page" : undefined}
          >
            {category}
          </Link>
        ))}
      </nav>

      <SectionTitle id="workout-list-title">{title}</SectionTitle>
      {shown.length > 0 ? (
        <SimpleGrid cols={2} spacing="sm" aria-labelledby="workout-list-title" component="section">
          {drawn.map((workout) => (
            <WorkoutCard key={workout.id} workout={workout} linkComponent={RouterLink} />
          ))}
        </SimpleGrid>
      ) : (
        <Card className={classes.empty}>
          <Text>No workouts found for this selection</Text>
        </Card>
      )}
    </>
  );
}
