import { Stack, Tabs } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { useEffect } from "react";
import { AddressTabs, type TabIcon } from "../../../components/AddressTabs.tsx";
import { IconCalculator, IconCrown, IconMessageCircle, IconUser } from "../../../components/icons.ts";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import { CalculatorsTab } from "./CalculatorsTab.tsx";
import { MembershipTab } from "./MembershipTab.tsx";
import { NotificationsCard } from "./NotificationsCard.tsx";
import { ProfileTab } from "./ProfileTab.tsx";
import { ServicesTab } from "./ServicesTab.tsx";
import { SETTINGS_TABS, type SettingsTab } from "./search.ts";

const route = getRouteApi("/_authenticated/settings");

const TABS: Record<SettingsTab, { name: string; icon: TabIcon }> = {
  profile: { name: "Profile", icon: IconUser },
  membership: { name: "Membership", icon: IconCrown },
  services: { name: "Services", icon: IconMessageCircle },
  calculators: { name: "Calculators", icon: IconCalculator },
};

/**
 * Account Settings: four tabs, the open one in the address (?tab=membership). Every tab
 * stays mounted while the screen is open, so what was typed on Profile is still there
 * after a look at another tab.
 */
export function SettingsPage() {
  const tab = route.useSearch({ select: (search) => search.tab ?? "profile" });
  const navigate = route.useNavigate();
  const { session } = route.useRouteContext();
  const member = useMember();
  // auth.me was asked again when the screen opened. When the server said nobody is signed in
  // (the session expired, or ended on another device), the whole app follows, and this
  // screen says so in its own words (the member guard's 'Authentication Required').
  const [signedIn] = trpc.auth.me.useSuspenseQuery();
  useEffect(() => {
    if (!signedIn) void session.ended();
  }, [signedIn, session]);

  return (
    <>
      <PageTitle eyebrow="Account" title="Account Settings" subtitle="Your profile, your plan and your numbers." />
      <AddressTabs
        label="Settings"
        tabs={SETTINGS_TABS}
        names={TABS}
        open={tab}
        onOpen={(next) => void navigate({ search: next === "profile" ? {} : { tab: next }, replace: true })}
      >
        <Tabs.Panel value="profile">
          <Stack gap="md">
            <ProfileTab member={member} />
            <NotificationsCard timezone={member.timezone} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="membership">
          <MembershipTab member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <ServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="calculators">
          <CalculatorsTab member={member} />
        </Tabs.Panel>
      </AddressTabs>
    </>
  );
}
