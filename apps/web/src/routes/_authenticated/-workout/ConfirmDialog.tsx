import { Button, type ButtonProps, Modal, Stack, Text } from "@mantine/core";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  /** The answer that keeps the session as it is: it has the focus, and Escape means it. */
  keepLabel: string;
  confirmLabel: string;
  confirmColor?: ButtonProps["color"];
  onKeep: () => void;
  onConfirm: () => void;
}

/** Asked before the session bar does what cannot be undone: Stop, or Finish with sets not done. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, text, keepLabel, confirmLabel, confirmColor, onKeep, onConfirm } = props;
  return (
    <Modal opened={opened} onClose={onKeep} title={title} size="sm">
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {/* Full width, one above the other: whole words and big targets on any phone. */}
        <Stack gap="xs">
          <Button size="md" fullWidth color={confirmColor} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="default" size="md" fullWidth onClick={onKeep} data-autofocus>
            {keepLabel}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
