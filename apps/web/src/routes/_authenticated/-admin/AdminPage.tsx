import { Badge, Stack, Tabs } from "@mantine/core";
import { PageTitle } from "@wolfpack/ui";
import { useState } from "react";
import { IconUsers } from "../../../components/icons.ts";
import { CoachingInbox, useInbox } from "./CoachingInbox.tsx";
import { Figures } from "./Figures.tsx";
import { IconInbox } from "./icons.ts";
import { unansweredCount } from "./inbox-cache.ts";
import { MemberTable } from "./MemberTable.tsx";

type AdminTab = "members" | "inbox";

/** The coach's dashboard: the pack's figures, then the member table and the coaching inbox, a tab each. */
export function AdminPage() {
  const [tab, setTab] = useState<AdminTab>("members");
  const waiting = unansweredCount(useInbox("unanswered").data);

  return (
    <>
      <PageTitle
        eyebrow="Admin"
        title="Admin Dashboard"
        subtitle="Your pack at a glance: who trains, who lapsed, who needs you."
      />
      <Stack gap="lg">
        <Figures />
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === "inbox" ? "inbox" : "members")}
          variant="pills"
          radius="md"
          keepMounted={false}
        >
          <Tabs.List grow mb="md" aria-label="Dashboard">
            <Tabs.Tab value="members" mih={44} fw={700} leftSection={<IconUsers size={16} aria-hidden="true" />}>
              Members
            </Tabs.Tab>
            <Tabs.Tab
              value="inbox"
              mih={44}
              fw={700}
              leftSection={<IconInbox size={16} aria-hidden="true" />}
              rightSection={
                waiting ? (
                  <Badge size="sm" variant="filled" aria-label={`${waiting} unanswered`}>
                    {waiting}
                  </Badge>
                ) : null
              }
            >
              Inbox
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <MemberTable />
          </Tabs.Panel>
          <Tabs.Panel value="inbox">
            <CoachingInbox />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
