import { Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** The habit screen while it loads: title, the four tabs, the streak, today's log, reminders. */
export function HabitsSkeleton() {
  return (
    <ScreenSkeleton label="Loading your habits">
      <PageTitleSkeleton />
      <Skeleton height={44} radius="md" mb="md" />
      <Stack gap="md">
        <CardSkeleton lines={3} />
        <CardSkeleton lines={2} />
        <CardSkeleton lines={3} />
        <CardSkeleton lines={4} />
      </Stack>
    </ScreenSkeleton>
  );
}
