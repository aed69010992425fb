import { expect, test } from "@playwright/test";
import { DEMO, recordPageProblems, toast } from "./helpers.ts";

/** The app's near-black (Mantine's dark body in the wolf theme), as the browser reports it. */
const NEAR_BLACK = "rgb(18, 19, 22)";

/** Width and height from a PNG's header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString()).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("the page, its scripts and styles are sent compressed, brotli first, and cached by their hashed names", async ({
  request,
}) => {
  // A page the server does not draw (a visitor on a member screen) is the build's own file.
  const page = await request.get("/workouts", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers().vary).toBe("Accept-Encoding");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const html = await page.text();
  // The page's one script starts the app's after the first paint (src/boot.ts).
  expect(/<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1]).toMatch(/^\/assets\/boot-.+\.js$/);
  const script = /<script [^>]*data-app="([^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\/index-.+\.js$/);
  expect(style).toMatch(/^\/assets\/.+\.css$/);

  // A page with its screen drawn in is made for the one who asked: compressed, and kept by no shared cache.
  const drawn = await request.get("/login", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(drawn.headers()["content-encoding"]).toBe("br");
  expect(drawn.headers().vary).toBe("Accept-Encoding, Cookie");
  expect(drawn.headers()["cache-control"]).toBe("private, no-cache");

  for (const [accepted, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["identity", undefined],
  ] as const) {
    const response = await request.get(script ?? "", { headers: { "accept-encoding": accepted } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers().vary).toBe("Accept-Encoding");
  }
  const css = await request.get(style ?? "", { headers: { "accept-encoding": "br" } });
  expect(css.headers()["content-encoding"]).toBe("br");
  expect(css.headers()["content-type"]).toBe("text/css; charset=utf-8");

  // HEAD says how long the brotli copy a GET would send is, and sends none of it.
  const head = await request.head(script ?? "", { headers: { "accept-encoding": "br" } });
  expect(head.status()).toBe(200);
  expect(head.headers()["content-encoding"]).toBe("br");
  const sent = await request.get(script ?? "", { headers: { "accept-encoding": "br" } });
  expect(Number(head.headers()["content-length"])).toBe(Number(sent.headers()["content-length"]));
  expect(Number(head.headers()["content-length"])).toBeGreaterThan(0);

  const missing = await request.get("/assets/index-gone123.js");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toMatch(/application\/json/);
});

test("the favicon, the home-screen icon and the web app manifest are there, linked from the page", async ({
  page,
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const svg = await request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");

  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    name: "WOLFPACK",
    short_name: "WOLFPACK",
    start_url: "/",
    display: "standalone",
    background_color: "#121316",
    theme_color: "#121316",
  });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe(icon.type);
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect((manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );

  await page.goto("/login");
  const links = await page.evaluate(() =>
    [...document.querySelectorAll("link[rel='icon'], link[rel='apple-touch-icon'], link[rel='manifest']")].map(
      (link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`,
    ),
  );
  expect(links).toEqual([
    "icon /favicon.ico",
    "icon /favicon.svg",
    "apple-touch-icon /apple-touch-icon.png",
    "manifest /manifest.webmanifest",
  ]);
  await expect(page.locator("meta[name='theme-color']")).toHaveAttribute("content", "#121316");
});

test("the first paint is the app's near-black: before any file arrives, and before the script runs", async ({
  browser,
}) => {
  for (const blocked of ["**/assets/**", "**/assets/*.js"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(blocked, (route) => route.abort());
    // Any screen but the sign-in one, which comes drawn (the test below).
    await page.goto("/workouts");
    await expect(page.getByText("Loading...")).toBeVisible();
    const colours = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(colours, `with ${blocked} blocked`).toEqual([NEAR_BLACK, NEAR_BLACK]);
    await context.close();
  }
});

test("the sign-in screen comes drawn in the page; it answers once the app has it, and React takes it over as it is", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The page itself, before any script: the screen's button and logo (its LCP) are in it.
  const html = await (await request.get("/login")).text();
  expect(html).toMatch(/<button[^>]*type="submit"[\s\S]*?Sign In/);
  expect(html).toMatch(/<img [^>]*src="\/images\/logo\.svg"/);

  // A browser a member signed out of: no demo account offered, so only the typed words sign in.
  const signedOut = await context.request.post("/api/auth/logout", { headers: { origin: baseURL ?? "" } });
  expect(signedOut.ok()).toBe(true);
  const { problems } = recordPageProblems(page, baseURL);
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/login", { waitUntil: "commit" });
  const signIn = page.getByRole("button", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  // Until the app has it, the screen is inert: a tap or a key there cannot half-work.
  expect(await page.locator("#root").evaluate((root) => (root as HTMLElement).inert)).toBe(true);
  const drawn = await page.locator("main").elementHandle();
  releaseScripts();
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  // The drawn screen's own elements became React's: it was hydrated, not drawn again.
  expect(
    await drawn?.evaluate(
      (main) => main.isConnected && Object.keys(main).some((key) => key.startsWith("__reactFiber")),
    ),
  ).toBe(true);
  await signIn.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Welcome back")).toBeVisible();
  expect(problems).toEqual([]);
});

test("a drawn screen whose app cannot load stays readable, its links working", async ({ page }) => {
  // The start's code lost on the way (the signal went mid-load): the screen the server drew stays.
  await page.route("**/assets/start-*.js", (route) => route.abort());
  const failed = page.waitForEvent("console", (message) => message.text().startsWith("The app could not start"));
  await page.goto("/login");
  await failed;
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register$/);
});
