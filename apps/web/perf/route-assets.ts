/**
 * Which built files a screen needs, worked out from Vite's build manifest and the
 * router's generated route tree rather than from file names.
 *
 * A path needs the entry chunk (index.html's script) with everything it imports
 * statically, and for each route the router matches on the way to it (the root is in the
 * entry) the chunks autoCodeSplitting made of that route file: manifest keys
 * `src/routes/<file>.tsx?tsr-split=<component|errorComponent|...>`, which the router
 * loads together when the route matches, again with their static imports. Dynamic
 * imports (other routes, code loaded later on purpose) are not counted.
 */

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteNode {
  /** The generated variable, e.g. `AuthenticatedIndexRoute`. */
  name: string;
  /** Its own id piece (`/_authenticated`, `/habits`, `/`); the router's id joins its parents'. */
  id: string;
  /** The route file under src/routes without extension, e.g. `_authenticated/index`. */
  file: string;
  /** The parent's variable; `rootRouteImport` for top-level routes. */
  parent: string;
  /** Its own path piece (`/login`, `/workout/$id`); none for a pathless layout. */
  path: string | null;
}

/** The routes of routeTree.gen.ts: `const X = XImport.update({ id, path?, getParentRoute: () => P })`. */
export function parseRouteTree(source: string): RouteNode[] {
  const files = new Map<string, string>();
  for (const match of source.matchAll(/import \{ Route as (\w+) \} from "\.\/routes\/([^"]+)";/g)) {
    const [, importName = "", file = ""] = match;
    files.set(importName, file.replace(/\.tsx?$/, ""));
  }
  const routes: RouteNode[] = [];
  const update =
    /const (\w+) =\s*(\w+)\.update\(\{\s*id: "([^"]*)",\s*(?:path: "([^"]*)",\s*)?getParentRoute: \(\) => (\w+),/g;
  for (const match of source.matchAll(update)) {
    const [, name = "", importName = "", id = "", path, parent = ""] = match;
    const file = files.get(importName);
    if (!file) throw new Error(`routeTree: no import for ${importName}`);
    routes.push({ name, id, file, parent, path: path ?? null });
  }
  if (routes.length === 0) throw new Error("routeTree: no routes found; has its format changed?");
  return routes;
}

/** A route's whole path from its own and its parents' pieces, e.g. `/` for `_authenticated/index`. */
function fullPath(route: RouteNode, byName: Map<string, RouteNode>): string {
  const pieces: string[] = [];
  for (let node: RouteNode | undefined = route; node; node = byName.get(node.parent)) {
    if (node.path) pieces.unshift(node.path);
  }
  const joined = pieces.join("").replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined || "/";
}

/** The router's id of a route (`/_authenticated/habits`): its own id piece after its parents'. */
export function routeId(route: RouteNode, routes: RouteNode[]): string {
  const byName = new Map(routes.map((node) => [node.name, node]));
  const pieces: string[] = [];
  for (let node: RouteNode | undefined = route; node; node = byName.get(node.parent)) pieces.unshift(node.id);
  return pieces.join("");
}

/**
 * The routes the router matches for a path, from the top (the root excluded): static
 * pieces beat `$param`, which beats a `$` splat.
 */
export function matchRoutes(routes: RouteNode[], path: string): RouteNode[] {
  const byName = new Map(routes.map((route) => [route.name, route]));
  const parents = new Set(routes.map((route) => route.parent));
  const wanted = path.split("/").filter(Boolean);
  let best: { route: RouteNode; score: number } | null = null;
  for (const route of routes) {
    if (route.path === null || parents.has(route.name)) continue;
    const pattern = fullPath(route, byName).split("/").filter(Boolean);
    // Static pieces beat parameters; a splat matches whatever is left and scores nothing.
    let score = 0;
    let matched = true;
    let splat = false;
    for (let index = 0; index < Math.max(pattern.length, wanted.length); index++) {
      const piece = pattern[index];
      if (piece === "$") {
        splat = true;
        break;
      }
      if (piece === undefined || wanted[index] === undefined) {
        matched = false;
        break;
      }
      if (piece.startsWith("$")) score += 10;
      else if (piece === wanted[index]) score += 100;
      else {
        matched = false;
        break;
      }
    }
    if (!splat) score += 1;
    if (matched && (best === null || score > best.score)) best = { route, score };
  }
  if (!best) throw new Error(`no route matches ${path}`);
  const chain: RouteNode[] = [];
  for (let node: RouteNode | undefined = best.route; node; node = byName.get(node.parent)) chain.unshift(node);
  return chain;
}

export interface RouteAssets {
  /** The matched route files, top first. */
  routes: string[];
  /** JavaScript files (relative to dist), entry first. */
  js: string[];
  css: string[];
}

/** The page's own entry (index.html's script), not the boot script beside it (src/boot.ts). */
export function pageEntry(manifest: Manifest): string {
  const entry = manifest["index.html"] ? "index.html" : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the manifest has no entry");
  return entry;
}

/** The manifest's keys of the chunks autoCodeSplitting made of a route file. */
function splitChunks(manifest: Manifest, route: RouteNode): string[] {
  const prefix = `src/routes/${route.file}.`;
  return Object.keys(manifest).filter((key) => key.startsWith(prefix) && key.includes("?tsr-split="));
}

/** The files a path needs, by the manifest (see the top of this file). */
export function routeAssets(manifest: Manifest, routes: RouteNode[], path: string): RouteAssets {
  const entryKey = pageEntry(manifest);
  const chain = matchRoutes(routes, path);
  const { js, css } = chunkFiles(manifest, [entryKey, ...chain.flatMap((route) => splitChunks(manifest, route))]);
  return { routes: chain.map((route) => route.file), js, css };
}

/**
 * Each route's own stylesheets, by the router's route id: those its split chunks bring with
 * their static imports. What a server-drawn screen must link for its first paint
 * (vite-plugins/server-render.ts); the entry's are in the page already and not repeated.
 */
export function routeStyles(manifest: Manifest, routes: RouteNode[], pageStyles: string[]): Record<string, string[]> {
  const styles: Record<string, string[]> = {};
  for (const route of routes) {
    const { css } = chunkFiles(manifest, splitChunks(manifest, route));
    styles[routeId(route, routes)] = css.filter((file) => !pageStyles.includes(file));
  }
  return styles;
}

/** The files of some chunks and of everything they import statically, in order. */
function chunkFiles(manifest: Manifest, starts: string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (!js.includes(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return { js, css };
}
