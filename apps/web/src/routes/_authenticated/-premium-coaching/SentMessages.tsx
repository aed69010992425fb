import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { COACHING_RESPONSE_HOURS, type CoachingMessageStatus } from "@wolfpack/rules/coaching/messages";
import { coachingPlan } from "@wolfpack/rules/coaching/plans";
import { LoadMore, SectionTitle } from "@wolfpack/ui";
import { CoachingThread } from "../../../components/CoachingThread.tsx";
import { formatFullDate } from "../../../lib/dates.ts";
import { IconMessages } from "./icons.ts";
import { type SentMessage, useSentMessages, useUpdateSentMessage } from "./sent-messages.ts";

const STATUS_BADGES: Record<CoachingMessageStatus, { label: string; color: string }> = {
  sent: { label: "Sent", color: "wolf" },
  answered: { label: "Answered", color: "teal" },
};

/** 'Your messages': what the member sent the coach, newest first, each with its status. */
export function SentMessages({ timeZone, canWrite }: { timeZone: string; canWrite: boolean }) {
  const [list, query] = useSentMessages();
  const update = useUpdateSentMessage();
  const messages = list.pages.flatMap((page) => page.messages);
  return (
    <section aria-labelledby="sent-title">
      <SectionTitle id="sent-title" icon={<IconMessages size={22} aria-hidden="true" />}>
        YOUR MESSAGES
      </SectionTitle>
      {messages.length === 0 ? (
        <Card padding="md">
          <Text c="dimmed" size="sm">
            No messages yet. What you send the coach shows here, with whether it has been answered.
          </Text>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Your messages">
          {messages.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              timeZone={timeZone}
              canWrite={canWrite}
              onWritten={update}
            />
          ))}
        </Stack>
      )}
      <LoadMore
        what="messages"
        loading={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </section>
  );
}

function MessageCard({
  message,
  timeZone,
  canWrite,
  onWritten,
}: {
  message: SentMessage;
  timeZone: string;
  canWrite: boolean;
  onWritten: (message: SentMessage) => void;
}) {
  const badge = STATUS_BADGES[message.status];
  return (
    // The bell's tap on the coach's answer lands here (#message-<id>).
    <Card component="li" padding="md" id={`message-${message.id}`} aria-label={`Your message: ${message.message}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={800} lh={1.3}>
            {coachingPlan(message.serviceType).name}
            {message.price ? (
              <>
                {" "}
                <Text span c="wolf.4" fw={700} style={{ whiteSpace: "nowrap" }}>
                  · {message.price}
                </Text>
              </>
            ) : null}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            Sent <time dateTime={message.createdAt.toISOString()}>{formatFullDate(message.createdAt, timeZone)}</time>
          </Text>
        </div>
        <Badge variant="light" color={badge.color} style={{ flex: "none" }}>
          {badge.label}
        </Badge>
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {message.message}
      </Text>
      {message.respondedAt ? (
        <Text size="xs" c="teal.4" fw={700} mt="sm">
          Answered{" "}
          <time dateTime={message.respondedAt.toISOString()}>{formatFullDate(message.respondedAt, timeZone)}</time>
        </Text>
      ) : (
        <Text size="xs" c="dimmed" mt="sm">
          The coach answers within {COACHING_RESPONSE_HOURS} hours.
        </Text>
      )}
      {message.replies > 0 ? (
        <CoachingThread
          messageId={message.id}
          as="member"
          timeZone={timeZone}
          showReplies
          canWrite={canWrite}
          onWritten={onWritten}
        />
      ) : null}
    </Card>
  );
}
