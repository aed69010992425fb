import { describe, expect, it } from "vitest";
import { safeRedirectTarget, validateLoginSearch } from "./redirect.ts";

describe("safeRedirectTarget", () => {
  it("keeps a page of this app, with its query and hash", () => {
    expect(safeRedirectTarget("/workouts")).toBe("/workouts");
    expect(safeRedirectTarget("/workout/42?tab=sets#top")).toBe("/workout/42?tab=sets#top");
  });

  it("never sends a member to another site", () => {
    for (const target of [
      "https://evil.example",
      "http://evil.example/workouts",
      "//evil.example",
      "//evil.example/login",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " //evil.example",
    ]) {
      expect(safeRedirectTarget(target), target).toBe("/");
    }
  });

  it("does not loop back to the sign-in screens", () => {
    expect(safeRedirectTarget("/login")).toBe("/");
    expect(safeRedirectTarget("/login/")).toBe("/");
    expect(safeRedirectTarget("/register?x=1")).toBe("/");
  });

  it("goes home for anything that is not a path", () => {
    expect(safeRedirectTarget(undefined)).toBe("/");
    expect(safeRedirectTarget(42)).toBe("/");
    expect(safeRedirectTarget("")).toBe("/");
    expect(safeRedirectTarget(`/${"a".repeat(5000)}`)).toBe("/");
  });
});

describe("validateLoginSearch", () => {
  it("keeps a safe redirect and drops the rest", () => {
    expect(validateLoginSearch({ redirect: "/progress" })).toEqual({ redirect: "/progress" });
    expect(validateLoginSearch({ redirect: "https://evil.example" })).toEqual({});
    expect(validateLoginSearch({ redirect: "/" })).toEqual({});
    expect(validateLoginSearch({})).toEqual({});
  });
});
