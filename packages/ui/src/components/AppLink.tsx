import type { AnchorHTMLAttributes, ComponentType, Ref } from "react";

/**
 * The app's link component as shared components take it: it is given `to` (a path of the
 * app) and an anchor's props. In the web app that is the router's `Link`, which moves
 * without a page load; shared components know no router, so without one they render a
 * plain `<a href>`.
 */
export type AppLinkComponent = ComponentType<AppLinkProps>;

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain anchor that takes `to` like the router's link. */
export function PlainLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}
