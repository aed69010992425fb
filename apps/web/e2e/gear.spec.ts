import { expect, test } from "@playwright/test";
import {
  clippedText,
  DEMO,
  expectRetryCard,
  expectSkeletonWhileLoading,
  hardToReadText,
  scrollsSideways,
  signInQuickly,
} from "./helpers.ts";

const products = (page: import("@playwright/test").Page) => page.getByRole("article");

test.describe("pack gear", () => {
  test("shows every product with its price and BUY NOW, and filters by category", async ({ page }) => {
    await signInQuickly(page, DEMO);
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
    await signInQuickly(page, DEMO);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    const loaded = page.getByRole("heading", { name: "PACK GEAR" });
    await expectSkeletonWhileLoading(page, {
      path: "/gear",
      procedure: "gear.list",
      skeleton: "Loading the gear",
      loaded,
    });
    await expectRetryCard(page, { path: "/gear", procedure: "gear.list", loaded });
  });

  test("reads well on a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, DEMO);
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
