import { Button, Card, Stack, Text, ThemeIcon } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { WolfGlyph } from "@wolfpack/ui";
import { IconCrown, IconLock } from "../../../components/icons.ts";
import { BackToWorkouts } from "./BackToWorkouts.tsx";

/** No workout has this id: the page 'Workout not found' with 'Back to Workouts'. */
export function WorkoutNotFound() {
  return (
    <Card padding="xl" maw={420} mx="auto" my="xl">
      <Stack align="center" gap="md" ta="center">
        <WolfGlyph size={56} style={{ opacity: 0.5 }} />
        <Text component="h1" ff="heading" fz="h2" fw={700} lh={1.2} m={0}>
          Workout not found
        </Text>
        <Text c="dimmed">This workout is not in the program. Pick another from the arsenal.</Text>
        <Button component={Link} to="/workouts" size="md">
          Back to Workouts
        </Button>
      </Stack>
    </Card>
  );
}

/** A premium workout past the free days, for a free member: the server's words and the way to upgrade. */
export function LockedWorkout({ message }: { message: string }) {
  return (
    <>
      <BackToWorkouts />
      <Card padding="xl" maw={420} mx="auto" mt="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconLock size={34} />
          </ThemeIcon>
          <Text component="h1" ff="heading" fz="h2" fw={700} lh={1.2} m={0}>
            PREMIUM WORKOUT
          </Text>
          <Text c="dimmed">{message}</Text>
          <Button
            component={Link}
            to="/premium-coaching"
            size="md"
            leftSection={<IconCrown size={18} aria-hidden="true" />}
          >
            Unlock with PREMIUM WOLF
          </Button>
        </Stack>
      </Card>
    </>
  );
}
