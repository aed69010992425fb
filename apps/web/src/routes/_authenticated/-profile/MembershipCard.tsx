import { Badge, Button, Card, Group, List, Text, ThemeIcon } from "@mantine/core";
import { formatMonthlyPrice } from "@wolfpack/ui";
import { IconArrowRight, IconCheck, IconCrown } from "../../../components/icons.ts";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { formatDay } from "../../../lib/dates.ts";
import { MEMBERSHIP_PLANS } from "../../../lib/plans.ts";
import type { Member } from "../../../trpc.ts";

const premium = MEMBERSHIP_PLANS.premium;
/** What the upgrade brings, in the selection screen's words. */
const UPGRADE_BRINGS = premium.included.slice(0, 4);

/**
 * A free member sees 'Upgrade to Pack Leader' and goes to the plans, where the price is
 * shown before anything is charged; a premium member sees their plan and until when it runs.
 */
export function MembershipCard({ member }: { member: Member }) {
  if (member.membershipTier === "premium") return <PremiumMembership member={member} />;
  return (
    <Card
      padding="lg"
      component="section"
      aria-labelledby="upgrade-title"
      withBorder
      bd="1px solid var(--mantine-color-wolf-7)"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <ThemeIcon size={44} radius="md" variant="gradient" aria-hidden="true">
          <IconCrown size={24} />
        </ThemeIcon>
        <div>
          <Text id="upgrade-title" component="h2" ff="heading" fz={24} fw={700} lh={1.1} m={0}>
            Upgrade to Pack Leader
          </Text>
          <Text size="sm" c="dimmed">
            {premium.name}, {formatMonthlyPrice(premium.monthlyPrice)}. {premium.helper}
          </Text>
        </div>
      </Group>
      <List
        spacing={6}
        size="sm"
        mb="md"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {UPGRADE_BRINGS.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Button
        component={RouterLink}
        to="/membership-selection"
        size="md"
        fullWidth
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        See {premium.name}
      </Button>
    </Card>
  );
}

function PremiumMembership({ member }: { member: Member }) {
  const until = member.membershipExpiresAt;
  return (
    <Card padding="lg" component="section" aria-labelledby="membership-title">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="gradient" aria-hidden="true">
          <IconCrown size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text id="membership-title" component="h2" size="xs" c="dimmed" fw={700} tt="uppercase" m={0}>
            Your membership
          </Text>
          <Badge size="lg" variant="filled" mt={4}>
            {premium.name}
          </Badge>
          <Text size="sm" c="dimmed" mt={6}>
            {until ? `Full access until ${formatDay(until, member.timezone)}.` : "Full access, with no end date."}
          </Text>
        </div>
      </Group>
      <Button component={RouterLink} to="/membership-selection" variant="default" size="md" fullWidth mt="md">
        Manage membership
      </Button>
    </Card>
  );
}
