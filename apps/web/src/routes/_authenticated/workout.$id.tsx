import { Anchor, Group } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { IconArrowRight } from "../../components/icons.ts";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/workout/$id")({
  head: screenHead("Workout"),
  component: WorkoutPage,
});

function WorkoutPage() {
  return (
    <>
      <Anchor component={Link} to="/workouts" size="sm" fw={700} mb="md" display="inline-block">
        <Group gap={4} component="span">
          <IconArrowRight size={16} style={{ transform: "rotate(180deg)" }} aria-hidden="true" />
          Back to Workouts
        </Group>
      </Anchor>
      <PageTitle eyebrow="Workout" title="Workout" subtitle="Workout details arrive here soon." />
    </>
  );
}
