import { SectionTitle } from "@wolfpack/ui";
import { GearShelf } from "../../../components/GearShelf.tsx";
import { IconShoppingBag } from "../../../components/icons.ts";
import { trpc } from "../../../trpc.ts";

/** The Gear tab: the pack's shop, each product with BUY NOW. */
export function GearTab() {
  const [gear] = trpc.gear.list.useSuspenseQuery();
  return (
    <>
      <SectionTitle icon={<IconShoppingBag size={24} aria-hidden="true" />}>PACK GEAR</SectionTitle>
      <GearShelf gear={gear} />
    </>
  );
}
