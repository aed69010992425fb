import { Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { LoadMore, WolfGlyph } from "@wolfpack/ui";
import { useState } from "react";
import { PartFailed } from "../../../components/PartFailed.tsx";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./Admin.module.css";
import { InboxMessageCard } from "./InboxMessageCard.tsx";
import { messagesOf } from "./inbox-cache.ts";
import { DASHBOARD_STALE_MS, INBOX_FILTERS, type InboxFilter, inboxInput } from "./search.ts";

const FILTER_NAMES: Record<InboxFilter, string> = { unanswered: "Unanswered", all: "All" };

/** The inbox as the route's loader read it (unanswered) or as the filter asks. */
export function useInbox(filter: InboxFilter) {
  return trpc.coaching.inbox.useInfiniteQuery(inboxInput(filter), {
    getNextPageParam: (page) => page.nextCursor,
    staleTime: DASHBOARD_STALE_MS,
  });
}

/** Premium members' coaching requests, newest first: the unanswered ones, or all of them. */
export function CoachingInbox() {
  const { timezone } = useMember();
  const [filter, setFilter] = useState<InboxFilter>("unanswered");
  const inbox = useInbox(filter);
  const messages = messagesOf(inbox.data);

  return (
    <section aria-label="Coaching inbox">
      <Group gap="xs" mb="md" role="group" aria-label="Show messages">
        {INBOX_FILTERS.map((name) => (
          <Button
            key={name}
            size="sm"
            h={44}
            radius="xl"
            variant={name === filter ? "filled" : "default"}
            aria-pressed={name === filter}
            onClick={() => setFilter(name)}
          >
            {FILTER_NAMES[name]}
          </Button>
        ))}
      </Group>
      {inbox.isPending ? (
        <Group justify="center" gap="xs" mih={44} role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Loading messages...
          </Text>
        </Group>
      ) : inbox.isError ? (
        <PartFailed what="The messages could not be loaded." onRetry={() => void inbox.refetch()} />
      ) : messages.length === 0 ? (
        <Card padding="xl">
          <Stack align="center" gap={4} ta="center">
            <WolfGlyph size={48} style={{ opacity: 0.5 }} />
            <Text fw={700}>{filter === "unanswered" ? "No unanswered messages" : "No coaching messages yet"}</Text>
            <Text size="sm" c="dimmed">
              {filter === "unanswered"
                ? "You're all caught up. New requests from premium members land here."
                : "Requests from premium members will appear here."}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Coaching messages">
          {messages.map((message) => (
            <InboxMessageCard key={message.id} message={message} timeZone={timezone} />
          ))}
        </Stack>
      )}
      <LoadMore
        what="messages"
        loading={inbox.isFetchingNextPage}
        hasMore={inbox.hasNextPage}
        failed={inbox.isFetchNextPageError}
        onLoadMore={() => void inbox.fetchNextPage()}
      />
    </section>
  );
}
