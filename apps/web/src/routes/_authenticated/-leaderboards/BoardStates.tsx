import { Card, Group, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./Leaderboards.module.css";
import type { BoardEntry } from "./types.ts";

/** A tab whose board is on its way. */
export function BoardLoading() {
  return (
    <Card padding="xl">
      <Group role="status" justify="center" gap="sm" py="lg">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed" fw={600}>
          Loading leaderboard...
        </Text>
      </Group>
    </Card>
  );
}

/** Nothing to rank yet: what is missing, and the way to it. */
export function BoardEmpty({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Card padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Text ff="heading" fz={24} fw={700} lh={1.15}>
          {title}
        </Text>
        {text ? (
          <Text size="sm" c="dimmed" maw={300}>
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Card>
  );
}

/** The board's name and what it ranks, with the viewer's place on it. */
export function BoardHeader({
  icon,
  title,
  text,
  entries,
  viewerId,
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  entries: readonly BoardEntry[];
  viewerId: string;
}) {
  const mine = entries.find((entry) => entry.userId === viewerId);
  return (
    <Card padding="md" mb="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text ff="heading" fz={22} fw={700} lh={1.1} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
        {mine ? (
          <div className={classes.standing}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
              Your rank
            </Text>
            <div className={classes.standingRank}>#{mine.rank}</div>
          </div>
        ) : null}
      </Group>
    </Card>
  );
}
