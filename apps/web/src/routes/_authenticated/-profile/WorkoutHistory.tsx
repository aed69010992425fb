import { Button, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { PendingButton } from "@wolfpack/ui";
import { SessionList } from "../../../components/SessionList.tsx";
import { loadFailureMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";

/** Sessions a page; the procedure's own maximum is 100. */
const PAGE_SIZE = 20;
const HISTORY_INPUT = { limit: PAGE_SIZE };

export interface WorkoutHistoryProps {
  opened: boolean;
  onClose: () => void;
  timeZone: string;
}

/** Every session the member completed, newest first, a page at a time. */
export function WorkoutHistory({ opened, onClose, timeZone }: WorkoutHistoryProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Workout History" size="lg">
      {/* Asked for only once opened. */}
      {opened ? <HistoryPages timeZone={timeZone} /> : null}
    </Modal>
  );
}

function HistoryPages({ timeZone }: { timeZone: string }) {
  const history = trpc.workout.history.useInfiniteQuery(HISTORY_INPUT, {
    // A short page is the last one.
    getNextPageParam: (page) => (page.length < PAGE_SIZE ? undefined : page.at(-1)?.id),
  });

  if (history.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading your sessions">
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!history.data) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text size="sm">{loadFailureMessage(history.error)}</Text>
        <Button variant="light" size="md" onClick={() => history.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const sessions = history.data.pages.flat();
  if (sessions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No sessions yet. Your first hunt is waiting.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SessionList sessions={sessions} timeZone={timeZone} label="Workout history" />
      {history.isFetchNextPageError ? (
        <Text size="sm" role="alert">
          {loadFailureMessage(history.error)}
        </Text>
      ) : null}
      {history.hasNextPage ? (
        <PendingButton
          variant="default"
          size="md"
          pending={history.isFetchingNextPage}
          pendingLabel="Loading..."
          onClick={() => history.fetchNextPage()}
        >
          Show more sessions
        </PendingButton>
      ) : (
        <Text size="xs" c="dimmed" ta="center">
          That's every session. Keep hunting.
        </Text>
      )}
    </Stack>
  );
}
