import type { Plugin } from "vite";

/** A Mantine component's class names (`Button.module.mjs`) inside @mantine/core. */
const CLASS_MAP = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
/** One component's stylesheet: `@mantine/core/styles/Button.css`. */
const STYLESHEET = /@mantine\/core\/styles\/([A-Za-z-]+)\.css$/;

/**
 * The app imports the stylesheets of the Mantine components it uses, one by one
 * (src/styles/mantine.ts), instead of all of Mantine's CSS. This check fails the build
 * when a component ends up in the bundle without its stylesheet, so a new component
 * cannot quietly lose its look.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: "wolfpack:mantine-styles-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const used = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const name = CLASS_MAP.exec(id)?.[1];
          if (name && module.renderedLength > 0) used.set(name, output.fileName);
        }
      }
      const imported = new Set<string>();
      for (const id of this.getModuleIds()) {
        const name = STYLESHEET.exec(id)?.[1];
        if (name) imported.add(name);
      }
      const missing = [...used.keys()].filter((name) => !imported.has(name)).sort();
      if (missing.length > 0) {
        this.error(
          `Mantine components without their stylesheet: ${missing.join(", ")}. ` +
            `Add ${missing.map((name) => `"@mantine/core/styles/${name}.css"`).join(", ")} to src/styles/mantine.ts.`,
        );
      }
    },
  };
}
