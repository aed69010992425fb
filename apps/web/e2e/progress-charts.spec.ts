import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  appReady,
  bottomNav,
  clippedText,
  DEMO,
  expectRetryCard,
  expectSkeletonWhileLoading,
  hardToReadText,
  newMember,
  scrollsSideways,
  signInQuickly,
  signUp,
} from "./helpers.ts";

/** A workout the member may do: day 1 of the program, with its exercises. */
async function dayOne(page: Page) {
  const workouts = (await (await page.request.get("/api/workouts")).json()) as { id: number; day: number | null }[];
  const day1 = workouts.find((workout) => workout.day === 1);
  if (!day1) throw new Error("no day 1 workout");
  const { exercises } = (await (await page.request.get(`/api/workouts/${day1.id}`)).json()) as { exercises: string[] };
  return { id: day1.id, exercise: exercises[0] ?? "" };
}

const minutesCard = (page: Page) => page.getByRole("region", { name: "Minutes per Week" });
const oneRepMaxCard = (page: Page) => page.getByRole("region", { name: "Estimated One-Rep Max" });
/** A card's chart: drawn once the card comes on screen, so the card is scrolled to first. */
async function expectChartDrawn(card: Locator) {
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator("canvas").first()).toBeVisible();
}
/** The chart library's chunk, with the drawings. */
const PLOTS_CHUNK = /\/assets\/Plots-[\w-]+\.js$/;

test.describe("the progress charts", () => {
  test("show this week's minutes, the lifts' estimated one-rep max and today's habit log", async ({ page }) => {
    await signUp(page, newMember());
    const workout = await dayOne(page);
    // 40 kg x (1 + 6/30) = 48; 42 kg x (1 + 5/30) = 49: the session's best is 49.
    const done = await page.request.post(`/api/workouts/${workout.id}/complete`, {
      data: {
        duration: 30,
        exercisesCompleted: 1,
        sets: [
          { exerciseName: workout.exercise, setNumber: 1, reps: 6, weight: 40 },
          { exerciseName: workout.exercise, setNumber: 2, reps: 5, weight: 42 },
        ],
      },
    });
    expect(done.status()).toBe(201);
    const logged = await page.request.post("/api/users/me/habits", { data: { habitType: "reading", completed: true } });
    expect(logged.status()).toBe(201);

    await page.goto("/progress");
    const minutes = minutesCard(page);
    await expect(minutes).toContainText("This week: 30 min.");
    // Below the first screenful the lifts' chart is not drawn until the member gets to it.
    await expect(oneRepMaxCard(page).getByLabel("Exercise")).toHaveValue(workout.exercise);
    await expect(oneRepMaxCard(page).locator("canvas")).toHaveCount(0);
    await expectChartDrawn(minutes);
    const weeks = minutes.getByRole("table", { name: "Minutes per week, last 12 weeks" });
    await expect(weeks.getByRole("row")).toHaveCount(13);
    await expect(weeks.getByRole("row", { name: /^This week/ }).getByRole("cell")).toHaveText("30");

    const lifts = oneRepMaxCard(page);
    await expectChartDrawn(lifts);
    const points = lifts.getByRole("table", {
      name: `Estimated one-rep max of ${workout.exercise} per session, in kg`,
    });
    await expect(points.getByRole("row")).toHaveCount(2);
    await expect(points.getByRole("row").nth(1).getByRole("cell")).toHaveText("49");
    await expect(lifts).toContainText("Latest: 49 kg");

    await page.getByRole("tab", { name: "Habits" }).click();
    const reading = page.getByRole("region", { name: "Daily Reading" });
    const today = reading.locator("td[aria-current='date']");
    await expect(today).toHaveAttribute("data-state", "success");
    await expect(today).toContainText("Success");
    await expect(
      page.getByRole("region", { name: "Smoking Cessation" }).locator("td[aria-current='date']"),
    ).toHaveAttribute("data-state", "unlogged");
  });

  test("a habit logged on the habit screen shows on today's cell when the member comes back", async ({ page }) => {
    await signUp(page, newMember());
    await page.goto("/progress");
    await page.getByRole("tab", { name: "Habits" }).click();
    const today = () => page.getByRole("region", { name: "Daily Reading" }).locator("td[aria-current='date']");
    await expect(today()).toHaveAttribute("data-state", "unlogged");

    await page.getByRole("link", { name: "Track Today's Habits" }).click();
    await page.getByRole("tab", { name: "Reading" }).click();
    await page.getByRole("tabpanel").getByRole("button", { name: "Read 10+ pages today" }).click();
    await expect(page.getByRole("tabpanel").getByRole("region", { name: "Today's Log" })).toContainText("Success");

    await bottomNav(page).getByRole("link", { name: "Progress" }).click();
    // By keyboard: the streak's milestone toast may lie over the tabs for a while.
    await page.getByRole("tab", { name: "Workouts" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(today()).toHaveAttribute("data-state", "success");
  });

  test("the drawn screen is taken over as it is, charts included: no skeleton in between", async ({ page }) => {
    await signInQuickly(page, DEMO);
    // Every part of the screen the page loses while the app starts (a card thrown away and
    // drawn again flashes its skeleton).
    await page.addInitScript(() => {
      const lost: string[] = [];
      Object.assign(window, { lostParts: lost });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLElement && node.matches("section") && record.target instanceof Element)
              if (record.target.closest("main")) lost.push(node.textContent?.slice(0, 40) ?? "");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/progress");
    await appReady(page);
    await expectChartDrawn(minutesCard(page));
    expect(await page.evaluate(() => (window as unknown as { lostParts: string[] }).lostParts)).toEqual([]);
  });

  test("a skeleton while the charts load, the screen's retry card when they cannot", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await expectSkeletonWhileLoading(page, {
      path: "/progress",
      procedure: "progress.charts",
      skeleton: "Loading your charts",
      loaded: minutesCard(page).getByText(/^This week: /),
      // The rest of the screen does not wait for the charts.
      whileHeld: async () => {
        await expect(page.getByRole("list", { name: "100-day program" })).toBeVisible();
      },
    });
    await expectRetryCard(page, {
      path: "/progress",
      procedure: "progress.charts",
      loaded: minutesCard(page).getByText(/^This week: /),
    });
  });

  test("the chart library is fetched on the progress screen only", async ({ page }) => {
    const plots: string[] = [];
    page.on("request", (request) => {
      if (PLOTS_CHUNK.test(new URL(request.url()).pathname)) plots.push(request.url());
    });
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(plots).toEqual([]);

    await bottomNav(page).getByRole("link", { name: "Progress" }).click();
    await expectChartDrawn(minutesCard(page));
    expect(plots).toHaveLength(1);
  });

  test("read at 360 and 320 px: no sideways scroll, no cut words, every word readable", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, DEMO);
    await page.goto("/progress");
    await expectChartDrawn(minutesCard(page));
    const plot = await minutesCard(page).locator("canvas").first().boundingBox();
    expect((plot?.x ?? 0) + (plot?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);

    await page.getByRole("tab", { name: "Habits" }).click();
    await expect(page.getByRole("region", { name: "Daily Reading" }).locator("td[aria-current='date']")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);

    // The narrowest phones too: the calendars and the charts fit, redrawn to the width.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    await page.getByRole("tab", { name: "Workouts" }).click();
    await expectChartDrawn(minutesCard(page));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
  });
});
