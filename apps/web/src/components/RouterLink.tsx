import { Link } from "@tanstack/react-router";
import type { AppLinkProps } from "@wolfpack/ui";

/**
 * The router's Link in the shape shared components take (`linkComponent`): a path of the
 * app in `to`, an anchor's props beside it. It moves without a page load and preloads
 * the screen on intent, as every link of the app does.
 */
export function RouterLink({ to, ...props }: AppLinkProps) {
  // A resolved path ('/workout/12') matches its route ('/workout/$id') as it is.
  return <Link to={to as "/"} {...props} />;
}
