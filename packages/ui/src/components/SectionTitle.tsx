import type { ReactNode } from "react";
import classes from "./SectionTitle.module.css";

export interface SectionTitleProps {
  children: ReactNode;
  /** A link or button at the end of the line ('View All 100 Days'). */
  action?: ReactNode;
  icon?: ReactNode;
  id?: string;
  order?: 2 | 3;
}

/** The heading of a block of a screen: 'TODAY'S HUNT', 'AVAILABLE WORKOUTS'. */
export function SectionTitle({ children, action, icon, id, order = 2 }: SectionTitleProps) {
  const Heading = `h${order}` as const;
  return (
    <div className={classes.row}>
      <Heading id={id} className={classes.title}>
        {icon ? <span className={classes.icon}>{icon}</span> : null}
        {children}
      </Heading>
      {action ? <div className={classes.action}>{action}</div> : null}
    </div>
  );
}
