import { Card, Skeleton, Stack } from "@mantine/core";
import { ScreenSkeleton } from "@wolfpack/ui";

/** The training charts' cards while their data, their code or the chart library loads. */
export function TrainingChartsSkeleton() {
  return (
    <ScreenSkeleton label="Loading your charts">
      <Stack gap="md">
        {[1, 2].map((card) => (
          <Card key={card} padding="md">
            <Skeleton height={22} width="55%" mb="sm" />
            <Skeleton height={12} width="80%" radius="xl" mb="md" />
            {/* About a drawing's height (Plots.tsx), so nothing below jumps once it is in. */}
            <Skeleton height={220} radius="md" />
          </Card>
        ))}
      </Stack>
    </ScreenSkeleton>
  );
}

/** The habit calendars while the month or their code loads. */
export function HabitCalendarsSkeleton() {
  return (
    <ScreenSkeleton label="Loading your habit calendars">
      <Stack gap="md">
        {[1, 2].map((card) => (
          <Card key={card} padding="md">
            <Skeleton height={18} width="45%" mb="sm" />
            <Skeleton height={230} radius="md" />
          </Card>
        ))}
      </Stack>
    </ScreenSkeleton>
  );
}
