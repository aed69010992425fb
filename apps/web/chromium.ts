/**
 * The Chromium the browser tests (playwright.config.ts) and the perf scripts (perf/) drive:
 * Debian's, which Playwright never downloads, with the same flags everywhere.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  // Debian's launcher turns GPU rasterization on (/etc/chromium.d/default-flags); with no
  // GPU that is software GL in the GPU process, the dearest way to draw a page.
  "--disable-gpu-rasterization",
  // Chromium 156 opens its address bar's pop-ups as two web pages (chrome://omnibox-popup)
  // in every new window, so in every test's context: two renderers nobody looks at.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
