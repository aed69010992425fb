import { Badge, Card, Group, Text } from "@mantine/core";
import { lastActiveLabel } from "@wolfpack/rules/admin/dashboard";
import { countOf } from "@wolfpack/rules/shared/words";
import { formatNumber } from "@wolfpack/ui";
import classes from "./Admin.module.css";
import type { MemberRow } from "./types.ts";

/**
 * One row of the member table as a card: on a phone six columns side by side would
 * not fit, so each figure keeps its column's name beside it instead.
 */
export function MemberCard({ member, timeZone }: { member: MemberRow; timeZone: string }) {
  const premium = member.membershipTier === "premium";
  return (
    <Card component="li" padding="sm" radius="md" aria-label={member.username}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={700} truncate="end">
          {member.username}
        </Text>
        <Badge variant={premium ? "filled" : "default"} style={{ flexShrink: 0 }}>
          {member.membershipTier.toUpperCase()}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" truncate="end">
        {member.email}
      </Text>
      <dl className={classes.figures}>
        <Figure label="Workouts">{formatNumber(member.workoutsCompleted)}</Figure>
        <Figure label="Minutes">{formatNumber(member.totalMinutes)}</Figure>
        <Figure label="Streak">{countOf(member.currentStreak, "day")}</Figure>
        <Figure label="Last Active">{lastActiveLabel(member.lastLoginAt, timeZone)}</Figure>
      </dl>
    </Card>
  );
}

/** A column's name over the member's figure in it. */
function Figure({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={700} m={0} style={{ whiteSpace: "nowrap" }}>
        {children}
      </Text>
    </div>
  );
}
