import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { MemberAvatar, MemberName, PendingButton, SectionTitle } from "@wolfpack/ui";
import { type ReactNode, useState } from "react";
import { IconX } from "../../../components/icons.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./Community.module.css";
import { AddFriendDialog, ConfirmDialog } from "./dialogs.ts";
import { IconUserCheck, IconUserPlus, IconUsers } from "./icons.ts";
import type { FriendEntry } from "./types.ts";
import { useAcceptFriend, useDeclineFriend, useRemoveFriend } from "./useFriendActions.ts";

const sinceFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** The member's pack: requests to answer, requests waiting, friends, and the way to add one. */
export function PackMembers() {
  const [{ friends, incoming, outgoing, blocked }] = trpc.friend.list.useSuspenseQuery();
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="pack-members-title">
      <SectionTitle id="pack-members-title" icon={<IconUsers size={22} aria-hidden="true" />}>
        Pack Members
      </SectionTitle>
      <Button
        size="md"
        fullWidth
        mb="md"
        leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        onClick={() => setAdding(true)}
      >
        Add Friend
      </Button>
      <Stack gap="md">
        {incoming.length > 0 ? (
          <MemberList title="Friend Requests" count={incoming.length} label="Friend requests">
            {incoming.map((entry) => (
              <IncomingRow key={entry.member.id} entry={entry} />
            ))}
          </MemberList>
        ) : null}
        {outgoing.length > 0 ? (
          <MemberList title="Sent Requests" count={outgoing.length} label="Sent requests">
            {outgoing.map((entry) => (
              <TakeBackRow key={entry.member.id} entry={entry} what="request" />
            ))}
          </MemberList>
        ) : null}
        <MemberList title="Your Pack" count={friends.length} label="Your pack">
          {friends.length === 0 ? (
            <Text component="li" size="sm" c="dimmed">
              No pack members yet. Add a friend to see them here.
            </Text>
          ) : (
            friends.map((entry) => <FriendRow key={entry.member.id} entry={entry} />)
          )}
        </MemberList>
        {blocked.length > 0 ? (
          <MemberList title="Blocked" count={blocked.length} label="Blocked members">
            {blocked.map((entry) => (
              <TakeBackRow key={entry.member.id} entry={entry} what="block" />
            ))}
          </MemberList>
        ) : null}
      </Stack>
      <AddFriendDialog opened={adding} onClose={() => setAdding(false)} />
    </section>
  );
}

function MemberList({
  title,
  count,
  label,
  children,
}: {
  title: string;
  count: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card padding="md">
      <Group gap="xs" mb="xs" wrap="nowrap">
        <Text component="h3" fw={800} size="sm" tt="uppercase" m={0} style={{ letterSpacing: "0.08em" }}>
          {title}
        </Text>
        {count > 0 ? (
          <Badge variant="light" size="sm" circle={count < 10}>
            {count}
          </Badge>
        ) : null}
      </Group>
      <Stack component="ul" gap={6} className={classes.list} aria-label={label}>
        {children}
      </Stack>
    </Card>
  );
}

/** A member's picture, name and a short line about them, beside the row's controls. */
function MemberLine({ entry, note, children }: { entry: FriendEntry; note: string; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" mih={48}>
      <MemberAvatar username={entry.member.username} avatar={entry.member.avatar} size={40} radius="xl" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} size="sm" style={{ display: "flex" }}>
          <MemberName name={entry.member.username} />
        </Text>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </div>
      {children}
    </Group>
  );
}

function IncomingRow({ entry }: { entry: FriendEntry }) {
  const { username, id } = entry.member;
  const accept = useAcceptFriend(username);
  const decline = useDeclineFriend(username);
  const busy = accept.isPending || decline.isPending;
  return (
    <li>
      <MemberLine entry={entry} note="Wants to join your pack" />
      <Group gap="xs" mt={6} grow>
        <PendingButton
          size="sm"
          h={44}
          pending={accept.isPending}
          pendingLabel="Accepting..."
          disabled={busy}
          aria-label={`Accept ${username}`}
          leftSection={<IconUserCheck size={18} aria-hidden="true" />}
          onClick={() => accept.mutate({ memberId: id })}
        >
          Accept
        </PendingButton>
        <PendingButton
          size="sm"
          h={44}
          variant="default"
          pending={decline.isPending}
          pendingLabel="Declining..."
          disabled={busy}
          aria-label={`Decline ${username}`}
          onClick={() => decline.mutate({ memberId: id })}
        >
          Decline
        </PendingButton>
      </Group>
    </li>
  );
}

/** A row whose one button takes back what stands: a request the member sent, or their block. */
function TakeBackRow({ entry, what }: { entry: FriendEntry; what: "request" | "block" }) {
  const takeBack = useRemoveFriend(entry.member.username, what);
  const { username, id } = entry.member;
  const words =
    what === "request"
      ? {
          note: "Request sent, waiting for an answer",
          label: "Cancel",
          pending: "Cancelling...",
          aria: `Cancel the request to ${username}`,
        }
      : {
          note: "Cannot find you or send you requests",
          label: "Unblock",
          pending: "Unblocking...",
          aria: `Unblock ${username}`,
        };
  return (
    <li>
      <MemberLine entry={entry} note={words.note}>
        <PendingButton
          size="sm"
          h={44}
          px="sm"
          variant="default"
          style={{ flex: "none" }}
          pending={takeBack.isPending}
          pendingLabel={words.pending}
          aria-label={words.aria}
          onClick={() => takeBack.mutate({ memberId: id })}
        >
          {words.label}
        </PendingButton>
      </MemberLine>
    </li>
  );
}

function FriendRow({ entry }: { entry: FriendEntry }) {
  const [confirming, setConfirming] = useState(false);
  const { username, id } = entry.member;
  const remove = useRemoveFriend(username, "friend");
  return (
    <li>
      <MemberLine entry={entry} note={`In your pack since ${sinceFormat.format(entry.since)}`}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          style={{ flex: "none" }}
          aria-label={`Remove ${username} from your pack`}
          onClick={() => setConfirming(true)}
        >
          <IconX size={20} />
        </ActionIcon>
      </MemberLine>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ memberId: id }, { onSuccess: () => setConfirming(false) })}
        title="Remove from your pack?"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
      >
        {username} will no longer be in your pack or on your friends leaderboard. You can send a new request any time.
      </ConfirmDialog>
    </li>
  );
}
