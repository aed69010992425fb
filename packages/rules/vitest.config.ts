import { defineConfig } from "vitest/config";

// Pure functions: no database, one run.
export default defineConfig({ test: { include: ["src/**/*.test.ts"] } });
