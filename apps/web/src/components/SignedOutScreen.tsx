import { Button, Card, Center, Stack, Text } from "@mantine/core";
import { Link, useRouter } from "@tanstack/react-router";
import { WolfGlyph } from "@wolfpack/ui";
import { useEffect } from "react";
import { trpc } from "../trpc.ts";

interface SignedOutScreenProps {
  /** The screen's words: 'Please log in to access your settings.' */
  text: string;
  /** The page signing in brings the member back to. */
  redirect: string;
}

/**
 * 'Authentication Required': the session ended while a screen that says so was open. The
 * card fills the screen in place of the member frame, so nothing of the member who was
 * signed in stays on screen. When this browser signs them in again (in another tab), the
 * screen comes back.
 */
export default function SignedOutScreen({ text, redirect }: SignedOutScreenProps) {
  const router = useRouter();
  // Read from the cache only: the session's news (session.ts) fills it.
  const { data: member } = trpc.auth.me.useQuery(undefined, { enabled: false });
  useEffect(() => {
    if (member) void router.invalidate();
  }, [member, router]);
  return (
    <Center mih="100dvh" px="md">
      <Card padding="xl" role="alert" maw={420} w="100%" mx="auto" my="xl">
        <Stack align="center" gap="md" ta="center">
          <WolfGlyph size={56} style={{ opacity: 0.5 }} />
          <Text component="h1" ff="heading" fz="h2" fw={700} lh={1.2} m={0}>
            Authentication Required
          </Text>
          <Text c="dimmed">{text}</Text>
          <Button size="md" miw={160} renderRoot={(props) => <Link to="/login" search={{ redirect }} {...props} />}>
            Log in
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
