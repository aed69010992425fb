import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { plural } from "@wolfpack/rules/shared/words";
import type { ReactNode } from "react";
import { IconBarbell, IconClock, IconPlayerPlay, IconQuote } from "../../../components/icons.ts";
import type { RouterOutputs } from "../../../trpc.ts";
import classes from "./Workout.module.css";

type Workout = RouterOutputs["workout"]["byId"];

function Fact({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Card padding="sm" className={classes.fact}>
      {/* On the narrowest phones the icon goes above the figure rather than squeeze its label. */}
      <Group gap="xs" wrap="wrap">
        <span className={classes.factIcon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <Text ff="heading" fz={26} fw={700} lh={1}>
            {value}
          </Text>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: "0.06em" }}>
            {label}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text component="h2" size="xs" fw={800} c="dimmed" tt="uppercase" m={0} style={{ letterSpacing: "0.12em" }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** What the workout is: title, badges, description, minutes, exercises, muscles, video, equipment, coach notes. */
export function WorkoutDetails({ workout }: { workout: Workout }) {
  const count = workout.exercises.length;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1} className={classes.title}>
          {workout.title}
        </Title>
        <Group gap={6}>
          <Badge variant="filled">{workout.category}</Badge>
          {workout.day !== null ? <Badge variant="light">{`Day ${workout.day}`}</Badge> : null}
          <Badge variant="outline" color="gray">
            {workout.difficulty}
          </Badge>
        </Group>
        {workout.description ? <Text c="dimmed">{workout.description}</Text> : null}
      </Stack>

      <SimpleGrid cols={2} spacing="sm">
        <Fact
          icon={<IconClock size={22} />}
          value={String(workout.duration)}
          label={plural(workout.duration, "Minute")}
        />
        <Fact icon={<IconBarbell size={22} />} value={String(count)} label={plural(count, "Exercise")} />
      </SimpleGrid>

      {workout.videoUrl ? (
        <Button
          variant="light"
          size="md"
          fullWidth
          component="a"
          href={workout.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
        >
          Watch Video
          <VisuallyHidden> (opens in a new window)</VisuallyHidden>
        </Button>
      ) : null}

      {workout.muscleGroups.length > 0 ? (
        <Section title="Muscle groups">
          <Group gap={6}>
            {workout.muscleGroups.map((muscle) => (
              <Badge key={muscle} variant="light" color="gray" size="lg" tt="none">
                {muscle}
              </Badge>
            ))}
          </Group>
        </Section>
      ) : null}

      {workout.equipmentNeeded.length > 0 ? (
        <Section title="Equipment needed">
          <Text size="sm">{workout.equipmentNeeded.join(" · ")}</Text>
        </Section>
      ) : null}

      {workout.instructorNotes ? (
        <Card padding="md" className={classes.notes}>
          <Group gap="xs" mb={6} wrap="nowrap">
            <IconQuote size={18} aria-hidden="true" className={classes.notesIcon} />
            <Text component="h2" size="xs" fw={800} c="wolf.5" tt="uppercase" m={0} style={{ letterSpacing: "0.12em" }}>
              Coach notes
            </Text>
          </Group>
          <Text size="sm" fs="italic">
            {workout.instructorNotes}
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}
