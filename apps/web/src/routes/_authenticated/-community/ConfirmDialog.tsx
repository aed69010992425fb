import { Button, Group, Modal, Text } from "@mantine/core";
import { PendingButton } from "@wolfpack/ui";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  children: ReactNode;
  /** The button that does it: 'Delete'. */
  confirmLabel: string;
  /** Its words while it does: 'Deleting...'. */
  pendingLabel: string;
  pending: boolean;
}

/** 'Are you sure?' before something that cannot be undone; Cancel is the safe default. */
export default function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
        <Button variant="default" size="md" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <PendingButton color="red" size="md" pending={pending} pendingLabel={pendingLabel} onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
      </Group>
    </Modal>
  );
}
