import { defineConfig } from "vitest/config";
import { databaseProjects } from "./src/vitest-projects.ts";

export default defineConfig({
  test: { projects: databaseProjects() },
});
