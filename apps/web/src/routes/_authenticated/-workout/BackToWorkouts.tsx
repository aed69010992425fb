import { Anchor, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconArrowRight } from "../../../components/icons.ts";

/** The way back to the list, above the workout. */
export function BackToWorkouts() {
  return (
    <Anchor component={Link} to="/workouts" size="sm" fw={700} mb="sm" display="inline-flex" mih={44} py={10}>
      <Group gap={4} component="span">
        <IconArrowRight size={16} style={{ transform: "rotate(180deg)" }} aria-hidden="true" />
        Back to Workouts
      </Group>
    </Anchor>
  );
}
