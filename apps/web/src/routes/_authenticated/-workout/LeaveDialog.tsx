import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface LeaveDialogProps {
  opened: boolean;
  /** The session is over but its completion is not saved. */
  completedUnsaved: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked before leaving the screen mid-session: the session is paused and kept on this device. */
export function LeaveDialog({ opened, completedUnsaved, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave your workout?" size="sm">
      <Stack gap="md">
        <Text size="sm">
          {completedUnsaved
            ? "This workout is not saved yet. It stays on this device: come back to save it."
            : "Your session is paused and kept on this device. Come back to this workout to carry on."}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onLeave}>
            Leave
          </Button>
          <Button onClick={onStay} data-autofocus>
            Keep training
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
