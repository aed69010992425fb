import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { WolfGlyph } from "@wolfpack/ui";

/** The screen for a path no route knows, in the product's exact words. */
export function NotFoundScreen() {
  return (
    <Center mih="60dvh" px="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <WolfGlyph size={64} style={{ opacity: 0.5 }} />
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" mt="sm">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
