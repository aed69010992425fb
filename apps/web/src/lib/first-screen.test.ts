import { describe, expect, it } from "vitest";
import { likelyFirstPath, probablySignedIn, rememberSignedIn } from "./first-screen.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the first screen's guess", () => {
  it("remembers whether someone was signed in, and forgets at sign-out", () => {
    const storage = memoryStorage();
    expect(probablySignedIn(storage)).toBe(false);
    rememberSignedIn(true, storage);
    expect(probablySignedIn(storage)).toBe(true);
    rememberSignedIn(false, storage);
    expect(probablySignedIn(storage)).toBe(false);
  });

  it("never fails when storage is off", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => rememberSignedIn(true, broken)).not.toThrow();
    expect(probablySignedIn(broken)).toBe(false);
  });

  it("expects the sign-in screen for a visitor on a member-only path", () => {
    expect(likelyFirstPath("/workouts", true, false)).toBe("/login");
    expect(likelyFirstPath("/workouts", true, true)).toBe("/workouts");
    expect(likelyFirstPath("/register", false, false)).toBe("/register");
    expect(likelyFirstPath("/login", false, true)).toBe("/login");
  });
});
