/**
 * Draws the app's icons from the brand's wolf (WolfGlyph in packages/ui BrandMark.tsx)
 * into apps/web/public: favicon.svg, favicon.ico (16, 32, 48), apple-touch-icon.png
 * (180) and the web app manifest's icons (192, 512 and a maskable 512). The PNGs are
 * rendered by Chromium; run again after the mark changes and commit the files:
 *
 *   cd apps/web && npx tsx scripts/make-icons.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";

// tsx compiles the ui package's JSX the classic way (React.createElement) outside this
// package's tsconfig: give it React, then load the component.
Object.assign(globalThis, { React });
const { WolfGlyph } = await import("../../../packages/ui/src/components/BrandMark.tsx");

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));
/** The page's colour (wolfNight[7], Mantine's dark body): the icons' ground. */
export const BACKGROUND = "#121316";

/** The glyph as a standalone SVG document, 64x64 units. */
function glyphSvg(): string {
  const markup = renderToStaticMarkup(React.createElement(WolfGlyph, { size: 64 }));
  return markup
    .replace(/ style="[^"]*"/, "")
    .replace(/ aria-hidden="true"/, "")
    .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ');
}

/** The glyph on the dark ground, scaled to `scale` of the square (rounded corners: `radius`). */
function page(svg: string, size: number, options: { ground: boolean; scale: number; radius?: number }): string {
  const glyph = Math.round(size * options.scale);
  const ground = options.ground ? `background:${BACKGROUND};border-radius:${options.radius ?? 0}px;` : "";
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;${ground}">
${svg.replace(/width="64" height="64"/, `width="${glyph}" height="${glyph}"`)}
</div></body></html>`;
}

/** A Windows icon holding PNG images (supported by every browser that reads .ico). */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function main() {
  const svg = glyphSvg();
  writeFileSync(`${PUBLIC}favicon.svg`, `${svg}\n`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const render = async (size: number, options: { ground: boolean; scale: number; radius?: number }) => {
    const context = await browser.newContext({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await tab.setContent(page(svg, size, options));
    const png = await tab.screenshot({ omitBackground: !options.ground, type: "png" });
    await context.close();
    return png;
  };
  try {
    // Tabs and bookmarks: the wolf alone, as large as the square allows.
    const small = await Promise.all(
      [16, 32, 48].map(async (size) => ({ size, png: await render(size, { ground: false, scale: 1 }) })),
    );
    writeFileSync(`${PUBLIC}favicon.ico`, ico(small));
    // iOS home screen: no transparency (it would turn black), iOS rounds the corners itself.
    writeFileSync(`${PUBLIC}apple-touch-icon.png`, await render(180, { ground: true, scale: 0.72 }));
    // Installed app (purpose "any"): a rounded dark tile.
    writeFileSync(`${PUBLIC}icons/icon-192.png`, await render(192, { ground: true, scale: 0.72, radius: 42 }));
    writeFileSync(`${PUBLIC}icons/icon-512.png`, await render(512, { ground: true, scale: 0.72, radius: 112 }));
    // Android's masks (purpose "maskable"): full bleed, the wolf inside the central 80% circle.
    writeFileSync(`${PUBLIC}icons/icon-maskable-512.png`, await render(512, { ground: true, scale: 0.62 }));
  } finally {
    await browser.close();
  }
  console.log("Icons written to apps/web/public.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
