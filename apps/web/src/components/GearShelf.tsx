import { Card, Stack, Text } from "@mantine/core";
import { GearCard, type GearCardData } from "@wolfpack/ui";

/** The pack's products, each with BUY NOW, or a line saying there are none yet (home and /gear). */
export function GearShelf({ gear }: { gear: readonly (GearCardData & { id: number })[] }) {
  if (gear.length === 0) {
    return (
      <Card padding="xl" ta="center">
        <Text c="gray.3">No gear available yet. Check back soon.</Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {gear.map((item) => (
        <GearCard key={item.id} gear={item} />
      ))}
    </Stack>
  );
}
