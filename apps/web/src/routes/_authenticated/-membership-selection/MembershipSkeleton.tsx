import { Skeleton, Stack } from "@mantine/core";
import { CardSkeleton, PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";

/** Choose Your Pack while the member's plan is asked for: the title, two plan cards, the button. */
export function MembershipSkeleton() {
  return (
    <ScreenSkeleton label="Loading your plans">
      <PageTitleSkeleton />
      <Stack gap="lg">
        <CardSkeleton lines={6} />
        <CardSkeleton lines={7} />
      </Stack>
      <Stack gap="xs" mt={24} align="center">
        <Skeleton height={50} radius="md" />
        <Skeleton height={12} width="70%" radius="xl" />
      </Stack>
    </ScreenSkeleton>
  );
}
