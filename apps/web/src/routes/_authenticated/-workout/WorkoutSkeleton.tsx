import { Card, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** The workout screen while it loads: back link, title and badges, the facts, the exercises, the session bar. */
export function WorkoutSkeleton() {
  return (
    <ScreenSkeleton label="Loading the workout">
      <Skeleton height={14} width={110} radius="xl" mb="md" />
      <Skeleton height={34} width="80%" mb="sm" />
      <Group gap="xs" mb="md">
        <Skeleton height={24} width={80} radius="xl" />
        <Skeleton height={24} width={56} radius="xl" />
        <Skeleton height={24} width={90} radius="xl" />
      </Group>
      <SimpleGrid cols={2} spacing="sm" mb="md">
        <Card padding="sm">
          <Skeleton height={40} />
        </Card>
        <Card padding="sm">
          <Skeleton height={40} />
        </Card>
      </SimpleGrid>
      <Stack gap="md">
        <CardSkeleton lines={2} />
        <CardSkeleton lines={4} />
        <CardSkeleton lines={4} />
      </Stack>
    </ScreenSkeleton>
  );
}
