import { expect, test } from "@playwright/test";
import { clippedText, DEMO, expectTapTarget, hardToReadText, scrollsSideways, signInQuickly } from "./helpers.ts";

test.describe("about the coach", () => {
  test("tells the coach's story with the numbers, the highlights and both calls to action", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/about");
    await expect(page).toHaveTitle("About the Coach · WOLFPACK");
    await expect(page.getByRole("heading", { name: "About the Coach" })).toBeVisible();
    for (const [label, value] of [
      ["Start weight", "230"],
      ["Current weight", "165"],
      ["Push-ups before", "0"],
      ["Push-ups now", "100+"],
    ] as const) {
      await expect(page.getByRole("group", { name: label })).toContainText(value);
    }
    await expect(page.getByRole("region", { name: "HIGHLIGHTS" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("figure")).toContainText("I'll see you at day one hundred.");

    await page.getByRole("link", { name: "Start Transform in 100 Days" }).click();
    await expect(page).toHaveURL(/\/transform-100-days$/);
    await page.goBack();
    await page.getByRole("link", { name: "Get Premium Coaching" }).click();
    await expect(page).toHaveURL(/\/premium-coaching$/);
  });

  test("reads well on a 360 px phone: nothing overflows or is cut, full tap targets", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, DEMO);
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "About the Coach" })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    const hard = await hardToReadText(page);
    expect(hard).toEqual([]);
    await expectTapTarget(page.getByRole("link", { name: "Start Transform in 100 Days" }), "Start Transform");
    await expectTapTarget(page.getByRole("link", { name: "Get Premium Coaching" }), "Get Premium Coaching");
  });
});
