import { Card, SimpleGrid, Skeleton } from "@mantine/core";
import { ScreenSkeleton, StatCardSkeleton } from "@wolfpack/ui";

/** The home screen while it loads: the hero, the three stat cards, the pack card. */
export function HomeSkeleton() {
  return (
    <ScreenSkeleton label="Loading your home">
      <Skeleton height={380} radius="lg" />
      <SimpleGrid cols={3} spacing="sm" mt="md">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
      <Card mt="md" padding="md">
        <Skeleton height={26} />
      </Card>
    </ScreenSkeleton>
  );
}
