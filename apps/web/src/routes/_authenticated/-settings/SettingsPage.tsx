import { Stack, Tabs } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { type ComponentType, useEffect } from "react";
import { IconCalculator, IconCrown, IconMessageCircle, IconUser } from "../../../components/icons.ts";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import { CalculatorsTab } from "./CalculatorsTab.tsx";
import { MembershipTab } from "./MembershipTab.tsx";
import { ProfileTab } from "./ProfileTab.tsx";
import { ServicesTab } from "./ServicesTab.tsx";
import { SETTINGS_TABS, type SettingsTab } from "./search.ts";

const route = getRouteApi("/_authenticated/settings");

const TABS: Record<SettingsTab, { name: string; icon: ComponentType<{ size?: number; "aria-hidden"?: "true" }> }> = {
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
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = SETTINGS_TABS.find((name) => name === value) ?? "profile";
          void navigate({ search: next === "profile" ? {} : { tab: next }, replace: true });
        }}
        variant="pills"
        radius="md"
      >
        <Tabs.List grow mb="md" aria-label="Settings">
          {SETTINGS_TABS.map((name) => {
            const { name: label, icon: Icon } = TABS[name];
            return (
              <Tabs.Tab key={name} value={name} mih={56} fw={700} fz={13} px={2}>
                {/* The icon above the name: four names side by side fit a 360 px screen. */}
                <Stack gap={2} align="center">
                  <Icon size={18} aria-hidden="true" />
                  {label}
                </Stack>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab member={member} />
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
      </Tabs>
    </>
  );
}
