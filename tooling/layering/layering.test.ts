/**
 * The layering of the repo is a lint error, not a hope: a file planted in each part with
 * an import the layering forbids makes `pnpm lint` (Biome's noRestrictedImports, set in
 * biome.json) fail, and the imports it allows pass.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const biome = join(repo, "node_modules", ".bin", "biome");

/** Lints one planted file in `folder` holding `source`; the file is gone afterwards. */
function lintPlanted(folder: string, source: string) {
  const file = join(repo, folder, `planted-layering-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ["lint", "--max-diagnostics=5", file], { cwd: repo, encoding: "utf8" });
    return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const planted = (from: string, name = "x") => `import { ${name} } from "${from}";\n\nexport const kept = ${name};\n`;

const forbidden: [string, string, string, RegExp][] = [
  ["the web app", "apps/web/src", planted("@wolfpack/db", "schema"), /never bundles the database/],
  ["the web app", "apps/web/src", planted("@wolfpack/server", "createApp"), /talk HTTP/],
  ["the web app", "apps/web/src", planted("@wolfpack/api", "createCaller"), /only the AppRouter type/],
  ["the web app", "apps/web/src", planted("../../../packages/db/src/schema.ts", "users"), /only through HTTP/],
  ["shared components", "packages/ui/src", planted("@wolfpack/api", "appRouter"), /data-agnostic/],
  ["shared components", "packages/ui/src", planted("@wolfpack/db", "schema"), /data-agnostic/],
  ["the database package", "packages/db/src", planted("@wolfpack/api", "appRouter"), /know no routers/],
  ["the rules", "packages/rules/src", planted("@wolfpack/db", "schema"), /leaf/],
  ["the rules", "packages/rules/src", planted("../../api/src/index.ts", "appRouter"), /leaf/],
  ["the rules", "packages/rules/src/training/session", planted("../../../../api/src/index.ts", "appRouter"), /leaf/],
  ["the api", "packages/api/src", planted("hono", "Hono"), /no HTTP framework/],
  ["the api", "packages/api/src", planted("@wolfpack/server", "createApp"), /no HTTP framework/],
];

const allowed: [string, string, string][] = [
  ["the web app", "apps/web/src", 'import type { AppRouter } from "@wolfpack/api";\n\nexport type Kept = AppRouter;\n'],
  ["the web app", "apps/web/src", planted("@wolfpack/rules/auth/inputs", "loginInput")],
  // The perf scripts start the real server as a process, through tooling, not by importing it.
  ["the web app", "apps/web/perf", planted("@wolfpack/server-process", "startServer")],
  ["the database package", "packages/db/src", planted("@wolfpack/rules/membership/membership", "MEMBERSHIP_TIERS")],
  ["the rules", "packages/rules/src", planted("zod", "z")],
  // A rule two folders down reaches the shared counts (shared/words.ts) of its own package.
  ["the rules", "packages/rules/src/training/session", planted("../../shared/words.ts", "countOf")],
  ["the api", "packages/api/src", planted("@wolfpack/db", "schema")],
];

describe("the layering, enforced by pnpm lint", () => {
  it.each(forbidden)("%s (%s) may not: %s", (_part, folder, source, message) => {
    const result = lintPlanted(folder, source);
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/noRestrictedImports/);
    expect(result.output).toMatch(message);
  });

  it.each(allowed)("%s (%s) may: %s", (_part, folder, source) => {
    const result = lintPlanted(folder, source);
    expect(result.output).not.toMatch(/noRestrictedImports/);
    expect(result.failed).toBe(false);
  });
});
