import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { plural } from "@wolfpack/rules/shared/words";
import { formatNumber } from "@wolfpack/ui";
import { useEffect, useRef } from "react";
import { IconTrophy } from "../../../components/icons.ts";
import type { RouterOutputs } from "../../../trpc.ts";
import classes from "./Workout.module.css";

/** What the server answers a completed workout: the session, the member's new numbers, what it earned. */
export type Completed = RouterOutputs["workout"]["complete"];

/** The workout is saved: minutes, calories and the achievements it earned, by name. */
export function CompletionCard({ result }: { result: Completed }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The news is at the top of the screen: take the member (and the keyboard focus) there.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, []);
  const { session, newAchievements } = result;
  return (
    <Card padding="lg" className={classes.completion} role="region" aria-labelledby="completion-heading">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" aria-hidden="true">
          <IconTrophy size={36} />
        </ThemeIcon>
        <Text
          component="h2"
          id="completion-heading"
          ref={heading}
          tabIndex={-1}
          ff="heading"
          fz={34}
          fw={700}
          lh={1}
          m={0}
        >
          WORKOUT COMPLETE
        </Text>
        <Text c="dimmed" size="sm">
          The hunt is done. Recover well, wolf.
        </Text>
        <SimpleGrid cols={2} spacing="sm" w="100%">
          <Fact value={session.duration} label={plural(session.duration, "Minute")} />
          <Fact value={session.caloriesBurned} label={plural(session.caloriesBurned, "Calorie")} />
        </SimpleGrid>
        {newAchievements.length > 0 ? (
          <Stack gap={6} w="100%">
            <Text size="xs" fw={800} c="wolf.5" tt="uppercase" style={{ letterSpacing: "0.12em" }}>
              {plural(newAchievements.length, "New achievement")}
            </Text>
            <Group gap={6} justify="center">
              {newAchievements.map((achievement) => (
                <Badge key={achievement.id} size="lg" variant="light" tt="none">
                  {achievement.name} · +{achievement.xpValue} XP
                </Badge>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Group grow w="100%" gap="xs">
          <Button component={Link} to="/workouts" variant="default" size="md">
            Workouts
          </Button>
          <Button component={Link} to="/progress" size="md">
            Progress
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** One figure of the finished session, large, with its label. */
function Fact({ value, label }: { value: number; label: string }) {
  return (
    <Card padding="sm" className={classes.fact}>
      <Text ff="heading" fz={30} fw={700} lh={1}>
        {formatNumber(value)}
      </Text>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
    </Card>
  );
}
