import { type Plugin, runnerImport } from "vite";

/** Imported once, by src/main.tsx: the wolf theme's Mantine CSS variables as a stylesheet. */
export const MANTINE_VARIABLES_ID = "virtual:mantine-variables.css";
/** Path-like, so Vite's CSS pipeline takes it as any stylesheet. */
const RESOLVED_ID = "/@wolfpack/mantine-variables.css";
/** The component that writes the variables at run time, and the code it pulls in (the variables resolver). */
const RUNTIME_WRITER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

const DARK_BLOCK = ':root[data-mantine-color-scheme="dark"]';
const LIGHT_BLOCK = ':root[data-mantine-color-scheme="light"]';

/**
 * The `<style>` MantineProvider would write at run time, worked out by MantineProvider
 * itself with the app's theme and resolver, so the two can never differ.
 */
export async function mantineVariablesCss(): Promise<string> {
  // Loaded only when the stylesheet is asked for; the theme through Vite, being TypeScript.
  const [{ MantineProvider }, { createElement }, { renderToStaticMarkup }, { module: theme }] = await Promise.all([
    import("@mantine/core"),
    import("react"),
    import("react-dom/server"),
    runnerImport<typeof import("@wolfpack/ui/theme")>("@wolfpack/ui/theme", { configFile: false, logLevel: "warn" }),
  ]);
  const { WOLF_COLOR_SCHEME, wolfCssVariablesResolver, wolfTheme } = theme;
  const html = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme: wolfTheme,
      forceColorScheme: WOLF_COLOR_SCHEME,
      cssVariablesResolver: wolfCssVariablesResolver,
      children: null,
    }),
  );
  const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (!css?.includes(DARK_BLOCK))
    throw new Error("MantineProvider wrote no dark CSS variables: has @mantine/core changed?");
  // The light scheme's block never applies: the scheme is forced dark (index.html's <html>
  // and WOLF_COLOR_SCHEME). Left out, it spares 0.5 KB gzip of every screen's CSS.
  return css
    .split(/\n{2,}/)
    .filter((block) => !block.startsWith(LIGHT_BLOCK))
    .join("\n\n");
}

/**
 * Mantine's CSS variables (colours, fonts, radii, the wolf theme's overrides) as a
 * stylesheet written at build time, instead of MantineProvider computing them in the
 * browser on every page load: the theme never changes at run time, and the code that
 * computes them was 1.7 KB gzip of every first screen. The provider is told not to write
 * them (`withCssVariables={false}`, src/providers.tsx) and, in the build, its writer is
 * left out of the bundle.
 */
export function mantineStaticVariables(): Plugin {
  return {
    name: "wolfpack:mantine-static-variables",
    enforce: "pre",
    resolveId(id) {
      // The second: the dev server asking for it by its URL.
      return id === MANTINE_VARIABLES_ID || id === RESOLVED_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) return mantineVariablesCss();
      // Never rendered (withCssVariables is false); only its code is dropped. In dev the
      // dependency is pre-bundled and keeps it, unused.
      if (RUNTIME_WRITER.test(id)) return "export function MantineCssVariables() { return null; }";
      return undefined;
    },
  };
}
