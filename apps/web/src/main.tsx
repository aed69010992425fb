import "./styles/mantine.ts";
import "@mantine/notifications/styles.css";
import "./styles/global.css";
// Last, as MantineProvider's own <style> was: the theme's variables (vite-plugins/mantine-variables.ts).
import "virtual:mantine-variables.css";

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { openWithNoSignal, preloadFirstScreen, router } from "./router.tsx";

// After a new release the old route chunks are gone: reload once to pick up the new ones
// instead of leaving a screen that cannot load.
// At most once a minute, so a broken release cannot trap the tab in a reload loop.
window.addEventListener("vite:preloadError", () => {
  // With no signal a missing chunk is no new release: a reload would leave the member on the
  // browser's offline page (docs/offline.md). The screen goes on without that part.
  if (!navigator.onLine) return;
  const key = "wolfpack:reloaded-for-update";
  if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 60_000) return;
  // The signal can go a moment before the phone says so: reload only once the server answers.
  fetch("/", { method: "HEAD", cache: "no-store" }).then(
    (response) => {
      if (!response.ok) return;
      sessionStorage.setItem(key, String(Date.now()));
      window.location.reload();
    },
    () => {},
  );
});

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Online this is at once; offline it waits for the cache the phone kept (src/offline).
void openWithNoSignal().then(() => {
  preloadFirstScreen();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
