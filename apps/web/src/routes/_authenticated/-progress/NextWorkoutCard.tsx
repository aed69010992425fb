import { Badge, Button, Card, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { NextWorkout } from "@wolfpack/rules/training/program";
import { IconLock, IconPlayerPlay, IconTrophy } from "../../../components/icons.ts";
import type { RouterOutputs } from "../../../trpc.ts";

type WorkoutCard = RouterOutputs["workout"]["list"][number];

/**
 * The next program day to train ('Start Day N', to that day's workout: the lowest day not
 * done, as everywhere), or, once all 100 days are done, TRANSFORMATION COMPLETE in its place.
 */
export function NextWorkoutCard({ next }: { next: NextWorkout<WorkoutCard> }) {
  if (next.kind === "complete") {
    return (
      <Card
        padding="lg"
        component="section"
        aria-labelledby="next-title"
        style={{ borderColor: "var(--mantine-color-wolf-6)" }}
      >
        <Group gap="sm" wrap="nowrap">
          <IconTrophy size={36} color="var(--mantine-color-wolf-4)" aria-hidden="true" />
          <div>
            <Text id="next-title" ff="heading" fz={26} fw={700} lh={1.1} c="wolf.4">
              TRANSFORMATION COMPLETE
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              All 100 days done. You are the apex of the pack.
            </Text>
          </div>
        </Group>
      </Card>
    );
  }

  const { day } = next;
  const workout = next.kind === "browse" ? null : next.workout;

  return (
    <Card padding="lg" component="section" aria-labelledby="next-title">
      <Text size="xs" fw={800} c="wolf.5" tt="uppercase" style={{ letterSpacing: "0.14em" }}>
        Next workout
      </Text>
      <Text id="next-title" ff="heading" fz={28} fw={700} lh={1.1} mt={4}>
        Day {day}
        {workout ? `: ${workout.title}` : ""}
      </Text>
      {workout ? (
        <Group gap={6} mt={8}>
          <Badge variant="light">{workout.category}</Badge>
          <Badge variant="light" color="gray">
            {workout.duration} MIN
          </Badge>
          {workout.locked ? (
            <Badge variant="filled" leftSection={<IconLock size={12} aria-hidden="true" />}>
              PREMIUM
            </Badge>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt={6}>
          Pick any workout from the arsenal to keep your streak alive.
        </Text>
      )}
      {workout?.locked ? (
        <Text size="sm" c="dimmed" mt="sm">
          Day {day} is part of the full 100-day program: PREMIUM WOLF unlocks it.
        </Text>
      ) : null}
      {workout ? (
        <Button
          renderRoot={(props) => <Link to="/workout/$id" params={{ id: String(workout.id) }} {...props} />}
          fullWidth
          mt="md"
          leftSection={
            workout.locked ? <IconLock size={18} aria-hidden="true" /> : <IconPlayerPlay size={18} aria-hidden="true" />
          }
        >
          Start Day {day}
        </Button>
      ) : (
        <Button
          component={Link}
          to="/workouts"
          fullWidth
          mt="md"
          leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
        >
          Start Day {day}
        </Button>
      )}
    </Card>
  );
}
