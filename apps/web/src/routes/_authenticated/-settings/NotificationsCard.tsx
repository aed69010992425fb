import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text } from "@mantine/core";
import type { NotificationKind } from "@wolfpack/rules/notifications/inputs";
import { IconBell, IconTrash } from "../../../components/icons.ts";
import { PartFailed } from "../../../components/PartFailed.tsx";
import { formatDay } from "../../../lib/dates.ts";
import { failureMessage, UNREACHABLE_MESSAGE } from "../../../lib/errors.ts";
import { forgetThisDevice, thisDevice } from "../../../lib/push.ts";
import { toastFailure } from "../../../lib/toast.tsx";
import { type RouterOutputs, trpc } from "../../../trpc.ts";
import { CardHeading } from "./CardHeading.tsx";

type Device = RouterOutputs["notification"]["devices"][number];

/**
 * The kinds a device may take, named (NOTIFICATION_KINDS): only the rules' type is imported,
 * as their module would add a chunk the first script must list (docs/performance.md).
 */
const KIND_NAMES: Record<NotificationKind, string> = {
  reminders: "Reminders",
  milestones: "Milestones",
  pack: "Pack",
  coach: "Coach",
};

const KINDS = Object.keys(KIND_NAMES) as NotificationKind[];

/**
 * The member's devices that get notifications by web push (docs/push.md): which kinds
 * each takes, and a remove. A device is added by 'Enable' on the habits screen.
 */
export function NotificationsCard({ timezone }: { timezone: string }) {
  const devices = trpc.notification.devices.useQuery();
  return (
    <Card padding="lg" component="section" aria-labelledby="devices-title">
      <CardHeading id="devices-title" icon={<IconBell size={22} aria-hidden="true" />}>
        Notifications
      </CardHeading>
      {devices.isPending && devices.isPaused ? (
        <Text size="sm" c="dimmed">
          You're offline: your devices show once you're back online.
        </Text>
      ) : devices.isPending ? (
        <Stack gap="sm" aria-label="Loading your devices">
          <Skeleton height={20} width="55%" />
          <Skeleton height={44} />
        </Stack>
      ) : devices.isError ? (
        <PartFailed what="Your devices did not load" error={devices.error} onRetry={() => void devices.refetch()} />
      ) : devices.data.length === 0 ? (
        <div>
          <Text fw={700} size="sm">
            No devices get notifications yet
          </Text>
          <Text size="sm" c="dimmed">
            Press Enable on the habits screen and allow notifications to get your reminders with the app closed.
          </Text>
        </div>
      ) : (
        <Stack component="ul" gap="lg" m={0} p={0} style={{ listStyle: "none" }} aria-label="Your devices">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} timezone={timezone} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function DeviceRow({ device, timezone }: { device: Device; timezone: string }) {
  const utils = trpc.useUtils();
  const here = thisDevice()?.id === device.id;
  // The switch moves at once; the server's answer then stands, or a refusal puts it back.
  const setKinds = trpc.notification.setKinds.useMutation({
    onMutate: async ({ id, ...kinds }) => {
      await utils.notification.devices.cancel();
      const before = utils.notification.devices.getData();
      utils.notification.devices.setData(undefined, (list) =>
        list?.map((each) => (each.id === id ? { ...each, ...kinds } : each)),
      );
      return { before };
    },
    onSuccess: (updated) =>
      utils.notification.devices.setData(undefined, (list) =>
        list?.map((each) => (each.id === updated.id ? updated : each)),
      ),
    onError: (error, _change, context) => {
      utils.notification.devices.setData(undefined, context?.before);
      toastFailure("Not Saved", failureMessage(error, UNREACHABLE_MESSAGE));
    },
  });
  const remove = trpc.notification.removeDevice.useMutation({
    onSuccess: async () => {
      // This very device: its browser forgets the subscription, so the habits screen offers 'Enable' again.
      if (here) await forgetThisDevice();
      await utils.notification.devices.invalidate();
    },
    onError: (error) => toastFailure("Not Removed", failureMessage(error, UNREACHABLE_MESSAGE)),
  });
  const name = here ? `${device.deviceLabel} (this device)` : device.deviceLabel;
  return (
    <li>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} style={{ overflowWrap: "anywhere" }}>
              {device.deviceLabel}
            </Text>
            {here ? (
              <Badge size="sm" variant="light">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            Added {formatDay(new Date(device.createdAt), timezone)}
          </Text>
        </div>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          mih={44}
          style={{ flex: "none" }}
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          loading={remove.isPending}
          aria-label={`Remove ${name}`}
          onClick={() => remove.mutate({ id: device.id })}
        >
          Remove
        </Button>
      </Group>
      <Group gap="md" mt={4}>
        {KINDS.map((kind) => (
          <Switch
            key={kind}
            size="md"
            label={KIND_NAMES[kind]}
            checked={device[kind]}
            disabled={setKinds.isPending}
            onChange={(event) => setKinds.mutate({ id: device.id, [kind]: event.currentTarget.checked })}
            aria-label={`${KIND_NAMES[kind]} on ${name}`}
            styles={{ body: { minHeight: 44, alignItems: "center" } }}
          />
        ))}
      </Group>
    </li>
  );
}
