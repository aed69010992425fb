/**
 * The page's one script tag (vite-plugins/after-first-paint.ts writes it into index.html): it
 * starts the app once the browser has painted the page's first HTML, a screen drawn on the
 * server or the boot screen. On a slow link the stylesheets then have the line to themselves
 * and the screen shows sooner; the app's code (about 140 KB) follows at once
 * (docs/performance.md, "Screens drawn on the server").
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

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

// A hidden tab paints nothing (and runs no animation frame) until shown: start at once there.
if (document.visibilityState === "hidden") startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
