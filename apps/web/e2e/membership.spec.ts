import { expect, type Page, test } from "@playwright/test";
import {
  COACH,
  confirmUpgrade,
  memberOnServer,
  newMember,
  overlappingParts,
  register,
  shortenedText,
  signInQuickly,
  signUpToPlans,
  toast,
} from "./helpers.ts";

/** Whether all of the button's words lie inside the button and its label, unclipped. */
function wordsFit(page: Page, name: string) {
  return page.getByRole("button", { name, exact: true }).evaluate((button) => {
    const label = button.querySelector(".mantine-Button-label");
    if (!label) return false;
    const words = document.createRange();
    words.selectNodeContents(label);
    const text = words.getBoundingClientRect();
    const inside = (box: DOMRect) =>
      text.left >= box.left - 0.5 &&
      text.right <= box.right + 0.5 &&
      text.top >= box.top - 0.5 &&
      text.bottom <= box.bottom + 0.5;
    return (
      inside(button.getBoundingClientRect()) &&
      inside(label.getBoundingClientRect()) &&
      button.getBoundingClientRect().right <= document.documentElement.clientWidth
    );
  });
}

/** A new member who picked PREMIUM WOLF at sign-up. */
async function becomePremium(page: Page) {
  await signUpToPlans(page);
  await page.getByText("Video form corrections").click();
  await page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true }).click();
  await confirmUpgrade(page);
  await expect(toast(page, "Membership Selected")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe("membership selection for a member who has a plan", () => {
  test("the coach finds PREMIUM WOLF selected and marked current, and is asked before switching to free", async ({
    page,
  }) => {
    await signInQuickly(page, COACH);
    await page.goto("/membership-selection");
    const premium = page.getByRole("radio", { name: "PREMIUM WOLF" });
    await expect(premium).toBeChecked();
    await expect(premium).toHaveAccessibleDescription(/Current plan/);
    const free = page.getByRole("radio", { name: "FREE PACK" });
    await expect(free).not.toBeChecked();
    await expect(free).not.toHaveAccessibleDescription(/Current plan/);
    await expect(page.getByText("Current plan", { exact: true })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Keep PREMIUM WOLF", exact: true })).toBeVisible();
    await expect(page.getByText("Your current plan. Nothing is charged.")).toBeVisible();

    let selections = 0;
    page.on("request", (request) => {
      if (request.url().includes("membership.select")) selections += 1;
    });
    await page.getByText("Get a taste of the hunt.").click();
    await expect(page.getByRole("radio", { name: "FREE PACK" })).toBeChecked();
    await page.getByRole("button", { name: "Switch to FREE PACK", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Leave PREMIUM WOLF?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Video form corrections");
    await expect(dialog).toContainText("Your premium access ends right away");
    const keep = dialog.getByRole("button", { name: "Keep PREMIUM WOLF", exact: true });
    await expect(keep).toBeFocused();
    await keep.click();
    await expect(dialog).toBeHidden();

    // Escape keeps premium too.
    await page.getByRole("button", { name: "Switch to FREE PACK", exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    expect(selections).toBe(0);
    await expect(page).toHaveURL(/\/membership-selection$/);
    expect((await memberOnServer(page.request))?.membershipTier).toBe("premium");
  });

  test("a premium member who confirms the switch lands home on the free pack", async ({ page }) => {
    await becomePremium(page);
    await page.goto("/membership-selection");
    await expect(page.getByRole("radio", { name: "PREMIUM WOLF" })).toBeChecked();
    await page.getByText("Get a taste of the hunt.").click();
    await page.getByRole("button", { name: "Switch to FREE PACK", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Leave PREMIUM WOLF?" });
    // A paid month ends on a date, which the member is told they give up.
    await expect(dialog).toContainText(/Your premium access ends right away, not on \w+ \d+\./);
    await dialog.getByRole("button", { name: "Switch to FREE PACK", exact: true }).click();

    await expect(toast(page, "Membership Selected")).toContainText("You're all set! Enjoy your 3 free workouts.");
    await expect(page).toHaveURL(/\/$/);
    expect((await memberOnServer(page.request))?.membershipTier).toBe("free");
    await page.goto("/membership-selection");
    await expect(page.getByRole("radio", { name: "FREE PACK" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "FREE PACK" })).toHaveAccessibleDescription(/Current plan/);
  });

  test("keeping the plan one has confirms it and goes home", async ({ page }) => {
    await becomePremium(page);
    await page.goto("/membership-selection");
    await page.getByRole("button", { name: "Keep PREMIUM WOLF", exact: true }).click();
    await expect(toast(page, "Membership Selected")).toContainText("You're still a PREMIUM WOLF.");
    await expect(page).toHaveURL(/\/$/);
    expect((await memberOnServer(page.request))?.membershipTier).toBe("premium");
  });
});

test.describe("membership selection for a new member", () => {
  test("choosing premium shows the price, the renewal date and what unlocks, and charges only when told", async ({
    page,
  }) => {
    await register(page, newMember());
    let selections = 0;
    page.on("request", (request) => {
      if (request.url().includes("membership.select")) selections += 1;
    });
    await page.getByText("Video form corrections").click();
    await page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to PREMIUM WOLF?" });
    await expect(dialog).toContainText("$35/month");
    await expect(dialog).toContainText(/Renews on[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(dialog.getByRole("list", { name: "What unlocks" })).toContainText("Full 100-day program");
    for (const width of [320, 360, 430]) {
      await page.setViewportSize({ width, height: 780 });
      expect(await shortenedText(dialog), `every word whole at ${width} px`).toEqual([]);
      expect(await overlappingParts(dialog), `nothing drawn over anything at ${width} px`).toEqual([]);
    }
    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(dialog).toHaveCount(0);
    expect(selections).toBe(0);
    await expect(page).toHaveURL(/\/membership-selection$/);
    expect((await memberOnServer(page.request))?.membershipTier).toBe("free");

    await page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true }).click();
    await confirmUpgrade(page);
    await expect(toast(page, "Membership Selected")).toContainText("Welcome to premium!");
    expect((await memberOnServer(page.request))?.membershipTier).toBe("premium");
  });

  test("FREE PACK is selected, and the premium button reads whole from 360 to 430 px wide", async ({ page }) => {
    await register(page, newMember());
    await expect(page.getByRole("radio", { name: "FREE PACK" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Start Free Trial", exact: true })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByText("Video form corrections").click();
    const premiumAction = "Start Premium Journey - $35/month";
    for (const width of [360, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole("button", { name: premiumAction, exact: true })).toBeVisible();
      expect(await wordsFit(page, premiumAction), `the label fits at ${width} px`).toBe(true);
      expect(await noSidewaysScroll(page), `no sideways scroll at ${width} px`).toBe(true);
      const { height } = (await page.getByRole("button", { name: premiumAction }).boundingBox()) ?? { height: 0 };
      expect(height).toBeGreaterThanOrEqual(44);
    }
  });
});
