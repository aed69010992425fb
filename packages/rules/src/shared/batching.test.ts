import { describe, expect, it } from "vitest";
import { batchAllowed, MAX_BATCH_SIZE } from "./batching.ts";

describe("batchAllowed", () => {
  it("serves up to ten procedures with at most one sign-in or registration", () => {
    expect(batchAllowed(["auth.me", "health.check"])).toBe(true);
    expect(batchAllowed(["auth.login", "auth.me"])).toBe(true);
    expect(batchAllowed(Array.from({ length: MAX_BATCH_SIZE }, () => "auth.me"))).toBe(true);
  });

  it("refuses an eleventh procedure, and a second password check", () => {
    expect(batchAllowed(Array.from({ length: MAX_BATCH_SIZE + 1 }, () => "auth.me"))).toBe(false);
    expect(batchAllowed(["auth.login", "auth.login"])).toBe(false);
    expect(batchAllowed(["auth.register", "auth.login"])).toBe(false);
  });
});
