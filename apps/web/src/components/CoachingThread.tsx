import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { COACHING_REPLY_MAX } from "@wolfpack/rules/coaching/messages";
import { WriteBox } from "@wolfpack/ui";
import { useState } from "react";
import { formatFullDate } from "../lib/dates.ts";
import { failureMessage } from "../lib/errors.ts";
import { toastFailure } from "../lib/toast.tsx";
import { type RouterOutputs, trpc } from "../trpc.ts";

const loadContentRule = () =>
  import("@wolfpack/rules/coaching/inputs").then((rules) => rules.coachingReplyText.shape.content);

export type ThreadMessage = RouterOutputs["coaching"]["thread"]["message"];

/**
 * The conversation under a coaching message (docs/rules.md, Coaching), for its member
 * ('You' and 'Coach') or the coach (the member's name and 'You'), and the box to add to it:
 * the coach's answer, or the member's words back. Only the coach's screen and
 * /premium-coaching use it, both loaded on their own.
 */
export function CoachingThread({
  messageId,
  as,
  memberName,
  timeZone,
  showReplies,
  canWrite = true,
  onWritten,
}: {
  messageId: number;
  as: "member" | "coach";
  /** The message's member, as the coach sees them. */
  memberName?: string;
  timeZone: string;
  /** Whether there is a thread to read yet (no request for a message with none). */
  showReplies: boolean;
  /** Whether the viewer may add to it (a lapsed premium member reads but does not write). */
  canWrite?: boolean;
  /** The message as it stands after a reply: the list it is in shows it so. */
  onWritten: (message: ThreadMessage) => void;
}) {
  const thread = trpc.coaching.thread.useQuery({ id: messageId }, { enabled: showReplies });
  const replies = thread.data?.replies ?? [];
  const label = (fromCoach: boolean) =>
    fromCoach ? (as === "coach" ? "You" : "Coach") : as === "member" ? "You" : (memberName ?? "Member");

  return (
    <section aria-label="Conversation with the coach" style={{ marginTop: 12 }}>
      {!showReplies ? null : thread.isPending ? (
        <Group gap="xs" py="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Loading the conversation...
          </Text>
        </Group>
      ) : thread.isError ? (
        <Group gap="sm" justify="space-between" wrap="nowrap" role="alert">
          <Text size="sm" c="dimmed">
            The conversation did not load.
          </Text>
          <Button variant="light" size="sm" h={44} onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </Group>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label="Replies">
          {replies.map((reply) => (
            <li
              key={reply.id}
              style={{
                padding: "8px 12px",
                borderRadius: 12,
                borderLeft: `3px solid var(--mantine-color-${reply.fromCoach ? "teal-5" : "dark-3"})`,
                background: "var(--mantine-color-dark-6)",
              }}
            >
              <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
                <Text size="sm" fw={700} c={reply.fromCoach ? "teal.3" : undefined} truncate="end">
                  {label(reply.fromCoach)}
                </Text>
                <Text
                  component="time"
                  size="xs"
                  c="dimmed"
                  style={{ flex: "none" }}
                  dateTime={reply.createdAt.toISOString()}
                >
                  {formatFullDate(reply.createdAt, timeZone)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {reply.content}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {canWrite ? <ReplyBox messageId={messageId} as={as} onWritten={onWritten} /> : null}
    </section>
  );
}

function ReplyBox({
  messageId,
  as,
  onWritten,
}: {
  messageId: number;
  as: "member" | "coach";
  onWritten: (message: ThreadMessage) => void;
}) {
  const [content, setContent] = useState("");
  const utils = trpc.useUtils();
  const options = {
    onSuccess: ({ reply, message }: RouterOutputs["coaching"]["answer"]) => {
      setContent("");
      utils.coaching.thread.setData({ id: messageId }, (thread) =>
        thread ? { message, replies: [...thread.replies, reply] } : { message, replies: [reply] },
      );
      onWritten(message);
    },
    onError: (failure: { message: string }) =>
      toastFailure("Not sent", failureMessage(failure, "The reply could not be sent. Please try again.")),
  };
  const answer = trpc.coaching.answer.useMutation(options);
  const reply = trpc.coaching.reply.useMutation(options);
  const sending = as === "coach" ? answer : reply;
  const words =
    as === "coach" ? { label: "Your answer", button: "Send answer" } : { label: "Write back", button: "Send" };

  return (
    <WriteBox
      label={words.label}
      placeholder={as === "coach" ? "Answer the member..." : "Write back to the coach..."}
      maxRows={8}
      maxLength={COACHING_REPLY_MAX}
      value={content}
      onChange={setContent}
      loadRule={loadContentRule}
      onSend={(text) => sending.mutate({ id: messageId, content: text })}
      pending={sending.isPending}
      pendingLabel="Sending..."
    >
      {words.button}
    </WriteBox>
  );
}
