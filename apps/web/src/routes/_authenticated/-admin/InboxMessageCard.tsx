import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { dateTimeLabel } from "@wolfpack/rules/admin/dashboard";
import { coachingPlan } from "@wolfpack/rules/coaching/plans";
import { PendingButton } from "@wolfpack/ui";
import { CoachingThread } from "../../../components/CoachingThread.tsx";
import { IconCheck } from "../../../components/icons.ts";
import classes from "./Admin.module.css";
import { IconPhone } from "./icons.ts";
import type { InboxMessage } from "./types.ts";
import { useMarkAnswered, useUpdateInboxMessage } from "./useMarkAnswered.ts";

/** One coaching request: who sent it, for which plan at what price, the message, and its status. */
export function InboxMessageCard({ message, timeZone }: { message: InboxMessage; timeZone: string }) {
  const markAnswered = useMarkAnswered(message);
  const updateMessage = useUpdateInboxMessage();
  const answered = message.respondedAt !== null;
  const status = !answered
    ? { label: "Unanswered", color: "orange" }
    : message.waiting
      ? { label: "Member replied", color: "orange" }
      : { label: "Answered", color: "teal" };
  return (
    <Card component="li" padding="md" radius="md" aria-label={`Message from ${message.username}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={700} truncate="end">
          {message.username}
        </Text>
        <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" truncate="end">
        {message.email}
      </Text>
      <Group justify="space-between" gap="xs" mt="sm" wrap="nowrap">
        <Text size="sm" fw={700} truncate="end">
          {coachingPlan(message.serviceType).name}
        </Text>
        <Text size="sm" fw={700} c="wolf.4" style={{ flexShrink: 0 }}>
          {message.price}
        </Text>
      </Group>
      <Text mt="xs" className={classes.message}>
        {message.message}
      </Text>
      <Stack gap={2} mt="sm">
        {message.userPhone ? (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden="true" />
            <Text size="sm" className={classes.message}>
              <Text span c="dimmed" size="sm">
                Phone:{" "}
              </Text>
              {message.userPhone}
            </Text>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          Received {dateTimeLabel(message.createdAt, timeZone)}
        </Text>
        {message.respondedAt ? (
          <Text size="sm" c="dimmed">
            Answered {dateTimeLabel(message.respondedAt, timeZone)}
          </Text>
        ) : null}
      </Stack>
      <CoachingThread
        messageId={message.id}
        as="coach"
        memberName={message.username}
        timeZone={timeZone}
        showReplies={message.replies > 0}
        onWritten={(updated) => updateMessage(updated)}
      />
      {answered ? null : (
        <PendingButton
          mt="md"
          size="md"
          fullWidth
          variant="light"
          leftSection={<IconCheck size={18} aria-hidden="true" />}
          pending={markAnswered.isPending}
          pendingLabel="Marking..."
          onClick={() => markAnswered.mutate({ id: message.id })}
        >
          Mark answered
        </PendingButton>
      )}
    </Card>
  );
}
