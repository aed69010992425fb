import { Textarea, type TextareaProps } from "@mantine/core";
import classes from "./GrowingTextarea.module.css";

export interface GrowingTextareaProps extends Omit<TextareaProps, "autosize" | "minRows" | "maxRows" | "rows"> {
  /** Lines shown while it is empty. */
  minRows?: number;
  /** Lines it grows to before it scrolls; without, it grows with its text. */
  maxRows?: number;
}

/**
 * Mantine's Textarea growing with its text, sized by the browser (CSS `field-sizing`) rather
 * than by Mantine's `autosize`, which measures a hidden copy of the field in script as the
 * screen starts: the longest task of the community screen's start (docs/performance.md,
 * "Growing text fields"). A browser without `field-sizing` shows `minRows` lines and scrolls.
 */
export function GrowingTextarea({ minRows = 1, maxRows, style, ...props }: GrowingTextareaProps) {
  // No maximum: the variable is left unset, so max-height is too.
  const rows =
    maxRows === undefined
      ? { "--growing-min-rows": minRows }
      : { "--growing-min-rows": minRows, "--growing-max-rows": maxRows };
  return <Textarea {...props} rows={minRows} classNames={{ input: classes.input }} style={[rows, style]} />;
}
