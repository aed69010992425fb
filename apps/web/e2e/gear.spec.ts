import { expect, test } from "@playwright/test";
import { clippedText, DEMO, hardToReadText, holdApiCalls, scrollsSideways, signIn } from "./helpers.ts";

const products = (page: import("@playwright/test").Page) => page.getByRole("article");

test.describe("pack gear", () => {
  test("shows every product with its price and BUY NOW, and filters by category", async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto("/gear");
    await expect(page).toHaveTitle("Pack Gear · WOLFPACK");
    await expect(page.getByRole("heading", { name: "PACK GEAR" })).toBeVisible();
    const all = await products(page).count();
    expect(all).toBeGreaterThan(3);
    const buy = products(page)
      .first()
      .getByRole("link", { name: /BUY NOW/ });
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByText("FEATURED", { exact: true }).first()).toBeVisible();
    await expect(products(page).first()).toContainText("$");

    const categories = page.getByRole("group", { name: "Categories" });
    await categories.getByRole("button", { name: "Apparel" }).click();
    await expect(categories.getByRole("button", { name: "Apparel" })).toHaveAttribute("aria-pressed", "true");
    const apparel = await products(page).count();
    expect(apparel).toBeGreaterThan(0);
    expect(apparel).toBeLessThan(all);
    await categories.getByRole("button", { name: "All" }).click();
    await expect(products(page)).toHaveCount(all);
  });

  test("shows its skeleton while the gear is on the way, and the retry card when it cannot be had", async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    const held = await holdApiCalls(page, "gear.list");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/gear");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    const skeleton = page.getByRole("status", { name: "Loading the gear" });
    await expect(skeleton).toBeVisible();
    held.release();
    await expect(page.getByRole("heading", { name: "PACK GEAR" })).toBeVisible();

    const gear = /\/api\/trpc\/[^?]*\bgear\.list\b/;
    await page.route(gear, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<html></html>" }));
    await page.goto("/gear");
    const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
    await expect(card).toBeVisible();
    await page.unroute(gear);
    await card.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "PACK GEAR" })).toBeVisible();
  });

  test("reads well on a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, DEMO);
    await page.goto("/gear");
    await expect(products(page).first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    const hard = await hardToReadText(page);
    expect(hard).toEqual([]);
    const box = await page.getByRole("group", { name: "Categories" }).getByRole("button").first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  });
});
