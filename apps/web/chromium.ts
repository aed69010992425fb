import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests (playwright.config.ts) and the perf scripts (perf/) drive:
 * Debian's, which Playwright never downloads, with the flags below.
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
const HAS_HEADLESS_SHELL = existsSync(HEADLESS_SHELL);

/** The headless shell's flags, and the start of the full browser's: quiet on a closed network, no GPU. */
const HEADLESS_SHELL_ARGS = [
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
];

/**
 * What Playwright 1.65 turns off in Chromium (playwright-core's chromiumSwitches.ts). Chromium
 * keeps only the last `--disable-features` of its command line, and Playwright puts ours after
 * its own, so a list of ours must carry these too; e2e/quality.spec.ts checks that it does.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The full browser's flags. Chromium 156 opens its address bar's pop-ups as two web pages
 * (chrome://omnibox-popup) in every new window, so in every test's context: two renderers
 * nobody looks at. The headless shell has no address bar.
 */
export const CHROMIUM_ARGS = [
  ...HEADLESS_SHELL_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
];

export const CHROMIUM_FOR_TESTS = HAS_HEADLESS_SHELL ? HEADLESS_SHELL : CHROMIUM;
export const CHROMIUM_ARGS_FOR_TESTS = HAS_HEADLESS_SHELL ? HEADLESS_SHELL_ARGS : CHROMIUM_ARGS;
