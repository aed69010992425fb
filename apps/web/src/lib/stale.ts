import type { QueryClient } from "@tanstack/react-query";

/**
 * After the member changed (a new name or avatar, a new plan), what other screens keep
 * cached may show them as they were: a feed with the old name, workouts locked for a free
 * member. Those screens ask again when next opened; what shows now is left alone.
 */
export function forgetOtherScreens(queryClient: QueryClient) {
  queryClient.removeQueries({ type: "inactive" });
}
