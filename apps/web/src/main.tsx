import "./styles/mantine.ts";
import "@mantine/notifications/styles.css";
import "./styles/global.css";
// Last, as MantineProvider's own <style> was: the theme's variables (vite-plugins/mantine-variables.ts).
import "virtual:mantine-variables.css";

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { holdSubmit, startHydrating } from "./lib/prerendered.ts";
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

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// The server sent the sign-in screen already drawn (dist/login.html, docs/performance.md):
// once the router has settled the screen, and its code is in, a visitor's first render is
// the same screen and React takes the page's HTML over as it is. A member (sent home by
// the screen's guard) or a failure gets the screen drawn afresh, as any other page.
const prerendered = container.dataset.prerendered === window.location.pathname;
if (prerendered) holdSubmit(container.querySelector("form"));

// Online this is at once; offline it waits for the cache the phone kept (src/offline).
void openWithNoSignal().then(async () => {
  preloadFirstScreen();
  if (prerendered) {
    await router.load();
    const shown = router.state.matches.at(-1);
    if (shown?.routeId === "/login" && shown.status === "success") {
      startHydrating();
      hydrateRoot(container, app);
      return;
    }
  }
  createRoot(container).render(app);
});
