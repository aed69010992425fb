import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./http.ts";

/** What the web app's build leaves for the server (apps/web/vite-plugins/server-render.ts). */
const SERVER_RENDER_DIR = ".server-render";

/** A screen as apps/web/src/server-render.tsx draws it. */
interface DrawnScreen {
  html: string;
  title: string | undefined;
  state: string;
  routeIds: string[];
}
type DrawScreen = (
  path: string,
  transport: { url: string; fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response> },
  signal: AbortSignal,
) => Promise<DrawnScreen | null>;

/** A page waits at most this long for its screen; then it is sent as before, the screen drawn in the browser. */
const DRAW_TIMEOUT_MS = 2_000;

/** index.html's boot screen, which a drawn screen takes the place of. */
const ROOT = /<div id="root">[\s\S]*?<!--\/boot-screen-->\s*<\/div>/;

/** A page with its screen drawn in, and the cookies the API set while drawing it (a renewed session). */
export interface DrawnPage {
  html: string;
  cookies: string[];
}

interface Drawer {
  /** The build it belongs to (its module's modification time): a rebuilt app brings its own. */
  version: number;
  draw: DrawScreen;
  routeStyles: Record<string, string[]>;
}

/**
 * The pages of the web app whose first screen the server draws, with the member's data, so a
 * phone paints the screen itself as soon as the page and its stylesheets are in, before any
 * script (docs/performance.md, "Screens drawn on the server"). The screen is drawn by the web
 * app's own code (its build's `.server-render/`), which reaches the API through this app
 * in-process with the request's cookies, as the browser would over the network.
 */
export function drawnScreens(app: Hono<AppEnv>, webDist: string) {
  const moduleFile = join(webDist, SERVER_RENDER_DIR, "server-render.mjs");
  let drawer: Promise<Drawer | null> | null = null;
  let drawerVersion = -1;

  async function currentDrawer(): Promise<Drawer | null> {
    const version = await stat(moduleFile).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (version === null) return null;
    if (!drawer || version !== drawerVersion) {
      drawerVersion = version;
      drawer = (async () => {
        const module = (await import(`${pathToFileURL(moduleFile).href}?v=${version}`)) as { drawScreen: DrawScreen };
        const routeStyles = JSON.parse(await readFile(join(webDist, SERVER_RENDER_DIR, "route-styles.json"), "utf8"));
        return { version, draw: module.drawScreen, routeStyles };
      })().catch((error) => {
        console.error("The web app's screens cannot be drawn on the server:", error);
        return null;
      });
    }
    return drawer;
  }

  /**
   * The page (`indexHtml`, read per request) for a screen request with its screen drawn in,
   * or null when there is none to draw (no server build, a redirect, a failure, too slow):
   * the caller then sends index.html.
   */
  return async function drawnPage(c: Context<AppEnv>, indexHtml: string): Promise<DrawnPage | null> {
    if (c.req.method !== "GET") return null;
    const current = await currentDrawer();
    if (!current) return null;
    const url = new URL(c.req.url);
    const cookies: string[] = [];
    const transport = {
      url: `${url.origin}/api/trpc`,
      fetch: async (input: string | URL | Request, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        const cookie = c.req.header("cookie");
        if (cookie) headers.set("cookie", cookie);
        const answer = await app.fetch(new Request(input, { ...init, headers }), c.env);
        // A session the read renewed keeps its new cookie.
        cookies.push(...answer.headers.getSetCookie());
        return answer;
      },
    };
    // Too slow (a busy server): the page goes without its screen, and the draw stops.
    const giveUp = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        giveUp.abort();
        resolve(null);
      }, DRAW_TIMEOUT_MS);
    });
    let screen: DrawnScreen | null;
    try {
      const drawing = current.draw(`${url.pathname}${url.search}`, transport, giveUp.signal).catch((error) => {
        // Stopped for being too slow: the page went without it already.
        if (giveUp.signal.aborted) return null;
        throw error;
      });
      screen = await Promise.race([drawing, tooSlow]);
    } catch (error) {
      console.error(`Drawing ${url.pathname} on the server failed; the browser draws it:`, error);
      return null;
    } finally {
      clearTimeout(timer);
    }
    const page = screen ? await readFile(indexHtml, "utf8") : null;
    if (!screen || !page || !ROOT.test(page)) return null;

    const styles = [...new Set(screen.routeIds.flatMap((id) => current.routeStyles[id] ?? []))]
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join("");
    const html = page
      // The screen's own stylesheets, and no paint of a half-parsed page (the screen would
      // move as the rest came: a layout shift).
      .replace("</head>", () => `${styles}<link rel="expect" href="#screen-drawn" blocking="render"></head>`)
      .replace(
        ROOT,
        () =>
          // inert: the screen shows at once and answers taps once the app has taken it over.
          `<div id="root" data-drawn="${escapeAttribute(url.pathname)}" inert>${screen.html}</div>` +
          `<script type="application/json" id="screen-state">${escapeScriptText(screen.state)}</script>` +
          `<template id="screen-drawn"></template>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title ?? "WOLFPACK")}</title>`);

    return { html, cookies };
  };
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', "&quot;");
}

/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
function escapeScriptText(json: string): string {
  return json.replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}
