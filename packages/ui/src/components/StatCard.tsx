import { Card, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { plural } from "@wolfpack/rules/shared/words";
import type { ReactNode } from "react";
import { formatNumber } from "../format.ts";
import classes from "./StatCard.module.css";

export interface StatCardProps {
  label: string;
  /** A count (shown with thousands separators), or a figure already written out ('2.5'). */
  value: number | string | null | undefined;
  icon?: ReactNode;
  /** A unit after the number, e.g. "min". */
  unit?: string;
  /**
   * What the label says under a count of one ('Minute' for 'Minutes'), so it never reads
   * '1 MINUTES'. The card keeps `label` as its name.
   */
  one?: string;
}

/** The figure's size: a long one (a whole pack's minutes) is set smaller, so it stays inside a half-width card. */
function figureSize(figure: string): number {
  if (figure.length <= 7) return 30;
  return figure.length <= 9 ? 24 : 20;
}

/** One number a member tracks (workouts, streak, minutes): icon, the number, its label. */
export function StatCard({ label, value, icon, unit, one }: StatCardProps) {
  const figure = typeof value === "string" ? value : formatNumber(value);
  const shown = one !== undefined && typeof value === "number" ? plural(value, one, label) : label;
  return (
    <Card padding="sm" role="group" aria-label={label}>
      {icon ? (
        <ThemeIcon variant="light" size={30} radius="md" mb={8} aria-hidden="true">
          {icon}
        </ThemeIcon>
      ) : null}
      <Text ff="heading" fz={figureSize(figure)} fw={700} lh={1}>
        {figure}
        {unit ? (
          <Text span c="dimmed" fz="xs" fw={600} ml={4} ff="text">
            {unit}
          </Text>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed" fw={700} mt={6} lh={1.2} className={classes.label}>
        {shown}
      </Text>
    </Card>
  );
}

/** The shape of StatCard: its icon, the number and its label. */
export function StatCardSkeleton() {
  return (
    <Card padding="sm">
      <Skeleton height={30} width={30} radius="md" mb={8} />
      <Skeleton height={28} width="60%" />
      <Skeleton height={10} width="80%" radius="xl" mt={8} />
    </Card>
  );
}
