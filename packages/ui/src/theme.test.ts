import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import {
  BODY_FONT_STACK,
  HEADING_FONT_STACK,
  MIN_TAP_TARGET,
  WOLF_COLOR_SCHEME,
  wolfCssVariablesResolver,
  wolfNight,
  wolfTheme,
} from "./theme.ts";

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A `calc(Xrem * var(--mantine-scale))` from rem(), in px at the default scale. */
const px = (value: string | undefined) => Number(/calc\(([\d.]+)rem/.exec(value ?? "")?.[1] ?? Number.NaN) * 16;

const theme = mergeMantineTheme(DEFAULT_THEME, wolfTheme);

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

describe("readable and tappable", () => {
  const page = wolfNight[7] ?? "";
  const card = wolfNight[6] ?? "";

  it("dimmed, placeholder and disabled words read at 4.5:1 or more on the page and on cards", () => {
    const dark = wolfCssVariablesResolver(theme).dark;
    for (const name of ["--mantine-color-placeholder", "--mantine-color-disabled-color"] as const) {
      const shade = Number(/dark-(\d)/.exec(dark[name] ?? "")?.[1]);
      const colour = wolfNight[shade] ?? "";
      expect(contrast(colour, card), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, page), name).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's dimmed is dark-2 in the dark scheme.
    expect(contrast(wolfNight[2], card)).toBeGreaterThanOrEqual(4.5);
  });

  it("buttons and fields are 44 px tall or more at the small sizes, 48 px at md", () => {
    const button = theme.components.Button?.vars;
    const input = theme.components.Input?.vars;
    for (const size of ["xs", "sm", "compact-sm", undefined]) {
      expect(px(button?.(theme, { size }, {}).root["--button-height"]), `button ${size}`).toBe(MIN_TAP_TARGET);
      expect(px(input?.(theme, { size }, {}).wrapper["--input-height"]), `input ${size}`).toBe(MIN_TAP_TARGET);
    }
    expect(px(button?.(theme, { size: "md" }, {}).root["--button-height"])).toBe(48);
    expect(px(input?.(theme, { size: "md" }, {}).wrapper["--input-height"])).toBe(48);
    // Larger sizes keep Mantine's own heights.
    expect(button?.(theme, { size: "lg" }, {}).root["--button-height"]).toBeUndefined();
  });

  it("icon buttons, close buttons and the password toggle are 44 px", () => {
    expect(theme.components.ActionIcon?.defaultProps).toMatchObject({ size: "xl" });
    expect(theme.components.CloseButton?.defaultProps).toMatchObject({ size: "xl" });
    expect(px(theme.components.PasswordInput?.vars?.(theme, {}, {}).root["--psi-button-size"])).toBe(MIN_TAP_TARGET);
  });
});
