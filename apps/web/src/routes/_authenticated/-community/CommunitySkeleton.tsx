import { Card, Group, Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** A post's shape: the author line, a title, a few lines, the like and comment buttons. */
function PostSkeleton() {
  return (
    <Card padding="md">
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={40} circle />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="40%" radius="xl" />
          <Skeleton height={10} width="24%" radius="xl" />
        </Stack>
        <Skeleton height={20} width={72} radius="xl" />
      </Group>
      <Skeleton height={18} width="70%" mt="md" />
      <Stack gap={8} mt="sm">
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="85%" radius="xl" />
      </Stack>
      <Group gap="xs" mt="md">
        <Skeleton height={32} width={64} radius="md" />
        <Skeleton height={32} width={64} radius="md" />
      </Group>
    </Card>
  );
}

/** THE PACK while it loads: title, the leaderboards card, the tabs, the composer, two posts. */
export function CommunitySkeleton() {
  return (
    <ScreenSkeleton label="Loading the pack">
      <PageTitleSkeleton />
      <Skeleton height={78} radius="md" />
      <Skeleton height={44} radius="md" mt="md" mb="md" />
      <Stack gap="md">
        <CardSkeleton lines={4} />
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    </ScreenSkeleton>
  );
}
