import { Card, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { PageTitleSkeleton, ScreenSkeleton, StatCardSkeleton } from "@wolfpack/ui";

/** The profile while it loads: the member's card, the three numbers, the menu. */
export function ProfileSkeleton() {
  return (
    <ScreenSkeleton label="Loading your profile">
      <PageTitleSkeleton />
      <Card padding="lg" mb="sm">
        <Stack align="center" gap={10}>
          <Skeleton height={96} circle />
          <Skeleton height={24} width="50%" />
          <Skeleton height={12} width="65%" radius="xl" />
          <Skeleton height={20} width="55%" radius="xl" />
        </Stack>
      </Card>
      <SimpleGrid cols={3} spacing="sm" mb="md">
        {[1, 2, 3].map((stat) => (
          <StatCardSkeleton key={stat} />
        ))}
      </SimpleGrid>
      <Card padding="md">
        <Stack gap="lg">
          {[1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      </Card>
    </ScreenSkeleton>
  );
}
