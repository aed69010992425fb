import { Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** Premium Coaching while it loads: the back link, the title, the coach, the three plans, a message. */
export function CoachingSkeleton() {
  return (
    <ScreenSkeleton label="Loading coaching">
      <Skeleton height={20} width={120} radius="xl" mb="md" />
      <PageTitleSkeleton />
      <Stack gap="md">
        <CardSkeleton lines={4} />
        <Skeleton height={24} width="55%" mt="md" />
        {[1, 2, 3].map((plan) => (
          <Skeleton key={plan} height={84} radius="lg" />
        ))}
        <Skeleton height={24} width="45%" mt="md" />
        <CardSkeleton lines={3} />
      </Stack>
    </ScreenSkeleton>
  );
}
