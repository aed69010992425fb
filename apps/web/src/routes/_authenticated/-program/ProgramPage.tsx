import { Anchor, Badge, Card, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { phaseStates, programProgress, programWorkouts } from "@wolfpack/rules/training/program";
import { PROGRAM_DAYS } from "@wolfpack/rules/training/workout-filter";
import { PageTitle, SectionTitle, UNLOCK_PATH, workoutPath } from "@wolfpack/ui";
import { IconArrowLeft, IconCheck, IconCircleCheck, IconLock } from "../../../components/icons.ts";
import { WaitingToSync } from "../../../components/WaitingToSync.tsx";
import { useMember } from "../../../lib/member.ts";
import { toastSuccess } from "../../../lib/toast.tsx";
import { useWaitingToSync } from "../../../offline/queued.ts";
import { trpc } from "../../../trpc.ts";
import { PauseCard } from "./PauseCard.tsx";
import classes from "./Program.module.css";
import { useToggleDay } from "./useToggleDay.ts";

const PHASE_WORDS = { done: "Complete", current: "You are here", upcoming: "Ahead" } as const;

/** 'TRANSFORM IN 100 DAYS': progress, the six phases, every program day's workout with its toggle. */
export function ProgramPage() {
  const member = useMember();
  const [program] = trpc.program.days.useSuspenseQuery();
  const [workouts] = trpc.workout.list.useSuspenseQuery();
  const trained = new Set(program.trainedDays);
  const done = new Set(program.completedDays);
  const progress = programProgress(program.completedDays);
  const phases = phaseStates(program.completedDays);
  const days = programWorkouts(workouts);
  const toggle = useToggleDay();
  // Days whose change, or whose workout's session, waits on the phone (docs/offline.md).
  const waitingDays = new Set(useWaitingToSync<{ day: number }>("toggleDay").map((input) => Number(input.day)));
  const waitingWorkouts = new Set(useWaitingToSync<{ workoutId: number }>("complete").map((input) => input.workoutId));

  return (
    <>
      <PageTitle
        eyebrow="100-day program"
        title="TRANSFORM IN 100 DAYS"
        subtitle="Six phases. One workout a day. Become the apex."
      />

      <Card component="section" aria-labelledby="progress-title" className={classes.progressCard}>
        <h2 id="progress-title" className={classes.eyebrow}>
          Your progress
        </h2>
        <p className={classes.bigNumber}>
          <span data-testid="days-complete">{progress.completed}</span>
          <span className={classes.outOf}>/{PROGRAM_DAYS}</span>
          <span className={classes.bigLabel}>days complete</span>
        </p>
        <div
          className={classes.bar}
          role="progressbar"
          aria-label="Program complete"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%`}
        >
          <div className={classes.barFill} style={{ width: `${progress.percent}%` }} />
        </div>
        <dl className={classes.stats}>
          <div>
            <dt>Complete</dt>
            <dd>{progress.percent}%</dd>
          </div>
          <div>
            {/* The workout streak, as home and progress show it: not a run of program days. */}
            <dt>Day Streak</dt>
            <dd>{member.currentStreak}</dd>
          </div>
          <div>
            <dt>Days Left</dt>
            <dd>{progress.daysLeft}</dd>
          </div>
        </dl>
      </Card>
      <PauseCard />

      <SectionTitle>THE SIX PHASES</SectionTitle>
      <ol className={classes.phases}>
        {phases.map((phase, index) => (
          <li key={phase.name} className={classes.phase} data-state={phase.state}>
            <span className={classes.phaseNumber} aria-hidden="true">
              {phase.state === "done" ? <IconCheck size={18} stroke={3} /> : index + 1}
            </span>
            <div className={classes.phaseText}>
              <Text fw={800} className={classes.phaseName}>
                {phase.name}
              </Text>
              <Text size="sm" c="dark.1">
                Days {phase.firstDay}-{phase.lastDay}
              </Text>
            </div>
            <Badge
              variant={phase.state === "current" ? "filled" : "light"}
              color={phase.state === "upcoming" ? "gray" : "wolf"}
              className={classes.phaseBadge}
            >
              {PHASE_WORDS[phase.state]}
            </Badge>
          </li>
        ))}
      </ol>

      <SectionTitle>AVAILABLE WORKOUTS</SectionTitle>
      {days.length === 0 ? (
        <Card className={classes.empty}>
          <Text>No workouts found for this selection</Text>
        </Card>
      ) : (
        <ul className={classes.days}>
          {days.map((workout) => {
            const isDone = done.has(workout.day);
            const bySession = isDone && trained.has(workout.day);
            const noteId = `day-${workout.day}-note`;
            return (
              <li key={workout.id} className={classes.day} data-done={isDone || undefined}>
                <span className={classes.dayNumber}>
                  <span className={classes.dayWord}>Day</span>
                  {workout.day}
                </span>
                <div className={classes.dayText}>
                  <Anchor
                    component={Link}
                    to={workout.locked ? UNLOCK_PATH : workoutPath(workout.id)}
                    className={classes.dayTitle}
                  >
                    {workout.title}
                  </Anchor>
                  <Text size="sm" c="dark.1" id={noteId}>
                    {workout.locked
                      ? "PREMIUM WOLF workout"
                      : bySession
                        ? "Done in a workout session"
                        : `${workout.category} · ${workout.duration} min`}
                  </Text>
                  {waitingDays.has(workout.day) || waitingWorkouts.has(workout.id) ? <WaitingToSync /> : null}
                </div>
                {workout.locked ? (
                  <span className={classes.locked} role="img" aria-label={`Day ${workout.day}: premium, locked`}>
                    <IconLock size={20} aria-hidden="true" />
                  </span>
                ) : (
                  <UnstyledButton
                    className={classes.toggle}
                    aria-label={`Day ${workout.day} complete`}
                    aria-pressed={isDone}
                    aria-disabled={bySession || undefined}
                    aria-describedby={noteId}
                    onClick={() => {
                      if (bySession) {
                        toastSuccess(
                          `Day ${workout.day} stays complete`,
                          "You finished its workout, so it counts as done.",
                        );
                        return;
                      }
                      toggle.mutate({ day: workout.day, done: !isDone });
                    }}
                  >
                    {isDone ? <IconCircleCheck size={26} aria-hidden="true" /> : <span className={classes.circle} />}
                  </UnstyledButton>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <Card component="section" aria-labelledby="about-program-title" mt={28}>
        <h2 id="about-program-title" className={classes.aboutTitle}>
          About the program
        </h2>
        <Text size="sm" className={classes.aboutText}>
          Transform in 100 Days is the program the coach built to go from 230 to 165 pounds: six phases, from learning
          the movements in Foundation to the hardest sessions of your life in The Finisher. Every day has one workout.
          Finish it and the day counts on its own; trained your own way? Mark the day done here. Every day you finish a
          workout keeps your day streak going.
        </Text>
      </Card>

      <Anchor component={Link} to="/workouts" className={classes.back}>
        <IconArrowLeft size={18} aria-hidden="true" />
        Back to Workouts
      </Anchor>
    </>
  );
}
