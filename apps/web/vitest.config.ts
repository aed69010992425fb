import { defineConfig } from "vitest/config";

// Unit tests only: pure logic, no DOM. The browser tests live in e2e/ and run with Playwright.
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "perf/**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", "dist/**"],
  },
});
