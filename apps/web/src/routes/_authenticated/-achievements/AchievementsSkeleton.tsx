import { Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** The achievements screen while it loads: title, the summary, the tier tabs, a few cards. */
export function AchievementsSkeleton() {
  return (
    <ScreenSkeleton label="Loading achievements...">
      <PageTitleSkeleton />
      <Card padding="md">
        <SimpleGrid cols={3} spacing="sm">
          {[0, 1, 2].map((figure) => (
            <div key={figure}>
              <Skeleton height={30} width={30} radius="md" mb={8} />
              <Skeleton height={28} width="60%" />
              <Skeleton height={10} width="80%" radius="xl" mt={8} />
            </div>
          ))}
        </SimpleGrid>
      </Card>
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
