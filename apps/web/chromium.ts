import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests (playwright.config.ts) and the perf scripts (perf/) drive:
 * Debian's, which Playwright never downloads, with the same flags everywhere.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Debian's `chromium-headless-shell`: the same engine with no browser around it (no windows,
 * address bar or profile machinery), as Playwright's own headless runs use. It draws and
 * runs a page for about a third less CPU than the full browser, but it has no notifications,
 * no push and no PDF viewer, so the tests of those run in the full one (`@full-browser`).
 * Where it is not installed, every test runs in the full browser. docs/development.md
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/lib/chromium/chromium-headless-shell";
export const CHROMIUM_FOR_TESTS = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;

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
