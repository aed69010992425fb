import type { CSSProperties } from "react";
import classes from "./Wordmark.module.css";

export interface WordmarkProps {
  /** Font size of the product name in pixels; the tagline scales with it. */
  size?: number;
  centered?: boolean;
}

/** The product's name, 'WOLFPACK', over the words 'Alpha Training'. */
export function Wordmark({ size = 22, centered = false }: WordmarkProps) {
  return (
    <span
      className={centered ? `${classes.root} ${classes.centered}` : classes.root}
      style={{ "--wordmark-size": `${size}px` } as CSSProperties}
    >
      <span className={classes.name}>WOLFPACK</span>
      <span className={classes.tagline}>Alpha Training</span>
    </span>
  );
}
