import { SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton, StatCardSkeleton } from "@wolfpack/ui";

/** The achievements screen while it loads: title, the summary, the tier tabs, a few cards. */
export function AchievementsSkeleton() {
  return (
    <ScreenSkeleton label="Loading achievements...">
      <PageTitleSkeleton />
      <SimpleGrid cols={3} spacing="sm">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
      <Skeleton height={44} radius="md" my="md" />
      <Stack gap="sm">
        <CardSkeleton lines={2} />
        <CardSkeleton lines={2} />
        <CardSkeleton lines={2} />
      </Stack>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        Loading achievements...
      </Text>
    </ScreenSkeleton>
  );
}
