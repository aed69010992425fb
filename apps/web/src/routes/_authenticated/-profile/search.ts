/**
 * The profile's address: ?view=history opens the member's workout history over it, so
 * the phone's back button closes it. The route's file loads with the first screen of
 * every visit, so this stays a few lines.
 */
export interface ProfileSearch {
  view?: "history";
}

export function profileSearch(search: Record<string, unknown>): ProfileSearch {
  return search.view === "history" ? { view: "history" } : {};
}
