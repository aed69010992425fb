import { Anchor, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconAward, IconBarbell, IconClock, IconFlame } from "../../../components/icons.ts";

/** The three achievements the progress screen features (spec: a fixed list). */
const FEATURED = [
  { name: "7-Day Streak Master", note: "Train 7 days in a row", Icon: IconFlame },
  { name: "Workout Warrior", note: "Complete 10 workouts", Icon: IconBarbell },
  { name: "Time Champion", note: "Log 600 minutes of training", Icon: IconClock },
] as const;

export function RecentAchievements() {
  return (
    <Card padding="md" component="section" aria-labelledby="recent-achievements-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <IconAward size={18} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
          <Text id="recent-achievements-title" ff="heading" fz={22} fw={700} lh={1.1}>
            Recent Achievements
          </Text>
        </Group>
        <Anchor
          component={Link}
          to="/achievements"
          size="sm"
          fw={700}
          c="wolf.4"
          style={{ minHeight: 44, display: "inline-flex", alignItems: "center", whiteSpace: "nowrap" }}
        >
          View all
        </Anchor>
      </Group>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
        {FEATURED.map(({ name, note, Icon }) => (
          <Group component="li" key={name} gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="xl" aria-hidden="true">
              <Icon size={20} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
