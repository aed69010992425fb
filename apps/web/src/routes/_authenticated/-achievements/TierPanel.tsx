import { Card, Group, Progress, Stack, Text } from "@mantine/core";
import {
  achievementTier,
  type MemberStats,
  type TierSummary,
  triggerProgress,
} from "@wolfpack/rules/training/achievement-progress";
import type { RouterOutputs } from "../../../trpc.ts";
import { AchievementCard } from "./AchievementCard.tsx";
import { TIER_LOOK } from "./tiers.ts";

type Achievement = RouterOutputs["achievement"]["list"][number];

export interface TierPanelProps {
  summary: TierSummary;
  catalogue: Achievement[];
  earned: ReadonlySet<string>;
  stats: MemberStats;
}

/** One tier: how much of it is earned, then its achievements (earned first). */
export function TierPanel({ summary, catalogue, earned, stats }: TierPanelProps) {
  const look = TIER_LOOK[summary.tier];
  const inTier = catalogue.filter((achievement) => achievementTier(achievement) === summary.tier);
  const ordered = [...inTier.filter((a) => earned.has(a.id)), ...inTier.filter((a) => !earned.has(a.id))];

  return (
    <Stack gap="md">
      <Card padding="md" style={{ borderColor: look.color }}>
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text ff="heading" fz={24} fw={700} lh={1.1} style={{ color: look.color }}>
            {look.name} Tier
          </Text>
          <Text fw={800} size="lg" style={{ whiteSpace: "nowrap" }}>
            {summary.percent}%{" "}
            <Text span size="xs" c="dimmed" fw={700} tt="uppercase">
              complete
            </Text>
          </Text>
        </Group>
        <Progress
          value={summary.percent}
          size="lg"
          radius="xl"
          mt="sm"
          color={look.color}
          aria-label={`${look.name} tier: ${summary.earned} of ${summary.total} earned`}
        />
        <Text size="sm" c="dimmed" fw={600} mt={8}>
          {summary.earned}/{summary.total} earned
        </Text>
      </Card>
      {ordered.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No {summary.tier} achievements available yet.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={`${look.name} achievements`}
        >
          {ordered.map((achievement) => {
            const isEarned = earned.has(achievement.id);
            return (
              <AchievementCard
                key={achievement.id}
                achievement={achievement}
                earned={isEarned}
                progress={isEarned ? null : triggerProgress(achievement, stats)}
                color={look.color}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
