import { defineConfig } from "vitest/config";
import { databaseSuites } from "../../packages/db/src/vitest-projects.ts";

export default defineConfig({
  test: databaseSuites(),
});
