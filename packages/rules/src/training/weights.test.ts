import { describe, expect, it } from "vitest";
import { kgFrom, weightIn } from "./weights.ts";

describe("weights", () => {
  it("stores pounds as kilograms to the gram and shows them back as typed", () => {
    expect(kgFrom(100, "lb")).toBe(45.359);
    expect(kgFrom(62.5, "kg")).toBe(62.5);
    expect(weightIn(kgFrom(135, "lb"), "lb")).toBe(135);
    expect(weightIn(45.359, "kg")).toBe(45.4);
  });
});
