import { Card, Group, Skeleton, Stack } from "@mantine/core";
import { PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** Account Settings while it loads: the title, the four tabs, the avatar and the fields. */
export function SettingsSkeleton() {
  return (
    <ScreenSkeleton label="Loading your settings">
      <PageTitleSkeleton />
      <Skeleton height={56} radius="md" mb="md" />
      <Card padding="lg" mb="md">
        <Group gap="md" wrap="nowrap">
          <Skeleton height={88} circle />
          <Stack gap={10} style={{ flex: 1 }}>
            <Skeleton height={16} width="40%" />
            <Skeleton height={44} width="75%" radius="md" />
          </Stack>
        </Group>
      </Card>
      <Card padding="lg">
        <Stack gap="lg">
          {[1, 2, 3, 4].map((input) => (
            <Stack key={input} gap={8}>
              <Skeleton height={12} width={90} radius="xl" />
              <Skeleton height={48} radius="md" />
            </Stack>
          ))}
        </Stack>
      </Card>
    </ScreenSkeleton>
  );
}
