import type { ReactNode } from "react";

export interface ScreenSkeletonProps {
  /** What is loading, the status's name for screen readers: 'Loading your plans'. */
  label: string;
  children: ReactNode;
}

/**
 * A screen's stand-in while its data loads: grey shapes (Mantine Skeleton) where the
 * screen's parts will be, one busy status to assistive technology. Every route's
 * `pendingComponent` is one.
 */
export function ScreenSkeleton({ label, children }: ScreenSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
