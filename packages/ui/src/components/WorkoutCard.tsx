import { Badge, Button, Card, Group, Skeleton } from "@mantine/core";
import IconClock from "@tabler/icons-react/dist/esm/icons/IconClock.mjs";
import IconListCheck from "@tabler/icons-react/dist/esm/icons/IconListCheck.mjs";
import IconLock from "@tabler/icons-react/dist/esm/icons/IconLock.mjs";
import { countOf } from "@wolfpack/rules/shared/words";
import { useId } from "react";
import { type AppLinkComponent, PlainLink } from "./AppLink.tsx";
import { CardImage } from "./CardImage.tsx";
import cardTitle from "./CardTitle.module.css";
import { PremiumVeil } from "./PremiumVeil.tsx";
import classes from "./WorkoutCard.module.css";

/** The picture of a workout that has none. */
export const DEFAULT_WORKOUT_IMAGE = "/images/workouts/default.svg";
/** The picture shown when a workout's own picture does not load. */
export const FALLBACK_WORKOUT_IMAGE = "/images/workouts/fallback.svg";
/** Where a locked workout's UNLOCK goes. */
export const UNLOCK_PATH = "/premium-coaching";
export const workoutPath = (id: number) => `/workout/${id}`;

/** What a workout card shows: a workout as the server lists it for the viewer. */
export interface WorkoutCardData {
  id: number;
  title: string;
  category: string;
  /** Minutes. */
  duration: number;
  exercises: readonly string[];
  imageUrl: string | null;
  day: number | null;
  /** Locked for this viewer: the server's word, never decided here. */
  locked: boolean;
}

export interface WorkoutCardProps {
  workout: WorkoutCardData;
  /** The router's link (the button goes to the workout, or to the upgrade when locked). */
  linkComponent?: AppLinkComponent;
  /** The heading level of the title in the screen's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** The image to try first: the workout's own, or the default when it has none. */
export const workoutImageSrc = (imageUrl: string | null | undefined) => imageUrl || DEFAULT_WORKOUT_IMAGE;

/**
 * One workout: its picture, category ('Day N' beside it when it has a program day), title,
 * minutes and exercise count, and VIEW. A workout locked for the viewer is dimmed under a
 * PREMIUM mark and its button, UNLOCK, leads to premium coaching.
 */
export function WorkoutCard({ workout, linkComponent: LinkComponent = PlainLink, headingLevel = 3 }: WorkoutCardProps) {
  const titleId = useId();
  const { locked } = workout;
  const Heading = `h${headingLevel}` as const;
  const exerciseCount = workout.exercises.length;

  return (
    <Card
      component="article"
      padding={0}
      className={classes.card}
      data-locked={locked || undefined}
      aria-labelledby={titleId}
    >
      <div className={classes.media}>
        <CardImage
          className={classes.image}
          src={workoutImageSrc(workout.imageUrl)}
          fallback={FALLBACK_WORKOUT_IMAGE}
          width={800}
          height={450}
        />
        {locked ? <PremiumVeil /> : null}
      </div>
      <div className={classes.body}>
        {/* The day beside the category, not on the picture: at a phone's two columns any
            corner of the program's pictures has words of its own under it. */}
        <Group gap={6} className={classes.tags}>
          <Badge variant="light" size="sm">
            {workout.category}
          </Badge>
          {workout.day !== null ? (
            <Badge variant="outline" size="sm">
              Day {workout.day}
            </Badge>
          ) : null}
        </Group>
        <Heading id={titleId} className={`${cardTitle.cardTitle} ${classes.title}`}>
          {workout.title}
        </Heading>
        <Group gap={12} className={classes.meta} wrap="wrap">
          <span className={classes.metaItem}>
            <IconClock size={15} aria-hidden="true" />
            {workout.duration} min
          </span>
          <span className={classes.metaItem}>
            <IconListCheck size={15} aria-hidden="true" />
            {countOf(exerciseCount, "exercise")}
          </span>
        </Group>
        <Button
          renderRoot={(props) => <LinkComponent {...props} to={locked ? UNLOCK_PATH : workoutPath(workout.id)} />}
          aria-describedby={titleId}
          className={classes.button}
          fullWidth
          mt="auto"
          variant={locked ? "outline" : "filled"}
          leftSection={locked ? <IconLock size={16} aria-hidden="true" /> : undefined}
        >
          {locked ? "UNLOCK" : "VIEW"}
        </Button>
      </div>
    </Card>
  );
}

/** The shape of WorkoutCard while the list loads. */
export function WorkoutCardSkeleton() {
  return (
    <Card padding={0} className={classes.card}>
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.body}>
        <Skeleton height={18} width={72} radius="xl" />
        <Skeleton height={18} width="90%" />
        <Skeleton height={12} width="70%" radius="xl" />
        <Skeleton height={44} mt="auto" />
      </div>
    </Card>
  );
}
