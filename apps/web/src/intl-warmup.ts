/**
 * A worker that only uses ICU once and ends. The first number or date format of a page sets
 * ICU up, 30 to 70 ms on the project's machine (four times that on Lighthouse's phone), and
 * what it sets up is the whole renderer's: done here, on another core while the page paints
 * and the app's code downloads, the main thread later finds it ready (src/boot.ts,
 * docs/performance.md, "The main thread on a slower machine").
 */
new Intl.NumberFormat("en-US").format(0);
new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(0);
self.close();
