import { expect, type Page, test } from "@playwright/test";
import {
  apiCallsTo,
  appReady,
  DEMO,
  expectTapTarget,
  newMember,
  openInApp,
  overlappingParts,
  recordApiRequests,
  screenRequests,
  shortenedText,
  signIn,
  signInQuickly,
  signUp,
  signUpToPlans,
} from "./helpers.ts";

/** A new member on the free tier, signed in and at home. */
async function freeMember(page: Page) {
  await signUpToPlans(page);
  await page.getByRole("button", { name: "Start Free Trial", exact: true }).click();
  await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
}

/** Home's TODAY'S HUNT: its heading and the card under it. */
const todaysHunt = (page: Page) => page.getByRole("region", { name: "TODAY'S HUNT" });

/** The day 'Day N is up next' under START TRAINING names. */
async function upNextDay(page: Page): Promise<number> {
  const hint = await page.locator("#start-training-hint").textContent();
  return Number(/^Day (\d+) is up next/.exec(hint ?? "")?.[1]);
}

/** The one program day TODAY'S HUNT names ('Day N'). */
async function huntDay(page: Page): Promise<number> {
  const days = await todaysHunt(page)
    .getByText(/^Day \d+$/)
    .allTextContents();
  expect(days, "the hunt names one day").toHaveLength(1);
  return Number(days[0]?.slice("Day ".length));
}

test.describe("home", () => {
  test("shows the stats and today's hunt, and its tabs switch to gear, the featured read and the announcement", async ({
    page,
  }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await expect(page.getByText("Train to be the apex")).toBeVisible();
    await expect(page.getByRole("link", { name: "START TRAINING" })).toBeVisible();

    const tabs = page.getByRole("tablist", { name: "Home sections" });
    await expect(tabs.getByRole("tab")).toHaveText(["Workouts", "Gear", "E-Books", "Events"]);
    await expect(tabs.getByRole("tab", { name: "Workouts" })).toHaveAttribute("aria-selected", "true");
    for (const label of ["Workouts", "Day Streak", "Minutes"]) {
      await expect(page.getByRole("group", { name: label })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "TODAY'S HUNT" })).toBeVisible();
    // The demo member's next day (4) is premium: the hunt shows it locked (the test below).
    await expect(todaysHunt(page)).toContainText("MIN");
    await expect(page.getByRole("heading", { name: "TRAINING CATEGORIES" })).toBeVisible();
    const grid = page.getByRole("region", { name: "TRAINING CATEGORIES" });
    await expect(
      grid.locator("article").filter({ has: page.getByRole("link", { name: /^(VIEW|UNLOCK)$/ }) }),
    ).toHaveCount(4);
    await expect(page.getByText("Coach Wolf")).toBeVisible();

    // Every tab is a 44 px target or more.
    for (const tab of await tabs.getByRole("tab").all()) {
      const box = await tab.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }

    await tabs.getByRole("tab", { name: "Gear" }).click();
    await expect(page.getByRole("heading", { name: "PACK GEAR" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "TODAY'S HUNT" })).toHaveCount(0);
    const buy = page.getByRole("link", { name: /BUY NOW/ }).first();
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", /noopener/);
    await expect(page.getByText("FEATURED", { exact: true }).first()).toBeVisible();
    await expect(page.locator("s").first()).toContainText("$");

    await tabs.getByRole("tab", { name: "E-Books" }).click();
    await expect(page.getByRole("heading", { name: "FEATURED READ" })).toBeVisible();
    await expect(page.getByText("BESTSELLER")).toBeVisible();

    // The keyboard moves between tabs too.
    await tabs.getByRole("tab", { name: "E-Books" }).press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Events" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "MAJOR ANNOUNCEMENT - Coming Soon..." })).toBeVisible();
    await expect(page.getByText("The pack is gathering. Something big is on the horizon. Stay tuned.")).toBeVisible();
  });

  test("comes drawn with every tab's data: a fresh load asks only for the habit reminders", async ({ page }) => {
    // What the sign-in's own landing asked for is not the fresh load's: its habit watcher
    // asks last, and on a busy machine after a pause the network's idle would not wait out.
    const landingWatcher = page.waitForResponse(apiCallsTo("habit.reminders"));
    await signIn(page, DEMO);
    await landingWatcher;
    await page.waitForLoadState("networkidle");
    const requests = recordApiRequests(page, "/");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "TODAY'S HUNT" })).toBeVisible();
    await appReady(page);
    await page.waitForLoadState("networkidle");
    expect(screenRequests(requests)).toEqual([]);
    expect(requests.length, requests.join(" | ")).toBeLessThanOrEqual(1);
  });

  test("a workout picture that does not load gives way to the fallback picture", async ({ page }) => {
    await page.route(/\/images\/workouts\/(strength|cardio|mobility|functional)\.svg$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(todaysHunt(page).locator("img")).toHaveAttribute("src", "/images/workouts/fallback.svg");
  });

  test("a free member sees a locked workout, and UNLOCK leads to premium coaching", async ({ page }) => {
    await freeMember(page);
    const locked = page.locator("article").filter({ hasText: "PREMIUM" }).first();
    await expect(locked).toBeVisible();
    await locked.getByRole("link", { name: "UNLOCK" }).click();
    await expect(page).toHaveURL(/\/premium-coaching$/);
  });

  test("START TRAINING opens the next program day's workout", async ({ page }) => {
    await freeMember(page);
    await expect(page.getByText("Day 1 is up next")).toBeVisible();
    await page.getByRole("link", { name: "START TRAINING" }).click();
    await expect(page).toHaveURL(/\/workout\/\d+$/);
  });

  test("TODAY'S HUNT is the day that is up next, and START WORKOUT opens it", async ({ page }) => {
    await freeMember(page);
    await expect(page.getByText("Day 1 is up next")).toBeVisible();
    expect(await huntDay(page)).toBe(await upNextDay(page));
    const start = todaysHunt(page).getByRole("link", { name: "START WORKOUT" });
    const href = await start.getAttribute("href");
    expect(href).toMatch(/^\/workout\/\d+$/);
    // The hunt and START TRAINING open the same workout.
    await expect(page.getByRole("link", { name: "START TRAINING" })).toHaveAttribute("href", href ?? "");

    // Day 1 done by the program screen's toggle: day 2 is up next, on the card too.
    const marked = await page.request.post("/api/trpc/program.toggleDay", { data: { json: { day: 1 } } });
    expect(marked.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText("Day 2 is up next")).toBeVisible();
    expect(await huntDay(page)).toBe(2);
    await expect(todaysHunt(page).getByRole("link", { name: "START WORKOUT" })).not.toHaveAttribute("href", href ?? "");
  });

  test("a free member whose next day is premium sees it locked in TODAY'S HUNT, with UNLOCK to premium coaching", async ({
    page,
  }) => {
    // The demo member has done the three free days: day 4, premium, is up next.
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(page.getByText("Day 4 is up next: PREMIUM WOLF unlocks it")).toBeVisible();
    const hunt = todaysHunt(page);
    expect(await huntDay(page)).toBe(4);
    await expect(hunt.getByText("PREMIUM", { exact: true })).toBeVisible();
    await expect(hunt.getByRole("link", { name: "START WORKOUT" })).toHaveCount(0);
    await hunt.getByRole("link", { name: "UNLOCK" }).click();
    await expect(page).toHaveURL(/\/premium-coaching$/);
  });

  test("TODAY'S HUNT, the tabs, the stats and the training grid show every word whole, from 320 to 430 px", async ({
    page,
  }) => {
    // The demo member's hunt and the grid's day 4 are locked: the longest buttons, UNLOCK.
    await signInQuickly(page, DEMO);
    await page.goto("/");
    const hunt = todaysHunt(page);
    const grid = page.getByRole("region", { name: "TRAINING CATEGORIES" });
    const tabs = page.getByRole("tablist", { name: "Home sections" });
    await expect(grid.getByRole("link", { name: "UNLOCK" })).toBeVisible();
    for (const width of [320, 360, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await shortenedText(tabs), `the home tabs at ${width} px`).toEqual([]);
      // A stat's label ('WORKOUTS') stays inside its card.
      for (const label of ["Workouts", "Day Streak", "Minutes"]) {
        const card = page.getByRole("group", { name: label });
        const inside = await card.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const words = element.lastElementChild;
          const range = document.createRange();
          if (words) range.selectNodeContents(words);
          return [...range.getClientRects()].every((line) => line.right <= box.right - 1 && line.left >= box.left);
        });
        expect(inside, `${label} whole in its card at ${width} px`).toBe(true);
      }
      expect(await shortenedText(hunt), `TODAY'S HUNT at ${width} px`).toEqual([]);
      expect(await overlappingParts(hunt), `TODAY'S HUNT at ${width} px`).toEqual([]);
      // A grid card's title is kept to two lines on purpose (its clamped lines still have
      // boxes), so the grid is checked for words cut on a line, the buttons' among them.
      expect(await shortenedText(grid), `the training grid at ${width} px`).toEqual([]);
    }
  });

  test("a member who has done all 100 days finds the hunt over, and the way to look back", async ({ page }) => {
    await signUp(page, newMember());
    expect((await page.request.post("/api/membership/upgrade", { data: {} })).ok()).toBe(true);
    for (let day = 1; day <= 100; day++) {
      const marked = await page.request.post("/api/trpc/program.toggleDay", { data: { json: { day } } });
      expect(marked.ok(), `day ${day}`).toBe(true);
    }
    await page.goto("/");
    await expect(page.locator("#start-training-hint")).toHaveText("All 100 days done");
    const hunt = todaysHunt(page);
    await expect(hunt.getByRole("heading", { name: "TRANSFORMATION COMPLETE" })).toBeVisible();
    await expect(hunt).not.toContainText(/Day \d+/);
    await expect(hunt.getByRole("link", { name: "START WORKOUT" })).toHaveCount(0);
    await hunt.getByRole("link", { name: "VIEW PROGRAM" }).click();
    await expect(page).toHaveURL(/\/transform-100-days$/);
  });
});

test.describe("workouts", () => {
  test("filters by category and day, titles the list, and says when nothing matches", async ({ page }) => {
    await signUp(page, newMember());
    await page.goto("/workouts");
    await expect(page.getByRole("heading", { name: "Training Arsenal" })).toBeVisible();
    const list = page.getByRole("heading", { level: 2 }).filter({ hasText: /WORKOUTS?$/ });
    await expect(list).toHaveText("ALL WORKOUTS");
    await expect(page.getByRole("navigation", { name: /Program days 1 to 50/ }).getByRole("link")).toHaveCount(50);
    await expect(page.getByRole("link", { name: "View All 100 Days" })).toHaveAttribute("href", "/transform-100-days");

    const categories = page.getByRole("navigation", { name: "Workout categories" });
    await expect(categories.getByRole("link")).toHaveText(["All", "Strength", "Cardio", "Mobility", "Functional"]);
    const current = categories.locator("[aria-current='page']");
    await expect(current).toHaveText(["All"]);
    await categories.getByRole("link", { name: "Cardio" }).click();
    await expect(page).toHaveURL(/category=Cardio/);
    await expect(list).toHaveText("CARDIO WORKOUTS");
    await expect(page.locator("article").first()).toContainText("Cardio");
    // The chip shown as current is the one filtering, to the eye as well: 'All' no longer is.
    await expect(current).toHaveText(["Cardio"]);
    const fill = (name: string) =>
      categories.getByRole("link", { name }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await fill("Cardio")).not.toBe(await fill("All"));
    expect(await fill("All")).toBe(await fill("Strength"));

    await page
      .getByRole("link", { name: "Day 3, up next" })
      .or(page.getByRole("link", { name: /^Day 3,/ }))
      .click();
    await expect(page).toHaveURL(/day=3/);
    await expect(list).toHaveText("DAY 3 WORKOUT");
    await expect(page.locator("article")).toHaveCount(1);
    await expect(current).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Day 3,/ })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("nav [aria-current='page']").filter({ hasText: /^\d+$/ })).toHaveCount(1);

    // Back and forward follow the filters.
    await page.goBack();
    await expect(list).toHaveText("CARDIO WORKOUTS");
    await page.goForward();
    await expect(list).toHaveText("DAY 3 WORKOUT");

    await page.goto("/workouts?day=100&category=Cardio");
    await expect(list).toHaveText("DAY 100 WORKOUT");
    await page.goto("/workouts?category=Nope");
    await expect(list).toHaveText("ALL WORKOUTS");
    await expect(current).toHaveText(["All"]);
  });

  test("the day badge on a workout's picture leaves the picture's own words clear, from 320 to 430 px", async ({
    page,
  }) => {
    await signUp(page, newMember());
    await page.goto("/workouts");
    const cards = page.locator("article").filter({ hasText: /Day \d+/ });
    await expect(cards.first()).toBeVisible();
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      // Each picture's words, drawn where the picture is (its SVG laid over it, same box),
      // against the badge on it.
      const covered = await page.locator("article").evaluateAll(async (articles) => {
        const problems: string[] = [];
        const pictures = new Map<string, string>();
        for (const article of articles.slice(0, 12)) {
          const image = article.querySelector("img");
          const badge = [...article.querySelectorAll("span")].find((span) => /^Day \d+$/.test(span.textContent ?? ""));
          if (!image || !badge) continue;
          const source = pictures.get(image.src) ?? (await (await fetch(image.src)).text());
          pictures.set(image.src, source);
          const box = image.getBoundingClientRect();
          const layer = document.createElement("div");
          layer.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;visibility:hidden`;
          layer.innerHTML = source;
          const svg = layer.querySelector("svg");
          svg?.setAttribute("width", "100%");
          svg?.setAttribute("height", "100%");
          document.body.append(layer);
          const mark = badge.getBoundingClientRect();
          for (const text of layer.querySelectorAll("text")) {
            const words = text.getBoundingClientRect();
            const apart =
              words.right <= mark.left ||
              words.left >= mark.right ||
              words.bottom <= mark.top ||
              words.top >= mark.bottom;
            if (!apart) problems.push(`"${badge.textContent}" covers "${text.textContent}"`);
          }
          layer.remove();
        }
        return problems;
      });
      expect(covered, `at ${width} px`).toEqual([]);
    }
  });

  test("shows the empty text when a day has no workout", async ({ page }) => {
    await signInQuickly(page, DEMO);
    // Every seeded day has a workout: an answer without one shows the empty text.
    await page.route(/\/api\/trpc\/[^?]*workout\.list/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const item of body)
        if (item?.result?.data?.json && Array.isArray(item.result.data.json)) {
          item.result.data.json = item.result.data.json.filter((w: { day: number | null }) => w.day !== 7);
        }
      await route.fulfill({ response, json: body });
    });
    await openInApp(page, "/workouts?day=7");
    await expect(page.getByRole("heading", { name: "DAY 7 WORKOUT" })).toBeVisible();
    await expect(page.getByText("No workouts found for this selection")).toBeVisible();
  });
});

test.describe("transform in 100 days", () => {
  test("toggling a day updates the progress card, and it stays after a reload", async ({ page }) => {
    await signUp(page, newMember());
    await page.goto("/transform-100-days");
    await expect(page.getByRole("heading", { name: "TRANSFORM IN 100 DAYS" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "AVAILABLE WORKOUTS" })).toBeVisible();
    for (const phase of [
      "Foundation",
      "Strength Building",
      "Power Development",
      "Hypertrophy",
      "Peak Training",
      "The Finisher",
    ]) {
      await expect(page.getByText(phase, { exact: true })).toBeVisible();
    }
    // Each workout's title is a full tap target, a locked one's too, even on one line.
    const titles = page.getByRole("list").filter({ has: page.getByRole("button", { name: "Day 1 complete" }) });
    for (const width of [320, 430]) {
      await page.setViewportSize({ width, height: 800 });
      for (const day of [1, 2, 3, 4]) {
        const row = titles.getByRole("listitem").filter({ hasText: new RegExp(`^Day${day}\\D`) });
        await expectTapTarget(row.getByRole("link"), `the title of day ${day} at ${width} px`);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const completeCount = page.getByTestId("days-complete");
    await expect(completeCount).toHaveText("0");
    const bar = page.getByRole("progressbar", { name: "Program complete" });

    const day1 = page.getByRole("button", { name: "Day 1 complete" });
    await expect(day1).toHaveAttribute("aria-pressed", "false");
    await day1.click();
    await expect(day1).toHaveAttribute("aria-pressed", "true");
    await expect(completeCount).toHaveText("1");
    await expect(bar).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByRole("group").or(page.locator("dl")).first()).toContainText("99");

    await page.reload();
    await expect(page.getByRole("button", { name: "Day 1 complete" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("days-complete")).toHaveText("1");

    // And back.
    await page.getByRole("button", { name: "Day 1 complete" }).click();
    await expect(page.getByTestId("days-complete")).toHaveText("0");
    await page.reload();
    await expect(page.getByRole("button", { name: "Day 1 complete" })).toHaveAttribute("aria-pressed", "false");

    await page.getByRole("link", { name: "Back to Workouts" }).click();
    await expect(page).toHaveURL(/\/workouts$/);
  });

  test("a failed toggle puts the day back and says so", async ({ page }) => {
    await signUp(page, newMember());
    await page.goto("/transform-100-days");
    await page.route(/\/api\/trpc\/[^?]*program\.toggleDay/, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<html>down</html>" }),
    );
    const day2 = page.getByRole("button", { name: "Day 2 complete" });
    await day2.click();
    await expect(page.locator(".mantine-Notification-root").filter({ hasText: "Error" })).toBeVisible();
    await expect(day2).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("days-complete")).toHaveText("0");
  });
});
