import { expect, type Page, test } from "@playwright/test";
import { hardToReadText, newMember, overlappingParts, settled, signUp, toast } from "./helpers.ts";

// A phone: the dialog and the paused card must fit 360 px.
test.use({ viewport: { width: 360, height: 780 } });

const SHOTS = process.env.PAUSE_SHOTS_DIR;

function dayStreak(page: Page) {
  return page.locator("dt", { hasText: "Day Streak" }).locator("xpath=following-sibling::dd");
}

test("a new member pauses the program, sees 'Paused until …' with the streak kept, and resumes", async ({ page }) => {
  await signUp(page, newMember());

  // Day 1 trained today: a streak of 1 to keep.
  const workouts = (await (await page.request.get("/api/workouts")).json()) as { id: number; day: number | null }[];
  const dayOne = workouts.find((workout) => workout.day === 1);
  const done = await page.request.post(`/api/workouts/${dayOne?.id}/complete`, {
    data: { duration: 20, exercisesCompleted: 1 },
  });
  expect(done.status()).toBe(201);

  await page.goto("/transform-100-days");
  await expect(dayStreak(page)).toHaveText("1");
  await expect(page.getByText("You have 14 pause days left (at most 14 in any 90 days).")).toBeVisible();
  await page.getByRole("button", { name: "Pause program" }).click();

  const dialog = page.getByRole("dialog", { name: "Pause program" });
  await expect(dialog.getByTestId("pause-budget")).toHaveText("14 pause days left: at most 14 in any 90 days.");
  await dialog.getByLabel("Reason").selectOption("illness");
  await dialog.getByLabel("Number of days").selectOption("5");
  const until = (await dialog.getByText(/^Paused until /).textContent()) ?? "";
  expect(until).toMatch(/^Paused until [A-Z][a-z]{2} \d{1,2}$/);
  await settled(page);
  expect(await overlappingParts(dialog)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pause-dialog-360.png` });
  await dialog.getByRole("button", { name: "Pause program" }).click();

  await expect(page.getByRole("heading", { name: until })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Your day streak and reading streak are kept while you are paused/)).toBeVisible();
  await expect(dayStreak(page)).toHaveText("1");
  await settled(page);
  expect(await hardToReadText(page)).toEqual([]);
  expect(await overlappingParts(page.getByRole("region", { name: until }))).toEqual([]);
  // From the narrowest phone to the widest: no sideways scroll, nothing drawn over anything.
  for (const width of [320, 430, 360]) {
    await page.setViewportSize({ width, height: 780 });
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways, `${width} px`).toBe(false);
    expect(await overlappingParts(page.getByRole("region", { name: until })), `${width} px`).toEqual([]);
  }
  const resume = page.getByRole("button", { name: "Resume" });
  const box = await resume.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  if (SHOTS) {
    await page.getByRole("heading", { name: until }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/paused-program-360.png` });
  }

  // The reading calendar shows today as paused (nothing logged); the other habits do not pause.
  await page.goto("/progress");
  await page.getByRole("tab", { name: "Habits" }).click();
  const readingToday = page.getByRole("region", { name: "Daily Reading" }).locator("td[aria-current='date']");
  await expect(readingToday).toHaveAttribute("data-state", "paused");
  await expect(readingToday).toContainText("Paused");
  await expect(
    page.getByRole("region", { name: "Sugar Avoidance" }).locator("td[aria-current='date']"),
  ).toHaveAttribute("data-state", "unlogged");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paused-reading-calendar-360.png`, fullPage: true });

  await page.goto("/transform-100-days");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(toast(page, "Program resumed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pause program" })).toBeEnabled();
  await expect(dayStreak(page)).toHaveText("1");
});
