import { Anchor, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { AchievementIcon } from "../../../components/AchievementIcon.tsx";
import { IconAward } from "../../../components/icons.ts";
import type { RouterOutputs } from "../../../trpc.ts";

type Earned = RouterOutputs["member"]["progress"]["recentAchievements"];

/** The member's latest earned achievements, newest first (member.progress); never one not earned. */
export function RecentAchievements({ achievements }: { achievements: Earned }) {
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
      {achievements.length === 0 ? (
        <Text size="sm" c="dimmed">
          No achievements yet. Finish your first workout to earn one.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {achievements.map((achievement) => (
            <Group component="li" key={achievement.id} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="xl" aria-hidden="true">
                <AchievementIcon icon={achievement.icon} size={20} earned />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="sm">
                  {achievement.name}
                </Text>
                {achievement.description ? (
                  <Text size="xs" c="dimmed">
                    {achievement.description}
                  </Text>
                ) : null}
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
