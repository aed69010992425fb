import IconLock from "@tabler/icons-react/dist/esm/icons/IconLock.mjs";
import classes from "./PremiumVeil.module.css";

export interface PremiumVeilProps {
  /** 'lg' on a full-width picture (home's hunt). */
  size?: "md" | "lg";
}

/** 'PREMIUM' with a lock over a locked workout's picture; its parent is positioned. */
export function PremiumVeil({ size = "md" }: PremiumVeilProps) {
  return (
    <span className={classes.veil} data-size={size}>
      <IconLock size={size === "lg" ? 18 : 16} stroke={2.2} aria-hidden="true" />
      PREMIUM
    </span>
  );
}
