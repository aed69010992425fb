import { Box, Card, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { AchievementTotals } from "@wolfpack/rules/training/achievement-progress";
import { formatNumber } from "@wolfpack/ui";
import type { ReactNode } from "react";
import { IconBolt, IconCrown, IconTrophy } from "../../../components/icons.ts";

function Figure({ label, value, icon, note }: { label: string; value: number; icon: ReactNode; note?: string }) {
  return (
    <Box role="group" aria-label={label} miw={0}>
      <ThemeIcon variant="light" size={30} radius="md" mb={8} aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Text ff="heading" fz={30} fw={700} lh={1}>
        {formatNumber(value)}
        {note ? (
          <Text span c="dimmed" fz="xs" fw={600} ff="text" ml={4}>
            {note}
          </Text>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed" fw={700} mt={6} lh={1.2}>
        {label}
      </Text>
    </Box>
  );
}

/** Total achievements earned, total XP and the member's level. */
export function Summary({ totals, available }: { totals: AchievementTotals; available: number }) {
  return (
    <Card padding="md" mb="md" component="section" aria-label="Your achievements">
      <SimpleGrid cols={3} spacing="sm">
        <Figure
          label="Achievements"
          value={totals.earned}
          note={`/${formatNumber(available)}`}
          icon={<IconTrophy size={18} />}
        />
        <Figure label="Total XP" value={totals.totalXp} icon={<IconBolt size={18} />} />
        <Figure label="Level" value={totals.level} icon={<IconCrown size={18} />} />
      </SimpleGrid>
    </Card>
  );
}
