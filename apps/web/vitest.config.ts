import { defineConfig } from "vitest/config";

// Unit tests only: pure logic, no DOM. The browser tests live in e2e/ and run with Playwright.
// One module graph for all files (isolate: false): the files share no state (fake timers
// are put back after each test), and a fresh process per file was most of the time.
export default defineConfig({
  test: {
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts", "perf/**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", "dist/**"],
  },
});
