import { Button } from "@mantine/core";
import { boardCountry } from "@wolfpack/rules/leaderboards/boards";
import { countOf } from "@wolfpack/rules/shared/words";
import type { ReactNode } from "react";
import { IconFlag, IconUserPlus, IconUsers, IconWorld } from "../../../components/icons.ts";
import { PartFailed } from "../../../components/PartFailed.tsx";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import { BoardList } from "./BoardList.tsx";
import { BoardEmpty, BoardHeader, BoardLoading } from "./BoardStates.tsx";
import { BOARD_STALE_MS } from "./search.ts";
import type { BoardEntry } from "./types.ts";

export const boardQuery = { staleTime: BOARD_STALE_MS };

interface BoardRead {
  data: BoardEntry[] | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** A board as its tab shows it: loading, failed, empty, or the header and the rows. */
export function BoardView({
  read,
  empty,
  header,
  label,
}: {
  read: BoardRead;
  /** What shows when nobody is ranked (for friends: nobody but the viewer). */
  empty: (entries: BoardEntry[], viewerId: string) => ReactNode | null;
  header: (entries: BoardEntry[], viewerId: string) => ReactNode;
  label: string;
}) {
  const member = useMember();
  if (read.data === undefined) {
    return read.error ? (
      <PartFailed what="This leaderboard did not load" error={read.error} onRetry={() => void read.refetch()} />
    ) : (
      <BoardLoading />
    );
  }
  const nothing = empty(read.data, member.id);
  if (nothing) return nothing;
  return (
    <>
      {header(read.data, member.id)}
      <BoardList entries={read.data} viewerId={member.id} label={label} />
    </>
  );
}

const NO_RANKINGS = <BoardEmpty icon={<IconWorld size={28} />} title="No rankings available yet" />;

export function FriendsBoard() {
  const read = trpc.leaderboard.friends.useQuery(undefined, boardQuery);
  return (
    <BoardView
      read={read}
      label="Friends leaderboard"
      empty={(entries, viewerId) =>
        entries.some((entry) => entry.userId !== viewerId) ? null : (
          <BoardEmpty
            icon={<IconUsers size={28} />}
            title="Add friends to see rankings"
            text="Friends you add in the Pack show up here, ranked by streak, workouts and minutes."
            action={
              <Button
                component={RouterLink}
                to="/community"
                mt="xs"
                leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              >
                Find friends in the Pack
              </Button>
            }
          />
        )
      }
      header={(entries, viewerId) => (
        <BoardHeader
          icon={<IconUsers size={24} />}
          title="You and your friends"
          text={`${countOf(entries.length, "wolf", "wolves")} on the board`}
          entries={entries}
          viewerId={viewerId}
        />
      )}
    />
  );
}

export function GlobalBoard() {
  const read = trpc.leaderboard.global.useQuery(undefined, boardQuery);
  return (
    <BoardView
      read={read}
      label="Global leaderboard"
      empty={(entries) => (entries.length === 0 ? NO_RANKINGS : null)}
      header={(entries, viewerId) => (
        <BoardHeader
          icon={<IconWorld size={24} />}
          title="The whole pack"
          text="Every member, everywhere"
          entries={entries}
          viewerId={viewerId}
        />
      )}
    />
  );
}

export function NationalBoard() {
  const member = useMember();
  const country = boardCountry(member.country);
  const read = trpc.leaderboard.national.useQuery(undefined, boardQuery);
  return (
    <BoardView
      read={read}
      label={`National leaderboard: ${country}`}
      empty={(entries) => (entries.length === 0 ? NO_RANKINGS : null)}
      header={(entries, viewerId) => (
        <BoardHeader
          icon={<IconFlag size={24} />}
          title={country}
          text="Members training in your country"
          entries={entries}
          viewerId={viewerId}
        />
      )}
    />
  );
}
