import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton, StatCardSkeleton } from "@wolfpack/ui";

/** The progress screen while it loads: title, the two tabs, the stat cards, the goals. */
export function ProgressSkeleton() {
  return (
    <ScreenSkeleton label="Loading your progress">
      <PageTitleSkeleton />
      <Skeleton height={44} radius="md" mb="md" />
      <SimpleGrid cols={2} spacing="sm">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
      <Stack gap="md" mt="md">
        <CardSkeleton lines={2} />
        <CardSkeleton lines={2} />
        <CardSkeleton lines={4} />
      </Stack>
    </ScreenSkeleton>
  );
}
