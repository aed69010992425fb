import { Card, Stack, Text } from "@mantine/core";
import { GearCard, SectionTitle } from "@wolfpack/ui";
import { IconShoppingBag } from "../../../components/icons.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./Home.module.css";

/** The Gear tab: the pack's shop, each product with BUY NOW. */
export function GearTab() {
  const [gear] = trpc.gear.list.useSuspenseQuery();
  return (
    <>
      <SectionTitle icon={<IconShoppingBag size={24} aria-hidden="true" />}>PACK GEAR</SectionTitle>
      {gear.length > 0 ? (
        <Stack gap="sm">
          {gear.map((item) => (
            <GearCard key={item.id} gear={item} />
          ))}
        </Stack>
      ) : (
        <Card className={classes.empty}>
          <Text c="dimmed">No gear available yet. Check back soon.</Text>
        </Card>
      )}
    </>
  );
}
