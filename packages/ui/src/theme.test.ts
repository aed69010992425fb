import { describe, expect, it } from "vitest";
import { BODY_FONT_STACK, HEADING_FONT_STACK, WOLF_COLOR_SCHEME, wolfTheme } from "./theme.ts";

describe("the wolf theme", () => {
  it("is dark, with the amber primary", () => {
    expect(WOLF_COLOR_SCHEME).toBe("dark");
    expect(wolfTheme.primaryColor).toBe("wolf");
    expect(wolfTheme.colors?.wolf).toHaveLength(10);
    expect(wolfTheme.colors?.dark).toHaveLength(10);
  });

  it("uses only fonts the device already has: nothing is fetched from the internet", () => {
    for (const stack of [BODY_FONT_STACK, HEADING_FONT_STACK, wolfTheme.headings?.fontFamily ?? ""]) {
      expect(stack).not.toMatch(/url\(|https?:|@import/);
      expect(stack.trim().endsWith("sans-serif")).toBe(true);
    }
  });

  it("rounds its cards", () => {
    expect(wolfTheme.components?.Card?.defaultProps).toMatchObject({ radius: "lg" });
  });
});
