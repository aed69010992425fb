import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Manifest, matchRoutes, parseRouteTree, routeAssets } from "./route-assets.ts";

const routeTree = readFileSync(new URL("../src/routeTree.gen.ts", import.meta.url), "utf8");
const routes = parseRouteTree(routeTree);
const files = (path: string) => matchRoutes(routes, path).map((route) => route.file);

describe("the generated route tree", () => {
  it("is read whole: every route file, with its parent", () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.find((route) => route.file === "login")).toMatchObject({ path: "/login", parent: "rootRouteImport" });
    expect(routes.find((route) => route.file === "_authenticated")).toMatchObject({ path: null });
  });

  it("matches a path to the routes the router goes through, static before parameters before the splat", () => {
    expect(files("/login")).toEqual(["login"]);
    expect(files("/")).toEqual(["_authenticated", "_authenticated/index"]);
    expect(files("/workouts")).toEqual(["_authenticated", "_authenticated/workouts"]);
    expect(files("/workout/12")).toEqual(["_authenticated", "_authenticated/workout.$id"]);
    expect(files("/no/such/page")).toEqual(["_authenticated", "_authenticated/$"]);
  });
});

describe("the files a screen needs", () => {
  // The shape of Vite's manifest: the entry, split route chunks and shared chunks.
  const manifest: Manifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_shared-1.js"],
      dynamicImports: [
        "src/routes/login.tsx?tsr-split=component",
        "src/routes/_authenticated.tsx?tsr-split=component",
        "src/routes/_authenticated/index.tsx?tsr-split=component",
        "src/components/Later.tsx",
      ],
      css: ["assets/index-1.css"],
    },
    "_shared-1.js": { file: "assets/shared-1.js", css: ["assets/shared-1.css"] },
    "_form-1.js": { file: "assets/form-1.js", imports: ["_shared-1.js"] },
    "src/routes/login.tsx?tsr-split=component": {
      file: "assets/login-1.js",
      isDynamicEntry: true,
      imports: ["index.html", "_form-1.js"],
      css: ["assets/login-1.css"],
    },
    "src/routes/_authenticated.tsx?tsr-split=component": {
      file: "assets/layout-1.js",
      isDynamicEntry: true,
      imports: ["index.html"],
    },
    "src/routes/_authenticated.tsx?tsr-split=notFoundComponent": {
      file: "assets/layout-404-1.js",
      isDynamicEntry: true,
    },
    "src/routes/_authenticated/index.tsx?tsr-split=component": {
      file: "assets/home-1.js",
      isDynamicEntry: true,
      imports: ["_shared-1.js"],
    },
    "src/components/Later.tsx": { file: "assets/later-1.js", isDynamicEntry: true },
  };

  it("are the entry with its imports and each matched route's split chunks with theirs", () => {
    expect(routeAssets(manifest, routes, "/login")).toEqual({
      routes: ["login"],
      js: ["assets/index-1.js", "assets/shared-1.js", "assets/login-1.js", "assets/form-1.js"],
      css: ["assets/index-1.css", "assets/shared-1.css", "assets/login-1.css"],
    });
    expect(routeAssets(manifest, routes, "/").js).toEqual([
      "assets/index-1.js",
      "assets/shared-1.js",
      "assets/layout-1.js",
      "assets/layout-404-1.js",
      "assets/home-1.js",
    ]);
  });

  it("leave out what is imported dynamically for later", () => {
    expect(routeAssets(manifest, routes, "/").js).not.toContain("assets/later-1.js");
  });
});
