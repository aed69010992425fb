import { Button, Group, Paper, Text } from "@mantine/core";
import { IconBellOff, IconBellRinging } from "../../../components/icons.ts";
import { askForNotifications, useNotificationAccess } from "../../../lib/notifications.ts";
import { toastSuccess } from "../../../lib/toast.tsx";

/** Until the browser may show notifications: why they help, and 'Enable'. */
export function NotificationBanner() {
  const access = useNotificationAccess();
  if (access === "granted") return null;
  if (access === "unsupported" || access === "denied") {
    return (
      <Paper p="sm" mb="sm" radius="md" withBorder>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBellOff size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
          <Text size="sm">
            {access === "denied"
              ? "Notifications are blocked for this site. Allow them in your browser's settings to get reminders outside the app."
              : "This browser cannot show notifications. Reminders appear here while the app is open."}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper p="sm" mb="sm" radius="md" withBorder>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBellRinging size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
          <Text size="sm">Turn on notifications to get your reminders and milestone alerts.</Text>
        </Group>
        <Button
          size="sm"
          style={{ flex: "none" }}
          onClick={async () => {
            if ((await askForNotifications()) === "granted") {
              toastSuccess("Notifications Enabled", "You'll now receive habit reminders");
            }
          }}
        >
          Enable
        </Button>
      </Group>
    </Paper>
  );
}
