import { Card, Group, Skeleton, Stack } from "@mantine/core";
import { PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** The leaderboard while it loads: title, the four tabs, the board's header and its rows. */
export function LeaderboardsSkeleton() {
  return (
    <ScreenSkeleton label="Loading the leaderboard">
      <PageTitleSkeleton />
      <Skeleton height={56} radius="md" mb="md" />
      <Card padding="md" mb="sm">
        <Group gap="sm" wrap="nowrap">
          <Skeleton height={44} width={44} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={18} width="55%" />
            <Skeleton height={12} width="75%" radius="xl" />
          </Stack>
        </Group>
      </Card>
      <Card padding={0}>
        {Array.from({ length: 6 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
          <Group key={row} gap={8} wrap="nowrap" px={12} py={10} mih={64}>
            <Skeleton height={24} width={32} radius="sm" />
            <Skeleton height={38} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="85%" radius="xl" />
            </Stack>
            <Skeleton height={22} width={52} radius="xl" />
          </Group>
        ))}
      </Card>
    </ScreenSkeleton>
  );
}
