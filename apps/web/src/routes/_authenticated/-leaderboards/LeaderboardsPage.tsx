import { Tabs } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import type { ComponentType } from "react";
import { AddressTabs, type TabIcon } from "../../../components/AddressTabs.tsx";
import { IconFlag, IconUsers, IconUsersGroup, IconWorld } from "../../../components/icons.ts";
import { FriendsBoard, GlobalBoard, NationalBoard } from "./Boards.tsx";
import { GroupsBoard } from "./GroupsBoard.tsx";
import { BOARDS, type Board } from "./search.ts";

const route = getRouteApi("/_authenticated/leaderboards");

const TABS: Record<Board, { name: string; icon: TabIcon }> = {
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
      <AddressTabs
        label="Leaderboards"
        tabs={BOARDS}
        names={TABS}
        open={board}
        onOpen={(next) => void navigate({ search: next === "friends" ? {} : { board: next }, replace: true })}
        keepMounted={false}
      >
        {BOARDS.map((name) => {
          const Panel = PANELS[name];
          return (
            <Tabs.Panel key={name} value={name}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </AddressTabs>
    </>
  );
}
