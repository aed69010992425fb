import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { yesterdayOf } from "@wolfpack/rules/habits/log-day";
import { dayLabel, localDateOf } from "@wolfpack/rules/shared/calendar";
import { clippedText, expectTapTarget, hardToReadText, newMember, scrollsSideways, signUp, toast } from "./helpers.ts";

/** Where the phone screenshots of this screen go, to be looked at by a person. */
const SHOTS = process.env.WOLFPACK_SHOTS_DIR ?? "/work/notes/shots-yesterday";

const panel = (page: Page) => page.getByRole("tabpanel");
const streakCard = (page: Page, label: string) => page.getByRole("region", { name: `${label} streak` });

/** The member's yesterday as the screen names it: the browser's zone is the member's at sign-up. */
async function memberYesterday(page: Page) {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { timezone: string };
  return yesterdayOf(localDateOf(new Date(), me.timezone));
}

async function openHabits(page: Page) {
  await page.goto("/habits");
  await expect(page.getByRole("heading", { name: "Habit Tracking" })).toBeVisible();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: "disabled", caret: "hide" });
}

test.describe("a member who forgot to tap yesterday", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("logs yesterday late, the streak counts it, and the action is gone", async ({ page }) => {
    await signUp(page, newMember());
    await openHabits(page);
    const yesterday = await memberYesterday(page);
    const missed = panel(page).getByRole("region", { name: `Yesterday, ${dayLabel(yesterday)}` });
    await expect(missed).toContainText("Not logged.");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("0days");
    const action = missed.getByRole("button", { name: "Log yesterday" });
    await expectTapTarget(action, "Log yesterday");
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, "1-yesterday-missed");

    await action.click();
    const choice = missed.getByRole("group", { name: "Did you stay smoke-free yesterday?" });
    await expect(choice).toBeVisible();
    // Said of the past: nothing in the choice speaks of today.
    await expect(choice).not.toContainText(/today/i);
    await expectTapTarget(choice.getByRole("button", { name: "Smoke-free yesterday" }), "Smoke-free yesterday");
    await expectTapTarget(choice.getByRole("button", { name: "Smoked yesterday" }), "Smoked yesterday");
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    await shot(page, "2-yesterday-choice");
    // The narrowest phone the app serves, too.
    await page.setViewportSize({ width: 320, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    await shot(page, "2b-yesterday-choice-320");
    await page.setViewportSize({ width: 360, height: 780 });

    await choice.getByRole("button", { name: "Smoke-free yesterday" }).click();
    await expect(toast(page, "Habit Logged")).toContainText("Smoking habit logged for yesterday");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("1day");
    await expect(missed).toHaveCount(0);
    await expect(panel(page).getByRole("button", { name: "Log yesterday" })).toHaveCount(0);
    await expect(panel(page).getByText("Yesterday", { exact: true })).toBeVisible();
    await shot(page, "3-yesterday-logged");

    // Today's log continues the run that yesterday's late log started.
    await panel(page).getByRole("button", { name: "Smoke-free today" }).click();
    await expect(streakCard(page, "Smoking Cessation")).toContainText("2days");

    // It holds after a reload, and the other habits still offer their own yesterday.
    await page.reload();
    await expect(streakCard(page, "Smoking Cessation")).toContainText("2days");
    await expect(panel(page).getByRole("button", { name: "Log yesterday" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Reading" }).click();
    await panel(page).getByRole("button", { name: "Log yesterday" }).click();
    await expect(panel(page).getByRole("group", { name: "Did you read 10+ pages yesterday?" })).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Did not read yesterday" })).toBeVisible();
    await shot(page, "4-reading-choice");
    await panel(page).getByRole("button", { name: "Not now" }).click();
    await expect(panel(page).getByRole("button", { name: "Log yesterday" })).toBeVisible();
  });

  test("is told when another device logged yesterday first, and the action goes", async ({ page }) => {
    await signUp(page, newMember());
    await openHabits(page);
    const yesterday = await memberYesterday(page);
    await page.getByRole("tab", { name: "Sugar" }).click();
    await panel(page).getByRole("button", { name: "Log yesterday" }).click();
    const logged = await page.request.post("/api/users/me/habits", {
      data: { habitType: "sugar", completed: true, day: yesterday },
    });
    expect(logged.status()).toBe(201);

    await panel(page).getByRole("button", { name: "No added sugar yesterday" }).click();
    await expect(toast(page, "Error")).toContainText(
      `Sugar Avoidance is already logged for yesterday (${dayLabel(yesterday)}). A day's log cannot be changed.`,
    );
    await expect(panel(page).getByRole("button", { name: "Log yesterday" })).toHaveCount(0);
    await expect(streakCard(page, "Sugar Avoidance")).toContainText("0days");
  });
});
