import { Button, Group, Paper, Text } from "@mantine/core";
import { IconBellOff, IconBellRinging } from "../../../components/icons.ts";
import { useNotificationAccess } from "../../../lib/notifications.ts";
import { pushSupported } from "../../../lib/push.ts";
import { useDevicePush } from "./useDevicePush.ts";

const BLOCKED =
  "Notifications are blocked for this site. Allow them in your browser's settings to get reminders outside the app.";
const NO_PUSH =
  "This browser cannot get notifications with the app closed: reminders appear here while the app is open. On iPhone, add WOLFPACK to your home screen first.";

/**
 * Until this device gets the member's notifications: why they help, and 'Enable', which
 * asks the browser's permission and subscribes the device to web push (docs/push.md).
 */
export function NotificationBanner() {
  const access = useNotificationAccess();
  const push = useDevicePush(access);
  if (access === "granted" && push.subscribed !== false) return null;
  if (access === "unsupported" || access === "denied" || (access === "granted" && !pushSupported())) {
    return (
      <Paper p="sm" mb="sm" radius="md" withBorder>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBellOff size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
          <Text size="sm">{access === "denied" ? BLOCKED : NO_PUSH}</Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper p="sm" mb="sm" radius="md" withBorder>
      {/* On a narrow phone 'Enable' goes under the words rather than squeezing them. */}
      <Group gap="sm" justify="space-between">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: "1 1 190px" }}>
          <IconBellRinging size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
          <Text size="sm">
            Turn on notifications to get your reminders and milestone alerts, even with the app closed.
          </Text>
        </Group>
        <Button
          size="sm"
          mih={44}
          ml="auto"
          style={{ flex: "none" }}
          loading={push.pending}
          onClick={() => void push.enable()}
        >
          Enable
        </Button>
      </Group>
      {push.error ? (
        <Text size="sm" c="red.3" mt="xs" role="alert">
          Notifications Not Enabled: {push.error}
        </Text>
      ) : null}
    </Paper>
  );
}
