import { Button, Modal, Text } from "@mantine/core";
import { GrowingTextarea } from "@wolfpack/ui";

/** The last resort of Share Progress: no share sheet, no clipboard, so the text to copy by hand. */
export function ManualShareDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  return (
    <Modal opened={text !== null} onClose={onClose} title="Copy your progress" size="md">
      <Text size="sm" c="dimmed" mb="sm">
        This browser would not share or copy it for you. Select the text, copy it, and paste it wherever the pack should
        see it.
      </Text>
      <GrowingTextarea
        aria-label="Your progress, to copy"
        value={text ?? ""}
        readOnly
        minRows={3}
        data-autofocus
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button size="md" fullWidth mt="md" onClick={onClose}>
        Done
      </Button>
    </Modal>
  );
}
