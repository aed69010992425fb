import { Button, Card, Group, NativeSelect, Stack, Text, ThemeIcon } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { formatNumber } from "@wolfpack/ui";
import { useState } from "react";
import { IconDoorExit, IconPlus, IconUsersGroup } from "../../../components/icons.ts";
import { PartFailed } from "../../../components/PartFailed.tsx";
import { lazyDialog } from "../../../lib/lazy-dialog.tsx";
import { trpc } from "../../../trpc.ts";
import { BoardEmpty, BoardLoading } from "./BoardStates.tsx";
import { BoardView, boardQuery } from "./Boards.tsx";
import { FindGroups } from "./FindGroups.tsx";
import classes from "./Leaderboards.module.css";
import { chosenGroup } from "./search.ts";
import type { BoardEntry, MyGroup } from "./types.ts";
import { useLeaveGroup, useShowGroup } from "./useGroupActions.ts";

const route = getRouteApi("/_authenticated/leaderboards");

/** The form, and the group rules it counts characters by, come when first asked for. */
const CreateGroupDialog = lazyDialog(() => import("./CreateGroupDialog.tsx"));

/**
 * The Groups tab: the board of one of the member's groups (the first unless another is
 * chosen), the way to leave it, start a group or find one to join.
 */
export function GroupsBoard() {
  const mine = trpc.group.mine.useQuery();
  const wanted = route.useSearch({ select: (search) => search.group });
  const [creating, setCreating] = useState(false);

  if (mine.data === undefined) {
    return mine.error ? (
      <PartFailed what="This leaderboard did not load" error={mine.error} onRetry={() => void mine.refetch()} />
    ) : (
      <BoardLoading />
    );
  }
  const shownId = chosenGroup(mine.data, wanted);
  const shown = mine.data.find((group) => group.id === shownId);
  const create = (
    <Button
      variant={shown ? "light" : "filled"}
      fullWidth={Boolean(shown)}
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setCreating(true)}
    >
      Create a Group
    </Button>
  );

  return (
    <Stack gap="md">
      {shown ? (
        <div>
          {mine.data.length > 1 ? <GroupPicker groups={mine.data} shown={shown.id} /> : null}
          <GroupBoard group={shown} />
        </div>
      ) : (
        <BoardEmpty
          icon={<IconUsersGroup size={28} />}
          title="Join a group to see rankings"
          text="Train with a crew: start a group for your friends, or join one below."
          action={<div style={{ marginTop: 4 }}>{create}</div>}
        />
      )}
      {shown ? create : null}
      <FindGroups />
      <CreateGroupDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function GroupPicker({ groups, shown }: { groups: MyGroup[]; shown: number }) {
  const show = useShowGroup();
  return (
    <NativeSelect
      label="Your groups"
      mb="sm"
      size="md"
      value={String(shown)}
      onChange={(event) => void show(Number(event.currentTarget.value))}
      data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
    />
  );
}

function GroupBoard({ group }: { group: MyGroup }) {
  const read = trpc.leaderboard.group.useQuery({ groupId: group.id }, boardQuery);
  return (
    <BoardView
      read={read}
      label={`${group.name} leaderboard`}
      empty={(entries) =>
        entries.length === 0 ? (
          <BoardEmpty icon={<IconUsersGroup size={28} />} title="No members in this group yet" />
        ) : null
      }
      header={(entries, viewerId) => <GroupHeader group={group} entries={entries} viewerId={viewerId} />}
    />
  );
}

/** The group's name and words, its head count against its size, the viewer's place, and 'Leave'. */
function GroupHeader({ group, entries, viewerId }: { group: MyGroup; entries: BoardEntry[]; viewerId: string }) {
  const leave = useLeaveGroup();
  const mine = entries.find((entry) => entry.userId === viewerId);
  return (
    <Card padding="md" mb="sm" component="section" aria-label={`Group ${group.name}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden="true">
          <IconUsersGroup size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text ff="heading" fz={22} fw={700} lh={1.1} style={{ overflowWrap: "anywhere" }}>
            {group.name}
          </Text>
          <Text size="sm" c="dimmed">
            {`${formatNumber(group.memberCount)}/${formatNumber(group.maxMembers)} members`}
          </Text>
        </div>
        {mine ? (
          <div className={classes.standing}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
              Your rank
            </Text>
            <div className={classes.standingRank}>#{mine.rank}</div>
          </div>
        ) : null}
      </Group>
      {group.description ? (
        <Text size="sm" mt="sm" style={{ overflowWrap: "anywhere" }}>
          {group.description}
        </Text>
      ) : null}
      <Button
        mt="sm"
        variant="subtle"
        color="red"
        size="sm"
        leftSection={<IconDoorExit size={18} aria-hidden="true" />}
        loading={leave.isPending}
        onClick={() => leave.mutate({ groupId: group.id })}
      >
        Leave Group
      </Button>
    </Card>
  );
}
