import { SimpleGrid, Skeleton } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton, StatCardSkeleton } from "@wolfpack/ui";

/**
 * The dashboard while it loads: eight placeholder cards, in the screen's shape: the
 * four overview figures, the three engagement figures, and the member table.
 */
export function AdminSkeleton() {
  return (
    <ScreenSkeleton label="Loading the admin dashboard">
      <PageTitleSkeleton />
      <Skeleton height={22} width={180} mb="sm" />
      <SimpleGrid cols={2} spacing="sm">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
      <Skeleton height={22} width={140} mt="lg" mb="sm" />
      <SimpleGrid cols={2} spacing="sm">
        <div style={{ gridColumn: "1 / -1" }}>
          <StatCardSkeleton />
        </div>
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
      <Skeleton height={44} radius="md" mt="lg" mb="md" />
      <CardSkeleton lines={4} />
    </ScreenSkeleton>
  );
}
