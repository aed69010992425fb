import { readFileSync } from "node:fs";
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../chromium.ts";
import { DEMO, recordPageProblems, signIn } from "./helpers.ts";

test("the app runs under the production CSP without errors and never leaves its origin", async ({ page, baseURL }) => {
  const { problems, foreign } = recordPageProblems(page, baseURL);

  await page.goto("/register");
  await expect(page.getByRole("button", { name: "Create Account", exact: true })).toBeVisible();
  await signIn(page, DEMO);
  await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
  await page.goto("/membership-selection");
  await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
  await page.goto("/progress");
  await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
  // The charts' library (uPlot) draws under the same policy: no eval, no inline script. A
  // chart is drawn once it comes on screen.
  const minutes = page.getByRole("region", { name: "Minutes per Week" });
  await minutes.scrollIntoViewIfNeeded();
  await expect(minutes.locator("canvas").first()).toBeVisible();

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test("the first screens are served with a strict content security policy and no inline script", async ({ request }) => {
  // The sign-in screen comes drawn by the server (docs/performance.md); a visitor's page of a
  // member screen holds the boot screen until the script draws the sign-in screen.
  for (const [path, title, shows] of [
    ["/login", "<title>Sign In · WOLFPACK</title>", "Sign In"],
    ["/workouts", "<title>WOLFPACK</title>", "Loading..."],
  ] as const) {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(title);
    expect(html).toContain(shows);
    // No inline script: everything comes from /assets (a drawn screen's data is JSON, never run).
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
  }
});

test("the full browser keeps every feature Playwright turns off, off", async () => {
  // Chromium honours only the last --disable-features it is given (chromium.ts).
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, "utf8").split("\0");
    const lists = commandLine
      .filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.slice("--disable-features=".length).split(","));
    expect(lists.length).toBeGreaterThan(1);
    const honoured = new Set(lists.at(-1));
    expect(lists.flat().filter((feature) => !honoured.has(feature))).toEqual([]);
  } finally {
    await server.close();
  }
});
