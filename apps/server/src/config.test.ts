import { DEFAULT_DATA_DIR } from "@wolfpack/db";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it("starts on port 3000 with the embedded, seeded database by default", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      seedDemo: true,
      production: false,
      secureCookies: false,
      trustProxy: false,
      webDist: null,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\.data$/);
  });

  it("does not seed a real PostgreSQL unless SEED_DEMO=1", () => {
    expect(readConfig({ DATABASE_URL: "postgres://db/wolfpack" }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: "postgres://db/wolfpack", SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it("serves the built web app and secures cookies in production", () => {
    const config = readConfig({ NODE_ENV: "production" });
    expect(config.secureCookies).toBe(true);
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    expect(readConfig({ NODE_ENV: "production", COOKIE_SECURE: "0" }).secureCookies).toBe(false);
  });

  it("refuses a PORT that is not a port", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT must be a port number/);
  });
});
