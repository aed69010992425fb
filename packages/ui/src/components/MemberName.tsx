import type { ReactNode } from "react";
import classes from "./MemberName.module.css";

export interface MemberNameProps {
  /** The member's name, shortened with an ellipsis when it does not fit. */
  name: string;
  /** Words before and after it, which always show whole: 'Welcome back, ' and '!'. */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * A member's name in a line of text ('See you later, <name>!'). A name of up to 30
 * characters is wider than a phone: the name gives way, with an ellipsis, and the words
 * around it stay. The line reads whole to screen readers and in the name's tooltip.
 */
export function MemberName({ name, before, after }: MemberNameProps) {
  if (before === undefined && after === undefined) {
    return (
      <span className={classes.name} title={name}>
        {name}
      </span>
    );
  }
  return (
    <span className={classes.line}>
      {before === undefined ? null : <span className={classes.fixed}>{before}</span>}
      <span className={classes.name} title={name}>
        {name}
      </span>
      {after === undefined ? null : <span className={classes.fixed}>{after}</span>}
    </span>
  );
}
