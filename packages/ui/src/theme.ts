import {
  type ActionIconProps,
  type ButtonProps,
  type CardProps,
  createTheme,
  type MantineColorsTuple,
  type PaperProps,
  type PasswordInputProps,
  type TextInputProps,
} from "@mantine/core";

/**
 * WOLFPACK's look: a warm, near-black night with an amber primary and bold condensed
 * headings. Fonts are system fonts only, so no page ever reaches for the internet.
 */

/** The amber of a wolf's eyes: the primary colour. */
export const wolfAmber: MantineColorsTuple = [
  "#fff8e1",
  "#ffefc2",
  "#ffde85",
  "#ffcb45",
  "#ffbb1a",
  "#fcac05",
  "#f59f00",
  "#d98a00",
  "#bf7800",
  "#a46400",
];

/** Charcoal greys with a faint warm cast; index 7 is the page, 6 the cards, 0 the text. */
export const wolfNight: MantineColorsTuple = [
  "#e4e4e7",
  "#b6b7bd",
  "#8e9099",
  "#656872",
  "#3e4048",
  "#2c2e35",
  "#1c1d22",
  "#121316",
  "#0c0d0f",
  "#060607",
];

/** Body text: the platform's own UI font. */
export const BODY_FONT_STACK =
  'system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif';

/** Headings: a condensed, heavy face from whatever the device already has. */
export const HEADING_FONT_STACK =
  '"Bebas Neue", "Oswald", "Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", "Helvetica Neue Condensed Bold", "DejaVu Sans Condensed", Impact, Haettenschweiler, sans-serif';

/** The colour scheme is always dark: pass this to MantineProvider's forceColorScheme. */
export const WOLF_COLOR_SCHEME = "dark" as const;

export const wolfTheme = createTheme({
  primaryColor: "wolf",
  primaryShade: { light: 7, dark: 6 },
  colors: { wolf: wolfAmber, dark: wolfNight },
  white: "#fafafa",
  black: "#060607",
  autoContrast: true,
  // Dark text on amber: white on it would fail contrast.
  luminanceThreshold: 0.3,
  fontFamily: BODY_FONT_STACK,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  defaultRadius: "md",
  radius: { xs: "4px", sm: "6px", md: "10px", lg: "16px", xl: "24px" },
  focusRing: "auto",
  cursorType: "pointer",
  defaultGradient: { from: "wolf.5", to: "wolf.8", deg: 135 },
  headings: {
    fontFamily: HEADING_FONT_STACK,
    fontWeight: "700",
    textWrap: "balance",
    sizes: {
      h1: { fontSize: "2.25rem", lineHeight: "1.05" },
      h2: { fontSize: "1.75rem", lineHeight: "1.1" },
      h3: { fontSize: "1.35rem", lineHeight: "1.15" },
      h4: { fontSize: "1.1rem", lineHeight: "1.2" },
    },
  },
  // Plain objects rather than Button.extend(...) and the like: extend only types its
  // argument, and importing the components here would put every one of them (the text
  // inputs too) in the first script every screen loads.
  components: {
    Title: {
      styles: { root: { letterSpacing: "0.02em", fontStretch: "condensed" } },
    },
    Card: {
      defaultProps: { radius: "lg", withBorder: true, padding: "lg" } satisfies Partial<CardProps>,
    },
    Paper: { defaultProps: { radius: "lg" } satisfies Partial<PaperProps> },
    Button: {
      defaultProps: { radius: "md" } satisfies Partial<ButtonProps>,
      styles: { root: { fontWeight: 700, letterSpacing: "0.03em" } },
    },
    ActionIcon: { defaultProps: { radius: "xl" } satisfies Partial<ActionIconProps> },
    TextInput: { defaultProps: { size: "md" } satisfies Partial<TextInputProps> },
    PasswordInput: { defaultProps: { size: "md" } satisfies Partial<PasswordInputProps> },
  },
});

export default wolfTheme;
