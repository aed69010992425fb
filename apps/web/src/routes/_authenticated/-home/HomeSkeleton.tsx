import { Card, SimpleGrid, Skeleton } from "@mantine/core";
import { CardSkeleton, ScreenSkeleton, StatCardSkeleton, WorkoutCardSkeleton } from "@wolfpack/ui";

/** The home screen while it loads: the hero, the tab bar, the stat cards, today's hunt, the grid. */
export function HomeSkeleton() {
  return (
    <ScreenSkeleton label="Loading your home">
      <Skeleton height={380} radius="lg" />
      <Card mt="md" padding={4}>
        <SimpleGrid cols={4} spacing={4}>
          {["workouts", "gear", "ebooks", "events"].map((tab) => (
            <Skeleton key={tab} height={52} radius="md" />
          ))}
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={3} spacing="sm" mt="md">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
      <Skeleton height={24} width="45%" mt={28} mb={12} />
      <CardSkeleton lines={3} />
      <Skeleton height={24} width="55%" mt={28} mb={12} />
      <SimpleGrid cols={2} spacing="sm">
        <WorkoutCardSkeleton />
        <WorkoutCardSkeleton />
      </SimpleGrid>
    </ScreenSkeleton>
  );
}
