import { defineConfig } from "vitest/config";
import { databaseProjects } from "../../packages/db/src/vitest-projects.ts";

export default defineConfig({
  test: { projects: databaseProjects() },
});
