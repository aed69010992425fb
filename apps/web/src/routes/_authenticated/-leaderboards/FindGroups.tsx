import { Button, Card, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { SectionTitle } from "@wolfpack/ui";
import { useState } from "react";
import { IconCheck, IconSearch } from "../../../components/icons.ts";
import { loadFailureMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import type { FoundGroup } from "./types.ts";
import { useJoinGroup } from "./useGroupActions.ts";

/** Groups to join, newest first, found by a part of their name: 'n/max' and Join, Full or Joined. */
export function FindGroups() {
  const [query, setQuery] = useState("");
  const [searched] = useDebouncedValue(query.trim(), 300);
  const found = trpc.group.discover.useQuery(searched ? { query: searched } : {}, { placeholderData: (last) => last });

  return (
    <Card padding="md" component="section" aria-labelledby="find-groups-title">
      <SectionTitle id="find-groups-title" order={2}>
        Find a Group
      </SectionTitle>
      <TextInput
        type="search"
        label="Search groups"
        placeholder="Group name"
        maxLength={40}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={found.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
        mb="sm"
      />
      {found.data === undefined ? (
        found.error ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {loadFailureMessage(found.error)}
            </Text>
            <Button variant="light" onClick={() => void found.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Group gap="sm" py="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              Looking for groups...
            </Text>
          </Group>
        )
      ) : found.data.length === 0 ? (
        <Text size="sm" c="dimmed" py="xs">
          {searched ? `No group has "${searched}" in its name.` : "No groups yet. Start the first one."}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }} aria-label="Groups to join">
          {found.data.map((group) => (
            <FoundGroupRow key={group.id} group={group} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function FoundGroupRow({ group }: { group: FoundGroup }) {
  const join = useJoinGroup();
  const full = group.memberCount >= group.maxMembers;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-dark-5)" }}
      aria-label={group.name}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} truncate="end" title={group.name}>
          {group.name}
        </Text>
        {group.description ? (
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {group.description}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" fw={700} mt={2}>
          {`${group.memberCount}/${group.maxMembers} members`}
        </Text>
      </div>
      {group.isMember ? (
        <Button variant="light" color="teal" disabled leftSection={<IconCheck size={16} aria-hidden="true" />}>
          Joined
        </Button>
      ) : full ? (
        <Button variant="default" disabled>
          Full
        </Button>
      ) : (
        <Button loading={join.isPending} onClick={() => join.mutate({ groupId: group.id })}>
          Join
        </Button>
      )}
    </Group>
  );
}
