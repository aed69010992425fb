import { Button, Card, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { countOf } from "@wolfpack/rules/shared/words";
import { formatNumber, LoadMore, WolfGlyph } from "@wolfpack/ui";
import { useEffect, useState } from "react";
import { IconSearch } from "../../../components/icons.ts";
import { PartFailed } from "../../../components/PartFailed.tsx";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./Admin.module.css";
import { IconDownload } from "./icons.ts";
import { MemberCard } from "./MemberCard.tsx";
import { DASHBOARD_STALE_MS, membersInput } from "./search.ts";
import type { MemberPage, MemberRow } from "./types.ts";

const route = getRouteApi("/_authenticated/admin");

/** How long typing must pause before the search goes out. */
const SEARCH_DELAY_MS = 300;

/** The server's file of every member (all pages); the browser sends the session cookie with it. */
export const MEMBERS_CSV_PATH = "/api/admin/members.csv";

/** Each member once: a member who signs in between two pages moves up and may come again. */
function membersOf(pages: readonly MemberPage[]): MemberRow[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.rows.filter((row) => {
      if (seen.has(row.userId)) return false;
      seen.add(row.userId);
      return true;
    }),
  );
}

/**
 * The member table: most recently active first, narrowed by the start of a username (kept
 * in the address as ?q=), a page at a time, and the whole of it as a CSV file.
 */
export function MemberTable() {
  const { timezone } = useMember();
  const [{ totalUsers }] = trpc.admin.analytics.useSuspenseQuery(undefined, { staleTime: DASHBOARD_STALE_MS });
  const asked = route.useSearch({ select: (search) => search.q ?? "" });
  const navigate = route.useNavigate();
  const [typed, setTyped] = useState(asked);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const search = typed.trim() === "" ? "" : debounced;

  useEffect(() => {
    // The address follows the search; the page stays where the coach is typing.
    if (search !== asked) void navigate({ search: search ? { q: search } : {}, replace: true, resetScroll: false });
  }, [search, asked, navigate]);

  const table = trpc.admin.engagement.useInfiniteQuery(membersInput(search), {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: DASHBOARD_STALE_MS,
  });
  const members = membersOf(table.data?.pages ?? []);
  const searching = table.isPlaceholderData || (table.isFetching && !table.isFetchingNextPage);

  return (
    <section aria-label="Member table">
      <Group justify="space-between" gap="sm" mb="sm">
        <Text size="sm" c="dimmed">
          {search
            ? `${formatNumber(members.length)}${table.hasNextPage ? "+" : ""} found`
            : countOf(totalUsers, "member")}
        </Text>
        <Button
          component="a"
          href={MEMBERS_CSV_PATH}
          download
          variant="light"
          size="md"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          Export CSV
        </Button>
      </Group>
      <TextInput
        label="Search members"
        placeholder="Start of a username"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
        type="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        mb="md"
      />
      {table.isError && !table.isFetchNextPageError ? (
        <PartFailed what="The members could not be loaded." onRetry={() => void table.refetch()} />
      ) : members.length === 0 && !table.isPending ? (
        <Card padding="xl">
          <Stack align="center" gap={4} ta="center">
            <WolfGlyph size={48} style={{ opacity: 0.5 }} />
            {search ? (
              <Text fw={700}>No member's username starts with “{search}”.</Text>
            ) : (
              <>
                <Text fw={700}>No member data</Text>
                <Text size="sm" c="dimmed">
                  Member activity will appear here
                </Text>
              </>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          className={classes.list}
          aria-label="Members"
          aria-busy={searching || undefined}
          style={{ opacity: table.isPlaceholderData ? 0.6 : 1 }}
        >
          {members.map((member) => (
            <MemberCard key={member.userId} member={member} timeZone={timezone} />
          ))}
        </Stack>
      )}
      <LoadMore
        what="members"
        loading={table.isFetchingNextPage}
        hasMore={table.hasNextPage && !table.isPlaceholderData}
        failed={table.isFetchNextPageError}
        onLoadMore={() => void table.fetchNextPage()}
      />
    </section>
  );
}
