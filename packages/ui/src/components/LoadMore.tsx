import { Button, Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface LoadMoreProps {
  /** What the list holds, plural, in the product's words: 'posts', 'members', 'messages'. */
  what: string;
  /** The next page is on its way. */
  loading: boolean;
  /** There is a next page to ask for. */
  hasMore: boolean;
  /** Asking for the next page failed. */
  failed?: boolean;
  onLoadMore: () => void;
  /** What the foot of the list says once everything is shown, if anything. */
  end?: ReactNode;
}

/** The foot of a list read a page at a time: 'Load more …', its progress, and a failure. */
export function LoadMore({ what, loading, hasMore, failed = false, onLoadMore, end = null }: LoadMoreProps) {
  return (
    <>
      {loading ? (
        <Group justify="center" gap="xs" mt="md" mih={44} role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Loading {what}...
          </Text>
        </Group>
      ) : hasMore ? (
        <Button variant="light" size="md" fullWidth mt="md" onClick={onLoadMore}>
          Load more {what}
        </Button>
      ) : (
        end
      )}
      {failed ? (
        <Text size="sm" c="red.4" ta="center" mt="xs" role="alert">
          More {what} could not be loaded. Try again.
        </Text>
      ) : null}
    </>
  );
}
