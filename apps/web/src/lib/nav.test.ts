import { describe, expect, it } from "vitest";
import { activeNavKey, NAV_ITEMS } from "./nav.ts";

describe("bottom navigation", () => {
  it("has the five entries of the spec, Workout in the centre", () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ["Home", "/"],
      ["Progress", "/progress"],
      ["Workout", "/workouts"],
      ["Pack", "/community"],
      ["Settings", "/settings"],
    ]);
  });

  it("highlights the entry of the current screen", () => {
    expect(activeNavKey("/")).toBe("home");
    expect(activeNavKey("/progress")).toBe("progress");
    expect(activeNavKey("/workouts")).toBe("workout");
    expect(activeNavKey("/workout/12")).toBe("workout");
    expect(activeNavKey("/community/")).toBe("pack");
    expect(activeNavKey("/settings")).toBe("settings");
  });

  it("highlights nothing elsewhere, and is not fooled by look-alike paths", () => {
    expect(activeNavKey("/about")).toBeNull();
    expect(activeNavKey("/progressive")).toBeNull();
    expect(activeNavKey("/workoutsx")).toBeNull();
  });
});
