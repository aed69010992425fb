import { Button, Card, Stack, Text } from "@mantine/core";
import { loadFailureMessage } from "../lib/errors.ts";

/**
 * A part of a loaded screen whose own read failed (a board, the member table, the inbox):
 * what did not load, why when there is an error to read, and another go.
 */
export function PartFailed({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  return (
    <Card padding="lg" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700}>{what}</Text>
        {error === undefined ? null : (
          <Text size="sm" c="dimmed">
            {loadFailureMessage(error)}
          </Text>
        )}
        <Button variant="light" size="md" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Card>
  );
}
