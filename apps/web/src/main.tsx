import "./styles/mantine.ts";
import "@mantine/notifications/styles.css";
import "./styles/global.css";
// Last, as MantineProvider's own <style> was: the theme's variables (vite-plugins/mantine-variables.ts).
import "virtual:mantine-variables.css";

import { createRoot, hydrateRoot } from "react-dom/client";
import { AppTree } from "./app-tree.tsx";
import { nextTask } from "./lib/next-task.ts";

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

// The app's first run in tasks of their own (React; the app's modules and its router; a drawn
// screen's cache; the router's first load; the first screen), not one: at Lighthouse's 4x that
// one blocked a phone's main thread for 200 ms (docs/performance.md).
// Not awaited at the module's top: the chunks it imports may import this one back.
async function start(container: HTMLElement) {
  await nextTask();
  const { openWithNoSignal, preloadFirstScreen, router, startFromDrawnScreen } = await import("./router.tsx");
  await nextTask();

  // A screen the server drew is inert until React has the page: a tap cannot half-work.
  const app = <AppTree router={router} onReady={() => whenScreenTakenOver(container)} />;

  // The server sent the page with its screen already drawn (src/server-render.tsx,
  // docs/performance.md): the query cache it was drawn from comes with it, so the router
  // settles the same screen here without asking the API again, and React takes the page's HTML
  // over as it is (hydrates) rather than drawing it anew. A screen the router settles
  // differently (the session ended since) is drawn afresh, as is every page the server did not draw.
  const drawn = container.dataset.drawn === window.location.pathname ? drawnScreenState() : null;
  if (drawn !== null) {
    startFromDrawnScreen(drawn);
    await nextTask();
  }

  // Online this is at once; offline it waits for the cache the phone kept (src/offline).
  await openWithNoSignal();
  preloadFirstScreen();
  if (drawn !== null) {
    await nextTask();
    await router.load();
    if (router.state.matches.every((match) => match.status === "success")) {
      hydrateRoot(
        container,
        app,
        // Each mismatch is a defect to fix (a test fails on any console error); React draws that part anew.
        { onRecoverableError: (error) => console.error("Hydration:", error) },
      );
      return;
    }
  }
  createRoot(container).render(app);
}

start(container).catch((error: unknown) => {
  // The app's code could not be had (the signal went mid-load; a new release is reloaded by
  // the listener above): a screen the server drew stays readable, and its links work.
  container.removeAttribute("inert");
  console.error("The app could not start:", error);
});

/** The drawn screen's query cache, from the page (apps/server/src/static.ts writes it). */
function drawnScreenState(): string | null {
  return document.getElementById("screen-state")?.textContent ?? null;
}

/**
 * Once the screen is React's all through, it answers taps and keys. React takes a drawn page
 * over in steps: the frame first, each route's part after (each has its Suspense boundary),
 * so the root's first commit is not yet the screen's. Every element of the screen then carries
 * React's own property; after SCREEN_TAKEOVER_MAX_MS it answers anyway (React replays a tap on
 * a part not yet taken over).
 */
function whenScreenTakenOver(root: HTMLElement, since = performance.now()) {
  const pending = [...root.querySelectorAll("main *")].some(
    (element) => !Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
  );
  if (pending && performance.now() - since < SCREEN_TAKEOVER_MAX_MS) {
    setTimeout(() => whenScreenTakenOver(root, since), 50);
    return;
  }
  root.removeAttribute("inert");
}

const SCREEN_TAKEOVER_MAX_MS = 3000;
