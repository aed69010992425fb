import { Button, Card, Text } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { hasPremiumAccess } from "@wolfpack/rules/membership/membership";
import { SettingsCalculators } from "../../../components/calculators/SettingsCalculators.tsx";
import { IconCalculator } from "../../../components/icons.ts";
import { MEMBERSHIP_PLANS } from "../../../lib/plans.ts";
import type { Member } from "../../../trpc.ts";
import { CardHeading } from "./CardHeading.tsx";

const route = getRouteApi("/_authenticated/settings");

/**
 * The Calculators tab: the macro and 1RM calculators for those PREMIUM WOLF includes them
 * (premium members and admins); for a free member, what they are and the way to upgrade.
 */
export function CalculatorsTab({ member }: { member: Member }) {
  const navigate = route.useNavigate();
  if (hasPremiumAccess(member)) return <SettingsCalculators />;
  return (
    <Card padding="lg">
      <CardHeading icon={<IconCalculator size={22} aria-hidden="true" />}>Macro and 1RM calculators</CardHeading>
      <Text c="dimmed" mb="md">
        Your daily calories and macros for cutting, maintaining or bulking, and your one-rep max with a table of
        training weights. They come with {MEMBERSHIP_PLANS.premium.name}.
      </Text>
      <Button size="md" fullWidth onClick={() => void navigate({ search: { tab: "membership" }, replace: true })}>
        See the upgrade
      </Button>
    </Card>
  );
}
