import {
  type ActionIconProps,
  type BadgeProps,
  type ButtonProps,
  type CardProps,
  type CloseButtonProps,
  type CSSVariablesResolver,
  createTheme,
  type InputProps,
  type MantineColorsTuple,
  type MantineSize,
  type ModalProps,
  type PaperProps,
  type PasswordInputProps,
  rem,
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

/** The smallest tap target, in px: WCAG 2.5.5 and the platforms' own guidance. */
export const MIN_TAP_TARGET = 44;

/** The smallest type, in px: nothing on a phone screen is smaller. */
export const MIN_FONT_SIZE = 12;

type SizeProp = MantineSize | (string & {}) | number | undefined;

/**
 * The height of buttons and text fields: 48 px for `md` (the forms' size), at least 44 px
 * for the smaller sizes, so every one is a full tap target; Mantine's own for `lg` and up
 * and for sizes given as numbers.
 */
function controlHeight(size: SizeProp, fallback: MantineSize): string | undefined {
  const named = size ?? fallback;
  if (named === "md") return rem(48);
  if (typeof named === "string" && /^(compact-)?(xs|sm|md)$/.test(named)) return rem(MIN_TAP_TARGET);
  return undefined;
}

/**
 * Where Mantine's dark scheme puts words in its dark-3 (#656872: 3.0:1 on a card, 3.3:1 on
 * the page), they take dark-2, the dimmed words' colour (5.3:1 and 5.8:1): placeholders
 * and disabled controls. Disabled things still look disabled (grey, no amber); they can
 * be read. Pass it to MantineProvider's cssVariablesResolver.
 */
export const wolfCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    "--mantine-color-placeholder": "var(--mantine-color-dark-2)",
    "--mantine-color-disabled-color": "var(--mantine-color-dark-2)",
  },
});

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
    // Sizes: every control a member taps is 44 px or more each way (MIN_TAP_TARGET).
    Button: {
      defaultProps: { radius: "md" } satisfies Partial<ButtonProps>,
      styles: { root: { fontWeight: 700, letterSpacing: "0.03em" } },
      vars: (_theme: unknown, props: ButtonProps) => ({ root: { "--button-height": controlHeight(props.size, "sm") } }),
    },
    ActionIcon: { defaultProps: { radius: "xl", size: "xl" } satisfies Partial<ActionIconProps> },
    CloseButton: { defaultProps: { size: "xl" } satisfies Partial<CloseButtonProps> },
    // Every dialog alike: centred, a 44 px close button, the heading font in its title.
    Modal: {
      defaultProps: {
        centered: true,
        radius: "lg",
        padding: "lg",
        overlayProps: { backgroundOpacity: 0.7, blur: 3 },
        closeButtonProps: { size: "xl", iconSize: 22, "aria-label": "Close" },
      } satisfies Partial<ModalProps>,
      styles: { title: { fontFamily: HEADING_FONT_STACK, fontSize: rem(24), fontWeight: 700, lineHeight: 1.15 } },
    },
    Input: {
      vars: (_theme: unknown, props: InputProps) => ({
        wrapper: { "--input-height": controlHeight(props.size, "sm") },
      }),
    },
    TextInput: { defaultProps: { size: "md" } satisfies Partial<TextInputProps> },
    PasswordInput: {
      defaultProps: { size: "md" } satisfies Partial<PasswordInputProps>,
      // The show/hide toggle: 44 px, inside the 48 px field.
      vars: () => ({ root: { "--psi-button-size": rem(MIN_TAP_TARGET) } }),
    },
    // Badges' words at 12 px, not Mantine's 9 to 11 px for the small sizes.
    Badge: {
      vars: (_theme: unknown, props: BadgeProps) => {
        const size = props.size ?? "md";
        const small = size === "xs" || size === "sm" || size === "md";
        return {
          root: { "--badge-fz": small ? rem(MIN_FONT_SIZE) : undefined, "--badge-height": small ? rem(22) : undefined },
        };
      },
    },
  },
});

export default wolfTheme;
