import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";

/**
 * The whole app as React draws it: the same tree in the browser (src/main.tsx) and when the
 * server draws a screen (src/server-render.tsx), so the browser can take that screen over
 * as it is (React's ids, such as a label's `for`, follow the tree's shape).
 */
export function AppTree({ router, onReady }: { router: AnyRouter; onReady: () => void }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
      <Ready onReady={onReady} />
    </StrictMode>
  );
}

/** Draws nothing; once React has the page (drawn anew, or taken over from the server), says so. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
