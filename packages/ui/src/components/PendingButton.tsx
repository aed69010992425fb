import { Button, type ButtonProps, type ElementProps, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./PendingButton.module.css";

export interface PendingButtonProps extends ButtonProps, ElementProps<"button", keyof ButtonProps> {
  /** The request is on its way. */
  pending: boolean;
  /** The words while it is, e.g. 'Signing In...'. */
  pendingLabel: ReactNode;
}

/**
 * A button that sends something and says so while it does: its words change to
 * `pendingLabel`, a spinner turns beside them, and it is disabled, in its own colours
 * rather than Mantine's grey disabled look (about 3:1 on the dark theme), so the words
 * stay readable. Unlike Mantine's `loading`, the words stay visible.
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  disabled,
  leftSection,
  className,
  ...props
}: PendingButtonProps) {
  return (
    <Button
      {...props}
      className={className ? `${classes.root} ${className}` : classes.root}
      disabled={disabled || pending}
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
      leftSection={pending ? <Loader size="1.1em" color="currentColor" type="oval" aria-hidden="true" /> : leftSection}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
