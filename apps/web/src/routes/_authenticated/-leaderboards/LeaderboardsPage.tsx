import { Stack, Tabs } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import type { ComponentType } from "react";
import { IconFlag, IconUsers, IconUsersGroup, IconWorld } from "../../../components/icons.ts";
import { FriendsBoard, GlobalBoard, NationalBoard } from "./Boards.tsx";
import { GroupsBoard } from "./GroupsBoard.tsx";
import { BOARDS, type Board } from "./search.ts";

const route = getRouteApi("/_authenticated/leaderboards");

const TABS: Record<Board, { name: string; icon: ComponentType<{ size?: number; "aria-hidden"?: "true" }> }> = {
  friends: { name: "Friends", icon: IconUsers },
  groups: { name: "Groups", icon: IconUsersGroup },
  global: { name: "Global", icon: IconWorld },
  national: { name: "National", icon: IconFlag },
};

const PANELS: Record<Board, ComponentType> = {
  friends: FriendsBoard,
  groups: GroupsBoard,
  global: GlobalBoard,
  national: NationalBoard,
};

/**
 * Four boards, one open at a time (in the address: ?board=global). Only the open tab's
 * panel is mounted, so only its board is asked for.
 */
export function LeaderboardsPage() {
  const board = route.useSearch({ select: (search) => search.board ?? "friends" });
  const navigate = route.useNavigate();

  return (
    <>
      <PageTitle eyebrow="Rankings" title="Leaderboards" subtitle="Streak first, then workouts, then minutes. Climb." />
      <Tabs
        value={board}
        onChange={(value) => {
          const next = BOARDS.find((name) => name === value) ?? "friends";
          void navigate({ search: next === "friends" ? {} : { board: next }, replace: true });
        }}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List grow mb="md" aria-label="Leaderboards">
          {BOARDS.map((name) => {
            const { name: label, icon: Icon } = TABS[name];
            return (
              <Tabs.Tab key={name} value={name} mih={56} fw={700} fz={13} px={4}>
                {/* The icon above the name: four names side by side fit a 360 px screen. */}
                <Stack gap={2} align="center">
                  <Icon size={18} aria-hidden="true" />
                  {label}
                </Stack>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {BOARDS.map((name) => {
          const Panel = PANELS[name];
          return (
            <Tabs.Panel key={name} value={name}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
