import { describe, expect, it } from "vitest";
import { describeFailure } from "./log.ts";

describe("describeFailure", () => {
  it("names each error of the chain with its code, and keeps query parameters and details out", () => {
    const driver = Object.assign(new Error('new row for relation "users" violates check constraint "x"'), {
      name: "PostgresError",
      code: "23514",
      detail: "Failing row contains ($argon2id$v=19$m=19456...)",
    });
    const query = new Error("Failed query: insert into users values ($1)\nparams: $argon2id$v=19$secret", {
      cause: driver,
    });
    const line = describeFailure("tRPC auth.register", query);
    expect(line).toMatch(
      /^tRPC auth\.register failed: Error: a database query failed <- PostgresError \[23514\]: new row/,
    );
    expect(line).toMatch(/\n\s+at /);
    expect(line).not.toContain("argon2");
    expect(line).not.toContain("params");
  });
});
