import { Button, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { COACHING_RESPONSE_HOURS } from "@wolfpack/rules/coaching/messages";
import { COACHING_SERVICE_PRICES } from "@wolfpack/rules/coaching/services";
import { formatPrice } from "@wolfpack/ui";
import type { ComponentType } from "react";
import {
  IconArrowRight,
  IconBarbell,
  IconMessageCircle,
  IconToolsKitchen2,
  IconVideo,
} from "../../../components/icons.ts";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { CardHeading } from "./CardHeading.tsx";

type Icon = ComponentType<{ size?: number; "aria-hidden"?: "true" }>;

/** Each service's icon, by its name in the price list. */
const ICONS: Record<string, Icon> = {
  "Video form correction": IconVideo,
  "One-on-one virtual coaching": IconMessageCircle,
  "In-person training": IconBarbell,
  "Custom meal plan": IconToolsKitchen2,
};

/** The Services tab: what the coach charges (docs/rules.md, Coaching), and the way to ask him. */
export function ServicesTab() {
  return (
    <Stack gap="md">
      <Card padding="lg">
        <CardHeading>Coaching prices</CardHeading>
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {COACHING_SERVICE_PRICES.map((service) => {
            const Icon = ICONS[service.name] ?? IconBarbell;
            return (
              <Group key={service.name} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} aria-hidden="true" />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700}>{service.name}</Text>
                  <Text size="sm" c="dimmed">
                    {service.unit}
                  </Text>
                </Stack>
                <Text fw={800} fz="lg" c="wolf.4">
                  {formatPrice(service.price)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack gap="sm">
          <Text>
            Send the coach a request from Premium Coaching: a consultation, a form check or a custom plan. He answers
            within {COACHING_RESPONSE_HOURS} hours.
          </Text>
          <Button
            component={RouterLink}
            to="/premium-coaching"
            size="md"
            fullWidth
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Premium Coaching
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
