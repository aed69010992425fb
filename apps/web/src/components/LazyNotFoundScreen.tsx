import { lazy, Suspense } from "react";

// Rarely seen: fetched only when a member opens a path the app does not know.
const NotFoundScreen = lazy(() =>
  import("./NotFoundScreen.tsx").then((module) => ({ default: module.NotFoundScreen })),
);

/** The 404 screen, with its code loaded on demand. */
export function LazyNotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}
