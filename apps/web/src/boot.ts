/**
 * The page's one script tag (vite-plugins/after-first-paint.ts writes it into index.html): it
 * starts the app once the browser has shown the page's first HTML, a screen drawn on the
 * server or the boot screen. On a slow link the stylesheets then have the line to themselves
 * and the screen shows sooner; the app's code (about 140 KB) follows at once
 * (docs/performance.md, "Screens drawn on the server").
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

// ICU (every number and date on a screen) set up on another core while the page paints:
// src/intl-warmup.ts. Without a worker, or its file, the app sets it up itself as before.
try {
  new Worker(new URL("./intl-warmup.ts", import.meta.url), { type: "module" });
} catch {
  // As above.
}

function startApp() {
  if (!tag?.dataset.app) return;
  for (const file of tag.dataset.preload?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
  const app = document.createElement("script");
  app.type = "module";
  app.crossOrigin = "";
  app.src = tag.dataset.app;
  document.head.append(app);
}

let started = false;
function startOnce() {
  if (started) return;
  started = true;
  startApp();
}

// Once the browser reports the page's first content shown (its paint timing, taken when the
// frame reached the screen, not when it was drawn). A hidden tab paints nothing until shown:
// it starts at once; a browser that never says starts a second on.
if (document.visibilityState === "hidden" || typeof PerformanceObserver === "undefined") startOnce();
else {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: "paint", buffered: true });
  setTimeout(startOnce, 1000);
}
