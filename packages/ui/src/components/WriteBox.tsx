import { Group, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { PendingButton } from "./PendingButton.tsx";

export interface WriteBoxProps {
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** How tall the box grows before it scrolls. */
  maxRows: number;
  value: string;
  onChange: (value: string) => void;
  /** The caller's check of what was written, shown under the box. */
  error: string | null;
  onSubmit: () => void;
  pending: boolean;
  pendingLabel: string;
  /** What the send button says. */
  children: ReactNode;
}

/**
 * A growing text box with its send button beside it, both a full tap target high: a comment
 * under a post, a reply in a coaching thread. The caller checks and sends what was written.
 */
export function WriteBox({
  label,
  placeholder,
  maxLength,
  maxRows,
  value,
  onChange,
  error,
  onSubmit,
  pending,
  pendingLabel,
  children,
}: WriteBoxProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={maxRows}
          maxLength={maxLength}
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { minHeight: 44, paddingTop: 11, paddingBottom: 11 } }}
        />
        <PendingButton type="submit" size="sm" h={44} pending={pending} pendingLabel={pendingLabel} px="sm">
          {children}
        </PendingButton>
      </Group>
    </form>
  );
}
