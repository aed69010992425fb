import { Badge, Card, Group, Progress, Text } from "@mantine/core";
import type { TriggerProgress } from "@wolfpack/rules/training/achievement-progress";
import { formatNumber } from "@wolfpack/ui";
import { AchievementIcon } from "../../../components/AchievementIcon.tsx";
import { IconCheck, IconLock } from "../../../components/icons.ts";
import type { RouterOutputs } from "../../../trpc.ts";
import classes from "./Achievements.module.css";
import { TRIGGER_UNIT } from "./tiers.ts";

type Achievement = RouterOutputs["achievement"]["list"][number];

export interface AchievementCardProps {
  achievement: Achievement;
  earned: boolean;
  /** How far toward the trigger, for a locked achievement that has one. */
  progress: TriggerProgress | null;
  color: string;
}

/** One achievement: icon, name, description, XP; earned ones glow, locked ones show how far. */
export function AchievementCard({ achievement, earned, progress, color }: AchievementCardProps) {
  const unit = achievement.triggerType ? TRIGGER_UNIT[achievement.triggerType] : undefined;
  return (
    <Card
      component="li"
      padding="md"
      className={classes.card}
      data-earned={earned || undefined}
      style={{ "--tier-color": color }}
      aria-label={`${achievement.name}, ${earned ? "earned" : "locked"}`}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div className={classes.icon}>
          <AchievementIcon icon={achievement.icon} size={28} earned={earned} />
          {earned ? null : (
            <span className={classes.lock}>
              <IconLock size={12} aria-hidden="true" />
            </span>
          )}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={800} size="md" lh={1.25} className={classes.name}>
              {achievement.name}
            </Text>
            <Badge variant={earned ? "filled" : "outline"} color={earned ? "wolf" : "gray"} style={{ flex: "none" }}>
              +{formatNumber(achievement.xpValue)} XP
            </Badge>
          </Group>
          {achievement.description ? (
            <Text size="sm" c="dimmed" mt={4} lh={1.4}>
              {achievement.description}
            </Text>
          ) : null}
          {earned ? (
            <Group gap={4} mt={8} c="wolf.4">
              <IconCheck size={14} aria-hidden="true" />
              <Text size="xs" fw={800} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
                Earned
              </Text>
            </Group>
          ) : progress ? (
            <div>
              <Progress
                value={progress.percent}
                size="sm"
                radius="xl"
                mt="sm"
                color="gray.5"
                aria-label={`${achievement.name} progress: ${progress.counter}${unit ? ` ${unit}` : ""}`}
              />
              <Group justify="space-between" mt={6} gap="xs">
                <Text size="xs" c="dimmed" fw={700}>
                  {progress.counter}
                  {unit ? ` ${unit}` : ""}
                </Text>
                <Text size="xs" c="dimmed" fw={700}>
                  {progress.percent}%
                </Text>
              </Group>
            </div>
          ) : null}
        </div>
      </Group>
    </Card>
  );
}
