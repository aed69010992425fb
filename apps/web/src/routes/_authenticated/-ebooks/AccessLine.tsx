import { Group, Text } from "@mantine/core";
import type { EbookAccess } from "@wolfpack/rules/ebooks/access";
import { IconCircleCheck, IconCrown, IconGift } from "../../../components/icons.ts";

const WORDS = {
  bought: { icon: IconCircleCheck, text: "Purchased" },
  free: { icon: IconGift, text: "Free for all" },
  premium: { icon: IconCrown, text: "Included with premium" },
} as const;

/** Why the member may read the e-book: bought, free, or part of PREMIUM WOLF. */
export function AccessLine({ access }: { access: EbookAccess }) {
  const { icon: Icon, text } = WORDS[access];
  return (
    <Group gap={6} wrap="nowrap" c="wolf.4">
      <Icon size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={700} lh={1.25}>
        {text}
      </Text>
    </Group>
  );
}
