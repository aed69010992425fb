import type { Plugin } from "vite";

const BOOT = "src/boot.ts";
/** What src/main.tsx imports as soon as it runs, in a task of its own: preloaded with the rest. */
const FIRST_IMPORTS = ["src/router.tsx"];

/**
 * The built page starts the app after its first paint: index.html's script tag and its
 * `<link rel="modulepreload">`s become one small script (src/boot.ts) that adds them, and the
 * chunks of what src/main.tsx imports first, once the browser has shown the page
 * (docs/performance.md, "Screens drawn on the server"). Only when the browser asks for the
 * app's chunks changes here, not how they are cut.
 */
export function afterFirstPaint(): Plugin {
  return {
    name: "wolfpack:after-first-paint",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    buildStart() {
      this.emitFile({ type: "chunk", id: BOOT, name: "boot", preserveSignature: false });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.facadeModuleId?.endsWith(BOOT),
        );
        if (!chunk) return html;
        const boot = `/${chunk.fileName}`;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error("index.html has no module script to start after the first paint");
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const files = new Set(preloads.map((preload) => preload[1] ?? ""));
        // The first imports' chunks and everything they import, asked for at once, not a
        // round trip apart as the browser would find them.
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === "chunk");
        const visit = (fileName: string) => {
          if (files.has(`/${fileName}`)) return;
          files.add(`/${fileName}`);
          for (const imported of chunks.find((output) => output.fileName === fileName)?.imports ?? []) visit(imported);
        };
        for (const id of FIRST_IMPORTS) {
          const first = chunks.find((output) => output.moduleIds.some((module) => module.endsWith(id)));
          if (!first) throw new Error(`no chunk for ${id}, which src/main.tsx imports first`);
          visit(first.fileName);
        }
        const attribute = [...files].join(" ");
        let page = html;
        for (const preload of preloads) page = page.replace(preload[0], "");
        return page.replace(
          entry[0],
          () =>
            `<script type="module" crossorigin src="${boot}" data-app="${entry[1]}" data-preload="${attribute}"></script>`,
        );
      },
    },
  };
}
