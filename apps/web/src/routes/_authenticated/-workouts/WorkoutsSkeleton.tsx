import { Card, Group, SimpleGrid, Skeleton } from "@mantine/core";
import { PageTitleSkeleton, ScreenSkeleton, WorkoutCardSkeleton } from "@wolfpack/ui";

/** /workouts while it loads: the title, the program card, quick start, the filters, the list. */
export function WorkoutsSkeleton() {
  return (
    <ScreenSkeleton label="Loading workouts">
      <PageTitleSkeleton />
      <Card padding="md">
        <Skeleton height={20} width="50%" mb="md" />
        <SimpleGrid cols={6} spacing={6}>
          {Array.from({ length: 12 }, (_, day) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder chips, never reordered
            <Skeleton key={day} height={46} radius="md" />
          ))}
        </SimpleGrid>
      </Card>
      <Card padding="md" mt="md">
        <Skeleton height={20} width="40%" mb="sm" />
        <Skeleton height={44} />
      </Card>
      <Group gap={8} mt="lg">
        {[40, 76, 62, 74, 86].map((width) => (
          <Skeleton key={width} height={44} width={width} radius="xl" />
        ))}
      </Group>
      <Skeleton height={24} width="45%" mt={28} mb={12} />
      <SimpleGrid cols={2} spacing="sm">
        <WorkoutCardSkeleton />
        <WorkoutCardSkeleton />
      </SimpleGrid>
    </ScreenSkeleton>
  );
}
