import type { Plugin } from "vite";

const BOOT = "src/boot.ts";

/**
 * The built page starts the app after its first paint: index.html's script tag and its
 * `<link rel="modulepreload">`s become one small script (src/boot.ts) that adds them once the
 * browser has painted the page (docs/performance.md, "Screens drawn on the server"). The
 * app's chunks are built exactly as before; only when the browser asks for them changes.
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
        const attribute = preloads.map((preload) => preload[1]).join(" ");
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
