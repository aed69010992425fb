import { Card, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** /transform-100-days while it loads: title, progress card, phases, the workouts. */
export function ProgramSkeleton() {
  return (
    <ScreenSkeleton label="Loading your program">
      <PageTitleSkeleton />
      <Card padding="lg">
        <Skeleton height={40} width="55%" mb="sm" />
        <Skeleton height={12} radius="xl" mb="lg" />
        <SimpleGrid cols={3} spacing="sm">
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </SimpleGrid>
      </Card>
      <Skeleton height={24} width="40%" mt={28} mb={12} />
      <Stack gap="xs">
        {["a", "b", "c"].map((row) => (
          <Skeleton key={row} height={60} radius="md" />
        ))}
      </Stack>
      <Skeleton height={24} width="55%" mt={28} mb={12} />
      <CardSkeleton lines={2} />
    </ScreenSkeleton>
  );
}
