import { Button, Card, Center, Stack, Text } from "@mantine/core";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { WolfGlyph } from "@wolfpack/ui";
import { useEffect, useState } from "react";
import { loadFailureMessage } from "../lib/errors.ts";

/**
 * Every route's `errorComponent` (and the router's default): a screen whose data could
 * not be loaded says so in words a member can read, never a stack trace, and offers to
 * try again. Trying again runs the routes' loaders once more (`router.invalidate()`);
 * once they succeed the screen replaces the card.
 */
export function RetryCard({ error }: ErrorComponentProps) {
  const router = useRouter();
  // A read that failed inside a screen (useSuspenseQuery) may be asked again when the
  // screen renders anew; without this it would throw its old error at once.
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Card padding="xl" role="alert" maw={420} mx="auto" my="xl">
      <Stack align="center" gap="md" ta="center">
        <WolfGlyph size={56} style={{ opacity: 0.5 }} />
        <Text component="h2" ff="heading" fz="h2" fw={700} lh={1.2} m={0}>
          This screen did not load
        </Text>
        <Text c="dimmed">{loadFailureMessage(error)}</Text>
        <Button size="md" onClick={retry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Card>
  );
}

/** The same card on the whole screen, when the app itself cannot start (the API is unreachable). */
export function FullScreenRetryCard(props: ErrorComponentProps) {
  return (
    <Center mih="100dvh" px="md">
      <RetryCard {...props} />
    </Center>
  );
}
