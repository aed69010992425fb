import { expect, test } from "@playwright/test";
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
  // The charts' library (uPlot) draws under the same policy: no eval, no inline script.
  await expect(page.getByRole("region", { name: "Minutes per Week" }).locator("canvas").first()).toBeVisible();

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test("the first screen is served with a strict content security policy", async ({ request }) => {
  const response = await request.get("/login");
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  const html = await response.text();
  expect(html).toContain("<title>WOLFPACK</title>");
  expect(html).toContain("Loading...");
  // No inline script: everything comes from /assets.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});
