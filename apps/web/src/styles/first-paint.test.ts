import { readFileSync } from "node:fs";
import { wolfNight } from "@wolfpack/ui/theme";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
/** The page's colour: Mantine's dark body is the palette's 7th shade. */
const BACKGROUND = wolfNight[7];

describe("the colour of the first paint", () => {
  it("is the theme's: the stylesheet sets the wolf palette before Mantine's script does", () => {
    const css = read("./global.css");
    const palette = [...css.matchAll(/--mantine-color-dark-(\d): (#[0-9a-f]{6});/g)].map(([, shade, colour]) => [
      Number(shade),
      colour,
    ]);
    expect(palette).toEqual(wolfNight.map((colour, shade) => [shade, colour]));
  });

  it("is the theme's in index.html (inline, before any file arrives) and in the web app manifest", () => {
    const html = read("../../index.html");
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(inline).toContain(`background-color: ${BACKGROUND};`);
    expect(html).toContain(`<meta name="theme-color" content="${BACKGROUND}" />`);
    const manifest = JSON.parse(read("../../public/manifest.webmanifest"));
    expect(manifest).toMatchObject({ background_color: BACKGROUND, theme_color: BACKGROUND });
  });
});
