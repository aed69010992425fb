import { Group, Skeleton, Stack } from "@mantine/core";
import { PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** PACK GEAR while it loads: the title, the category buttons, three products. */
export function GearSkeleton() {
  return (
    <ScreenSkeleton label="Loading the gear">
      <PageTitleSkeleton />
      <Group gap="xs" mb="md">
        {[64, 88, 72, 96].map((width) => (
          <Skeleton key={width} height={44} width={width} radius="xl" />
        ))}
      </Group>
      <Stack gap="sm">
        {[1, 2, 3].map((card) => (
          <Skeleton key={card} height={320} radius="lg" />
        ))}
      </Stack>
    </ScreenSkeleton>
  );
}
