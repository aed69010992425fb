import { defineConfig } from "vitest/config";
import { databaseSuites } from "./src/vitest-projects.ts";

export default defineConfig({
  test: databaseSuites(),
});
