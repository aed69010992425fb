import { Button, Card, Group, Text, ThemeIcon } from "@mantine/core";
import { formatMonthlyPrice } from "@wolfpack/ui";
import { IconCrown, IconLock } from "../../../components/icons.ts";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { MEMBERSHIP_PLANS } from "../../../lib/plans.ts";

const PREMIUM = MEMBERSHIP_PLANS.premium;
/** Where a member upgrades: the plan screen, with what premium includes and its price. */
const UPGRADE_PATH = "/membership-selection";

/**
 * In place of the message form for a free member: coaching is part of premium, what it
 * costs, and the way to the plan screen, rather than a form the server would refuse.
 */
export function UpgradeCard() {
  return (
    <Card
      component="section"
      padding="lg"
      mt="md"
      aria-labelledby="upgrade-title"
      style={{ borderColor: "var(--mantine-color-wolf-8)" }}
    >
      <Group gap="sm" wrap="nowrap" mb="xs">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true" style={{ flex: "none" }}>
          <IconCrown size={22} />
        </ThemeIcon>
        <Text id="upgrade-title" component="h3" ff="heading" fz={22} fw={700} lh={1.1} m={0}>
          Coaching is part of {PREMIUM.name}
        </Text>
      </Group>
      <Text size="sm" c="gray.3" mb="md">
        Upgrade for {formatMonthlyPrice(PREMIUM.monthlyPrice)} to write to the coach under any of these plans, and to
        use the macro and 1RM calculators below.
      </Text>
      <Button
        component={RouterLink}
        to={UPGRADE_PATH}
        size="md"
        fullWidth
        h="auto"
        mih={48}
        py={10}
        px="xs"
        styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
      >
        Upgrade to {PREMIUM.name}
      </Button>
      <Text size="sm" c="dimmed" ta="center" mt="xs">
        {PREMIUM.helper}
      </Text>
    </Card>
  );
}

/** The calculators' place for a free member: what they are and that premium has them. */
export function LockedCalculators() {
  return (
    <Card padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="gray" size={36} radius="xl" aria-hidden="true" style={{ flex: "none" }}>
          <IconLock size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={800}>Macro and 1RM calculators</Text>
          <Text size="sm" c="dimmed">
            Your calories and macros for your goal, and your one-rep max with the loads to train at. Part of{" "}
            {PREMIUM.name}.
          </Text>
          <Button component={RouterLink} to={UPGRADE_PATH} variant="subtle" size="sm" px={0} mt={4}>
            See {PREMIUM.name}
          </Button>
        </div>
      </Group>
    </Card>
  );
}
