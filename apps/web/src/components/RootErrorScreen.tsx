import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { WolfGlyph } from "@wolfpack/ui";
import { serverMessage } from "../lib/errors.ts";

/** When the app cannot start (the API is unreachable): say so and offer a retry. */
export function RootErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const detail =
    serverMessage(error) ?? "We could not reach the WOLFPACK servers. Check your connection and try again.";
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <WolfGlyph size={56} style={{ opacity: 0.5 }} />
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">{detail}</Text>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
