import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { TestProjectInlineConfiguration, ViteUserConfig } from "vitest/config";

/** Suites that need a database: they sit under test/. */
const DATABASE_SUITES = ["test/**/*.test.ts"];
/** Plain unit tests beside the code they test: they need no database and run once. */
const UNIT_SUITES = ["src/**/*.test.ts"];

/**
 * The vitest projects of a package: its unit tests once, and its database suites once
 * per driver: on embedded PGlite and, when TEST_DATABASE_URL is set, again on that real
 * PostgreSQL. The project name shows in the log beside each file.
 */
function databaseProjects(): TestProjectInlineConfiguration[] {
  const drivers = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  return [
    { extends: true as const, test: { name: "unit", include: UNIT_SUITES, isolate: false } },
    ...drivers.map((driver) => ({
      extends: true as const,
      test: {
        name: driver,
        env: { TEST_DB_DRIVER: driver },
        // Each file makes its own database and app, so files need no fresh module graph:
        // sharing one per worker halves the run (PGlite's WebAssembly is compiled once).
        isolate: false,
        // A young generation of 32 MB, as the server's 64 (apps/server/package.json): PGlite
        // allocates much and briefly, and the collector took a tenth of a worker's CPU.
        execArgv: ["--max-semi-space-size=32"],
        // Migrates one database per driver for the run; each test file copies it.
        globalSetup: [fileURLToPath(new URL("./test-templates.ts", import.meta.url))],
        include: DATABASE_SUITES,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  ];
}

/**
 * The test settings of a package with database suites: its projects, and a worker per core
 * (vitest's default leaves one core free, which on a 2-core machine runs every file in
 * turn while files wait on a database, a timer or a child server).
 */
export function databaseSuites(): NonNullable<ViteUserConfig["test"]> {
  return { projects: databaseProjects(), maxWorkers: Math.max(2, availableParallelism()) };
}
