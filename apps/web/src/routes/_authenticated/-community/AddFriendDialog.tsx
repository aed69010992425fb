import { Badge, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { friendRequestInput } from "@wolfpack/rules/friends/inputs";
import { MemberAvatar, MemberName, PendingButton } from "@wolfpack/ui";
import { useState } from "react";
import { trpc } from "../../../trpc.ts";
import classes from "./Community.module.css";
import { IconSearch, IconUserPlus } from "./icons.ts";
import type { FoundMember } from "./types.ts";
import { useAcceptFriend, useSendFriendRequest } from "./useFriendActions.ts";

const usernameRule = friendRequestInput.shape.username;
/** How long typing must pause before the search goes out. */
const SEARCH_DELAY_MS = 250;

/**
 * 'Add Friend': members whose username starts with what is typed, each with where they
 * stand with the viewer, and a request sent by the exact username typed.
 */
export default function AddFriendDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setUsername("");
    setError(null);
    onClose();
  };
  const send = useSendFriendRequest(close);

  return (
    <Modal opened={opened} onClose={close} title="Add Friend" size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = usernameRule.safeParse(username);
          if (!checked.success) {
            setError(checked.error.issues[0]?.message ?? "Enter a username");
            return;
          }
          send.mutate({ username: checked.data });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Username"
            description="Find a member by the start of their username, or type it in full."
            placeholder="e.g. alpha_wolf"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            value={username}
            error={error}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setError(null);
            }}
          />
          <SearchResults query={username.trim()} />
          <PendingButton
            type="submit"
            size="md"
            fullWidth
            pending={send.isPending}
            pendingLabel="Sending..."
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            Send Request
          </PendingButton>
        </Stack>
      </form>
    </Modal>
  );
}

function SearchResults({ query }: { query: string }) {
  const [debounced] = useDebouncedValue(query, SEARCH_DELAY_MS);
  const search = trpc.friend.search.useQuery(
    { query: debounced },
    { enabled: debounced !== "", placeholderData: (previous) => previous },
  );
  if (query === "") {
    return (
      <Text size="sm" c="dimmed">
        Type a username to find a pack member.
      </Text>
    );
  }
  if (search.isError) {
    return (
      <Text size="sm" c="dimmed" role="alert">
        The search did not work this time. You can still send a request by the full username.
      </Text>
    );
  }
  // Before the first answer (typing, or on its way); later answers replace the last in place.
  const found = search.data;
  if (!found) {
    return (
      <Group gap="xs" mih={44} role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          Searching...
        </Text>
      </Group>
    );
  }
  if (found.length === 0) {
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        No member's username starts with “{debounced}”.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} className={classes.list} aria-label="Members found">
      {found.map((member) => (
        <FoundRow key={member.id} member={member} />
      ))}
    </Stack>
  );
}

const RELATION_BADGES = {
  friends: { label: "Friends", color: "teal" },
  requested: { label: "Requested", color: "wolf" },
  blocked: { label: "Blocked", color: "red" },
} as const;

function FoundRow({ member }: { member: FoundMember }) {
  const send = useSendFriendRequest();
  const accept = useAcceptFriend(member.username);
  const { relation } = member;
  return (
    <Group component="li" gap="sm" wrap="nowrap" mih={52}>
      <MemberAvatar username={member.username} avatar={member.avatar} size={36} radius="xl" />
      <Text fw={700} size="sm" style={{ flex: 1, minWidth: 0, display: "flex" }}>
        <MemberName name={member.username} />
      </Text>
      {relation === "none" ? (
        <PendingButton
          variant="light"
          size="sm"
          h={44}
          px="sm"
          style={{ flex: "none" }}
          pending={send.isPending}
          pendingLabel="Sending..."
          aria-label={`Send request to ${member.username}`}
          onClick={() => send.mutate({ username: member.username })}
        >
          Send request
        </PendingButton>
      ) : relation === "incoming" ? (
        <PendingButton
          size="sm"
          h={44}
          px="sm"
          style={{ flex: "none" }}
          pending={accept.isPending}
          pendingLabel="Accepting..."
          aria-label={`Accept request from ${member.username}`}
          onClick={() => accept.mutate({ memberId: member.id })}
        >
          Accept
        </PendingButton>
      ) : (
        <Badge variant="light" color={RELATION_BADGES[relation].color} style={{ flex: "none" }}>
          {RELATION_BADGES[relation].label}
        </Badge>
      )}
    </Group>
  );
}
