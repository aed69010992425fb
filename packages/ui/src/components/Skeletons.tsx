import { Card, Skeleton, Stack } from "@mantine/core";

/** The shape of PageTitle: eyebrow, title and subtitle. */
export function PageTitleSkeleton() {
  return (
    <Stack gap={8} mb="lg">
      <Skeleton height={10} width={96} radius="xl" />
      <Skeleton height={30} width="62%" />
      <Skeleton height={12} width="84%" radius="xl" />
    </Stack>
  );
}

/** A card with a heading and a few lines of text, the most common block of a screen. */
export function CardSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Card padding="md">
      <Skeleton height={20} width="45%" mb="md" />
      <Stack gap={10}>
        {Array.from({ length: lines }, (_, line) => (
          // The last line is shorter, as a paragraph's is.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered
          <Skeleton key={line} height={12} width={line === lines - 1 ? "60%" : "100%"} radius="xl" />
        ))}
      </Stack>
    </Card>
  );
}
