import { DEFAULT_WRITE_LIMITS } from "@wolfpack/api";
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
      trustedProxies: 0,
      publicOrigin: null,
      webDist: null,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\.data$/);
    expect(config.ebookDir).toMatch(/apps\/server\/ebooks$/);
    expect(readConfig({ EBOOK_DIR: "/srv/ebooks" }).ebookDir).toBe("/srv/ebooks");
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

  it("keeps 10 connections to PostgreSQL unless DATABASE_POOL_SIZE says how many", () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(() => readConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number from 1 to 100/,
    );
    expect(() => readConfig({ DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("refuses a PORT that is not a port", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT must be a whole number from 0 to 65535/);
  });

  it("counts trusted proxies and needs the public address behind them", () => {
    expect(readConfig({ TRUST_PROXY: "1", PUBLIC_URL: "https://wolfpack.example.com/app" })).toMatchObject({
      trustedProxies: 1,
      publicOrigin: "https://wolfpack.example.com",
    });
    expect(readConfig({ TRUST_PROXY: "true", PUBLIC_URL: "https://w.example" }).trustedProxies).toBe(1);
    expect(readConfig({ TRUST_PROXY: "2", PUBLIC_URL: "https://w.example" }).trustedProxies).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY needs PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: "ftp://w.example" })).toThrow(/PUBLIC_URL must start with https/);
    expect(() => readConfig({ TRUST_PROXY: "many", PUBLIC_URL: "https://w.example" })).toThrow(/TRUST_PROXY must be/);
  });

  it("takes the registration limit from REGISTRATIONS_PER_HOUR", () => {
    expect(readConfig({}).limits.registrationsPerAddress).toBe(20);
    expect(readConfig({ REGISTRATIONS_PER_HOUR: "500" }).limits.registrationsPerAddress).toBe(500);
    expect(() => readConfig({ REGISTRATIONS_PER_HOUR: "0" })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });

  it("takes the write limits from WRITE_LIMITS, and refuses one it cannot read", () => {
    expect(readConfig({}).writeLimits).toEqual(DEFAULT_WRITE_LIMITS);
    const { writeLimits } = readConfig({ WRITE_LIMITS: "post=20/10m,100/1d like=1000/1h" });
    expect(writeLimits.post).toEqual([
      { count: 20, windowMs: 600_000 },
      { count: 100, windowMs: 86_400_000 },
    ]);
    expect(writeLimits.like).toEqual([{ count: 1000, windowMs: 3_600_000 }]);
    expect(writeLimits.comment).toEqual(DEFAULT_WRITE_LIMITS.comment);
    expect(() => readConfig({ WRITE_LIMITS: "posts=20/10m" })).toThrow(/WRITE_LIMITS: "posts=20\/10m" should be/);
  });
});
