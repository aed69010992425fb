import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { titleOfMatches } from "../lib/head.ts";

/**
 * Keeps the tab's title on the screen shown: the title of the deepest route's `head`
 * (`head: screenHead("Workouts")`). The router's own <HeadContent /> would do the same
 * and more (meta, links, scripts), for 1.6 KB gzip more on every first screen; only the
 * title is needed. While a screen loads, the tab keeps the previous title.
 */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => titleOfMatches(state.matches) });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
