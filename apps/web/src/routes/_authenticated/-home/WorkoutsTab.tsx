import { Badge, Button, Card, SimpleGrid, Text } from "@mantine/core";
import { countOf } from "@wolfpack/rules/shared/words";
import { HOME_TRAINING_GRID_SIZE, type NextWorkout } from "@wolfpack/rules/training/program";
import {
  CardImage,
  CoachCard,
  FALLBACK_WORKOUT_IMAGE,
  PremiumVeil,
  SectionTitle,
  UNLOCK_PATH,
  WorkoutCard,
  workoutImageSrc,
  workoutPath,
} from "@wolfpack/ui";
import { IconArrowRight, IconListCheck, IconLock, IconPlayerPlay, IconTarget } from "../../../components/icons.ts";
import { MemberStats } from "../../../components/MemberStats.tsx";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { COACH } from "../../../lib/coach.ts";
import type { Member, RouterOutputs } from "../../../trpc.ts";
import classes from "./Home.module.css";

type Workout = RouterOutputs["workout"]["list"][number];

interface WorkoutsTabProps {
  member: Member;
  workouts: readonly Workout[];
  /** The day up next and its workout, as START TRAINING reads it. */
  next: NextWorkout<Workout>;
}

/** The Workouts tab: the member's numbers, today's hunt, the coach, the first workouts. */
export function WorkoutsTab({ member, workouts, next }: WorkoutsTabProps) {
  const grid = workouts.slice(0, HOME_TRAINING_GRID_SIZE);

  return (
    <>
      <MemberStats member={member} mt="md" />

      <section aria-labelledby="todays-hunt-heading">
        <SectionTitle id="todays-hunt-heading" icon={<IconTarget size={24} aria-hidden="true" />}>
          TODAY'S HUNT
        </SectionTitle>
        {next.kind === "complete" ? (
          // The progress screen's words for it; the line under START TRAINING already
          // says 'All 100 days done'.
          <HuntNote
            title="TRANSFORMATION COMPLETE"
            text="You finished the program. Look back at how far you came."
            to="/transform-100-days"
            action="VIEW PROGRAM"
          />
        ) : next.kind === "browse" ? (
          workouts.length === 0 ? (
            <Card className={classes.empty}>
              <Text c="dimmed">No workouts yet. The coach is loading the program.</Text>
            </Card>
          ) : (
            // No workout carries the day up next: any workout keeps the streak.
            <HuntNote
              title={`Day ${next.day}`}
              text="Pick any workout from the arsenal to keep your streak alive."
              to="/workouts"
              action="START WORKOUT"
            />
          )
        ) : (
          <TodaysHunt workout={next.workout} day={next.day} />
        )}
      </section>

      <SectionTitle>FROM THE COACH</SectionTitle>
      <CoachCard variant="testimonial" name={COACH.name} role={COACH.role} text={COACH.quote} />

      <SectionTitle
        id="training-categories-heading"
        action={
          <Button component={RouterLink} to="/workouts" variant="subtle" size="sm">
            See all
          </Button>
        }
      >
        TRAINING CATEGORIES
      </SectionTitle>
      {grid.length > 0 ? (
        <SimpleGrid cols={2} spacing="sm" component="section" aria-labelledby="training-categories-heading">
          {grid.map((workout) => (
            <WorkoutCard key={workout.id} workout={workout} linkComponent={RouterLink} />
          ))}
        </SimpleGrid>
      ) : (
        <Card className={classes.empty}>
          <Text c="dimmed">No workouts found for this selection</Text>
        </Card>
      )}
    </>
  );
}

/**
 * The workout of the day up next, large: START WORKOUT opens it. A free member's premium
 * day shows locked, its button UNLOCK to premium coaching, as the workout cards and the
 * quick start show a locked workout.
 */
function TodaysHunt({ workout, day }: { workout: Workout; day: number }) {
  const count = workout.exercises.length;
  const { locked } = workout;
  return (
    <Card
      className={classes.hunt}
      data-locked={locked || undefined}
      component="article"
      aria-labelledby="todays-hunt-title"
    >
      <div className={classes.huntMedia}>
        <CardImage
          className={classes.huntImage}
          src={workoutImageSrc(workout.imageUrl)}
          fallback={FALLBACK_WORKOUT_IMAGE}
          width={800}
          height={450}
          lazy={false}
        />
        {locked ? <PremiumVeil size="lg" /> : null}
        <span className={classes.duration}>
          <span className={classes.durationValue}>{workout.duration}</span>
          <span className={classes.durationUnit}>MIN</span>
        </span>
      </div>
      <div className={classes.huntBody}>
        <h3 id="todays-hunt-title" className={classes.huntTitle}>
          {workout.title}
        </h3>
        <div className={classes.huntMeta}>
          <Badge variant="light">{workout.category}</Badge>
          <span className={classes.metaItem}>Day {day}</span>
          <span className={classes.metaItem}>
            <IconListCheck size={16} aria-hidden="true" />
            {countOf(count, "exercise")}
          </span>
        </div>
        {locked ? (
          <Text size="sm" c="dark.1">
            A PREMIUM WOLF workout: upgrade to unlock the full program.
          </Text>
        ) : null}
        <Button
          component={RouterLink}
          to={locked ? UNLOCK_PATH : workoutPath(workout.id)}
          size="md"
          fullWidth
          leftSection={
            locked ? <IconLock size={18} aria-hidden="true" /> : <IconPlayerPlay size={18} aria-hidden="true" />
          }
        >
          {locked ? "UNLOCK" : "START WORKOUT"}
        </Button>
      </div>
    </Card>
  );
}

/** The hunt without a workout to show: all 100 days done, or no workout for the day. */
function HuntNote({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <Card className={classes.huntNote} component="article" aria-labelledby="todays-hunt-title">
      <h3 id="todays-hunt-title" className={classes.huntTitle}>
        {title}
      </h3>
      <Text size="sm" c="dark.1">
        {text}
      </Text>
      <Button
        component={RouterLink}
        to={to}
        size="md"
        fullWidth
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {action}
      </Button>
    </Card>
  );
}
