import { Badge, Stack, Tabs } from "@mantine/core";
import { useSearch } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { useEffect, useState } from "react";
import { IconSpeakerphone } from "../../../components/icons.ts";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import { Feed } from "./Feed.tsx";
import { IconUsers } from "./icons.ts";
import { LeaderboardsCard } from "./LeaderboardsCard.tsx";
import { PackMembers } from "./PackMembers.tsx";
import { PostComposer } from "./PostComposer.tsx";

type PackTab = "feed" | "members";

/** THE PACK: the feed with its composer, and the member's own pack, a tab each. */
export function CommunityPage() {
  const member = useMember();
  const [{ incoming }] = trpc.friend.list.useSuspenseQuery();
  // The bell's taps land here: ?tab=members for the pack's requests, ?post=<id> for a post (docs/push.md, The bell).
  const search = useSearch({ strict: false }) as { tab?: unknown; post?: unknown };
  const asked: PackTab = search.tab === "members" ? "members" : "feed";
  const focusPostId = typeof search.post === "number" ? search.post : undefined;
  const [tab, setTab] = useState<PackTab>(asked);
  useEffect(() => {
    setTab(focusPostId !== undefined ? "feed" : asked);
  }, [asked, focusPostId]);

  return (
    <>
      <PageTitle eyebrow="Community" title="THE PACK" subtitle="Share the hunt. Lift each other higher." />
      <LeaderboardsCard />
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === "members" ? "members" : "feed")}
        variant="pills"
        radius="md"
        keepMounted={false}
        mt="md"
      >
        <Tabs.List grow mb="md" aria-label="The pack">
          <Tabs.Tab value="feed" mih={44} fw={700} leftSection={<IconSpeakerphone size={16} aria-hidden="true" />}>
            Feed
          </Tabs.Tab>
          <Tabs.Tab
            value="members"
            mih={44}
            fw={700}
            leftSection={<IconUsers size={16} aria-hidden="true" />}
            rightSection={
              incoming.length > 0 ? (
                <Badge size="sm" variant="filled" circle aria-label={`${incoming.length} friend requests`}>
                  {incoming.length}
                </Badge>
              ) : null
            }
          >
            Pack Members
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="feed">
          <Stack gap={0}>
            <PostComposer />
            <Feed viewer={member} focusPostId={focusPostId} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <PackMembers />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
