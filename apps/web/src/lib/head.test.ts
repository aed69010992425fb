import { describe, expect, it } from "vitest";
import { documentTitle, PRODUCT_NAME, screenHead, titleOfMatches } from "./head.ts";

describe("tab titles", () => {
  it("name the screen, then the product", () => {
    expect(documentTitle("Workouts")).toBe("Workouts · WOLFPACK");
    expect(documentTitle("  Sign In ")).toBe("Sign In · WOLFPACK");
  });

  it("are the product's name alone when there is no screen to name", () => {
    expect(documentTitle()).toBe(PRODUCT_NAME);
    expect(documentTitle("   ")).toBe("WOLFPACK");
  });

  it("reach the router as a route's head", () => {
    expect(screenHead("Home")()).toEqual({ meta: [{ title: "Home · WOLFPACK" }] });
  });
});

describe("the title of the shown routes", () => {
  it("is the deepest route's", () => {
    const matches = [
      {},
      { meta: [{ title: "Outer · WOLFPACK" }] },
      { meta: [undefined, { title: "Home · WOLFPACK" }] },
    ];
    expect(titleOfMatches(matches)).toBe("Home · WOLFPACK");
  });

  it("falls back to an outer route's, and is unknown while no route has named one", () => {
    expect(titleOfMatches([{ meta: [{ title: "Outer · WOLFPACK" }] }, { meta: [] }, {}])).toBe("Outer · WOLFPACK");
    expect(titleOfMatches([{}, { meta: undefined }])).toBeUndefined();
    expect(titleOfMatches([])).toBeUndefined();
  });
});
