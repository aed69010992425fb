import { Button, Group, Stack, Text } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { refusalStore } from "./queue.ts";

/**
 * Writes kept on the phone that the server refused when they arrived (docs/offline.md): each
 * in the server's words until the member dismisses it, above the screen like the offline
 * banner. One that got no answer at all can be sent again.
 */
export default function SyncRefusals() {
  const refusals = useSyncExternalStore(refusalStore.subscribe, refusalStore.get, refusalStore.get);
  if (refusals.length === 0) return null;
  return (
    <Stack gap={0}>
      {refusals.map((refusal) => (
        <Group key={refusal.id} role="alert" gap="xs" wrap="nowrap" justify="space-between" style={NOTE}>
          <Text size="sm" fw={600} c="#121316" style={{ overflowWrap: "anywhere" }}>
            {refusal.text}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flex: "none" }}>
            {refusal.again ? (
              <Button size="sm" color="dark" style={TAP} onClick={refusal.again}>
                Try again
              </Button>
            ) : null}
            <Button size="sm" variant="white" color="dark" style={TAP} onClick={() => refusalStore.dismiss(refusal.id)}>
              Dismiss
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

// Dark text on a light red: the member reads it as the offline banner's sibling, and it stands out.
/** A thumb's target (44 px), as every button of the app. */
const TAP = { minHeight: 44 } as const;
const NOTE = { padding: "6px 12px", background: "#ffc9c9", borderBottom: "1px solid #e03131" } as const;
