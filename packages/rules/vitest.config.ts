import { defineConfig } from "vitest/config";

// Pure functions: no database, one run. One module graph for all files (isolate: false):
// nothing here keeps state between calls, and a fresh process per file was most of the
// suite's time (48 files).
export default defineConfig({ test: { include: ["src/**/*.test.ts"], isolate: false } });
