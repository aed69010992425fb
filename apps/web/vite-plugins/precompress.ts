import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends compressed; pictures, PDFs and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".ico",
  ".txt",
  ".xml",
]);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build,
 * at the strongest settings, once, so the server never compresses per request (see
 * apps/server/src/static.ts). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "wolfpack:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin's: the service worker (vite-plugin-pwa) is written then, and
    // a phone fetches it on its first visit like any script.
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)));
        const totals = { files: 0, raw: 0, br: 0, gz: 0 };
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            totals.files += 1;
            totals.raw += content.length;
            totals.br += Math.min(br.length, content.length);
            totals.gz += Math.min(gz.length, content.length);
            if (br.length < content.length) await writeFile(`${file}.br`, br);
            if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
          }),
        );
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        this.info?.(
          `${totals.files} files in ${relative(process.cwd(), outDir) || "."} compressed: ${kb(totals.raw)} -> ` +
            `${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
        );
      },
    },
  };
}

/** Every file under a folder, except hidden ones (`.vite/manifest.json` is not served). */
async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => {
        const path = join(folder, entry.name);
        return entry.isDirectory() ? listFiles(path) : Promise.resolve(entry.isFile() ? [path] : []);
      }),
  );
  return nested.flat();
}
