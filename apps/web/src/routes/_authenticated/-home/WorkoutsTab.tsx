import { Badge, Button, Card, SimpleGrid, Text } from "@mantine/core";
import { countOf } from "@wolfpack/rules/shared/words";
import { HOME_TRAINING_GRID_SIZE } from "@wolfpack/rules/training/program";
import {
  CardImage,
  CoachCard,
  FALLBACK_WORKOUT_IMAGE,
  SectionTitle,
  UNLOCK_PATH,
  WorkoutCard,
  workoutImageSrc,
  workoutPath,
} from "@wolfpack/ui";
import { IconListCheck, IconLock, IconPlayerPlay, IconTarget } from "../../../components/icons.ts";
import { MemberStats } from "../../../components/MemberStats.tsx";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { COACH } from "../../../lib/coach.ts";
import type { Member, RouterOutputs } from "../../../trpc.ts";
import classes from "./Home.module.css";

type Workout = RouterOutputs["workout"]["list"][number];

interface WorkoutsTabProps {
  member: Member;
  workouts: readonly Workout[];
}

/** The Workouts tab: the member's numbers, today's hunt, the coach, the first workouts. */
export function WorkoutsTab({ member, workouts }: WorkoutsTabProps) {
  const [first] = workouts;
  const grid = workouts.slice(0, HOME_TRAINING_GRID_SIZE);

  return (
    <>
      <MemberStats member={member} mt="md" />

      <SectionTitle icon={<IconTarget size={24} aria-hidden="true" />}>TODAY'S HUNT</SectionTitle>
      {first ? (
        <TodaysHunt workout={first} />
      ) : (
        <Card className={classes.empty}>
          <Text c="dimmed">No workouts yet. The coach is loading the program.</Text>
        </Card>
      )}

      <SectionTitle>FROM THE COACH</SectionTitle>
      <CoachCard variant="testimonial" name={COACH.name} role={COACH.role} text={COACH.quote} />

      <SectionTitle
        action={
          <Button component={RouterLink} to="/workouts" variant="subtle" size="sm">
            See all
          </Button>
        }
      >
        TRAINING CATEGORIES
      </SectionTitle>
      {grid.length > 0 ? (
        <SimpleGrid cols={2} spacing="sm">
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

/** The first workout of the list, large, with START WORKOUT. */
function TodaysHunt({ workout }: { workout: Workout }) {
  const count = workout.exercises.length;
  return (
    <Card className={classes.hunt} component="article" aria-labelledby="todays-hunt-title">
      <div className={classes.huntMedia}>
        <CardImage
          className={classes.huntImage}
          src={workoutImageSrc(workout.imageUrl)}
          fallback={FALLBACK_WORKOUT_IMAGE}
          width={800}
          height={450}
          lazy={false}
        />
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
          {workout.day !== null ? <span className={classes.metaItem}>Day {workout.day}</span> : null}
          <span className={classes.metaItem}>
            <IconListCheck size={16} aria-hidden="true" />
            {countOf(count, "exercise")}
          </span>
        </div>
        <Button
          component={RouterLink}
          to={workout.locked ? UNLOCK_PATH : workoutPath(workout.id)}
          size="md"
          fullWidth
          leftSection={
            workout.locked ? <IconLock size={18} aria-hidden="true" /> : <IconPlayerPlay size={18} aria-hidden="true" />
          }
        >
          START WORKOUT
        </Button>
        {workout.locked ? (
          <Text size="sm" c="dimmed" ta="center">
            A PREMIUM WOLF workout: upgrade to start it.
          </Text>
        ) : null}
      </div>
    </Card>
  );
}
