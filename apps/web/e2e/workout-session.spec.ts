import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  appReady,
  bottomNav,
  clippedText,
  hardToReadText,
  lineCount,
  newMember,
  openInApp,
  overlappingParts,
  recordApiRequests,
  register,
  screenRequests,
  scrollsSideways,
  shortenedText,
  signUp,
  toast,
} from "./helpers.ts";

interface WorkoutCard {
  id: number;
  day: number | null;
  title: string;
  exercises: string[];
  locked: boolean;
}

/** The program as the signed-in member sees it (REST, the browser's own session). */
async function program(page: Page): Promise<WorkoutCard[]> {
  const response = await page.request.get("/api/workouts");
  expect(response.ok()).toBe(true);
  return (await response.json()) as WorkoutCard[];
}

async function programDay(page: Page, day: number): Promise<WorkoutCard> {
  const found = (await program(page)).find((workout) => workout.day === day);
  if (!found) throw new Error(`no workout for day ${day}`);
  return found;
}

const sessionBar = (page: Page) => page.getByRole("region", { name: "Workout session" });
const exerciseCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).first();

/** A new free member, signed in, on the workout of that program day. */
async function memberOnDay(page: Page, day: number) {
  await signUp(page, newMember());
  const workout = await programDay(page, day);
  await page.goto(`/workout/${workout.id}`);
  await expect(page.getByRole("heading", { level: 1, name: workout.title })).toBeVisible();
  return workout;
}

/** Presses an exercise's Complete Set until it is done; returns how many sets that took. */
async function finishExercise(card: Locator) {
  let sets = 0;
  const button = card.getByRole("button", { name: "Complete Set", exact: true });
  while (await button.isVisible()) {
    await button.click();
    sets += 1;
    if (sets > 60) throw new Error("the exercise never finished");
  }
  await expect(card.getByText("Done", { exact: true })).toBeVisible();
  return sets;
}

/** Buttons, links and fields of the screen (not the frame's) smaller than 44 px either way. */
async function smallTargets(page: Page) {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("button, a, input, .mantine-SegmentedControl-label")]
      .filter((element) => element.checkVisibility() && !element.closest("[aria-hidden='true']"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .filter(({ element }) => !(element instanceof HTMLInputElement && element.type === "radio"))
      .map(
        ({ element, box }) =>
          `${element.tagName} "${(element.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
}

/** Finish with sets not done, and say yes when asked. */
async function finishEarly(page: Page) {
  await sessionBar(page).getByRole("button", { name: "Finish", exact: true }).click();
  await page
    .getByRole("dialog", { name: /^Finish with \d+ sets? not done\?$/ })
    .getByRole("button", { name: "Finish workout" })
    .click();
}

/** A reload asks first while a session is on (beforeunload): say yes. */
function acceptLeaving(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

test.describe("workout session", () => {
  test("a new member runs day 1 to the end, sees the completion, then the cooldown on day 2", async ({ page }) => {
    const workout = await memberOnDay(page, 1);
    await expect(page).toHaveTitle("Workout · WOLFPACK");
    await expect(page.getByText("Day 1", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Watch Video/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByText(/Coach notes/i)).toBeVisible();
    await expect(page.getByText(/Next workout unlocks in/)).toHaveCount(0);

    const bar = sessionBar(page);
    await expect(bar.getByRole("timer")).toHaveText("00:00");
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await expect(bar.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(bar.getByRole("timer")).not.toHaveText("00:00", { timeout: 3000 });

    // The first set with what was lifted, then 'Set Complete!' with n/total.
    const [first, ...rest] = workout.exercises as [string, ...string[]];
    const firstCard = exerciseCard(page, first);
    await firstCard.getByRole("textbox", { name: /^Reps/ }).fill("10");
    await firstCard.getByRole("textbox", { name: /^Weight \(kg\)/ }).fill("20");
    await firstCard.getByRole("button", { name: "Complete Set", exact: true }).click();
    const notice = bar.getByTestId("set-notice");
    await expect(notice.getByText("Set Complete!")).toBeVisible();
    await expect(notice.getByText(/^1\/\d+ sets done$/)).toBeVisible();
    await expect(firstCard.getByText("Set 1 · 10 × 20 kg")).toBeVisible();
    await expect(bar.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "0");

    // The rest countdown: longer, then skipped.
    const restLeft = bar.getByTestId("rest-left");
    await expect(restLeft).toHaveText(/^(01:00|00:5\d)$/);
    await bar.getByRole("button", { name: "15 seconds more rest" }).click();
    await expect(restLeft).toHaveText(/^01:1\d$/);
    await bar.getByRole("button", { name: "Skip" }).click();
    await expect(restLeft).toHaveCount(0);

    const completions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("workout.complete")) completions.push(request.url());
    });
    await finishExercise(firstCard);
    for (const name of rest) await finishExercise(exerciseCard(page, name));

    const done = page.getByRole("region", { name: "WORKOUT COMPLETE" });
    await expect(done).toBeVisible();
    // Seconds of training count as a minute: one, in the singular.
    await expect(done.getByText("Minute", { exact: true })).toBeVisible();
    await expect(done.getByText("Minutes")).toHaveCount(0);
    await expect(done.getByText("Calories")).toBeVisible();
    // The first workout earns the first achievement, named.
    await expect(done.getByText(/New achievement/i)).toBeVisible();
    await expect(sessionBar(page)).toHaveCount(0);
    expect(completions).toHaveLength(1);
    await expect(page.getByText(/Next workout unlocks in \d\d:\d\d:\d\d/)).toBeVisible();

    // Home counts it (the home screen is another helper's: only when its stat card is there).
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    const workoutsStat = page.getByRole("group", { name: "Workouts" });
    if ((await workoutsStat.count()) > 0) {
      await expect(workoutsStat).toContainText("1");
      await expect(workoutsStat).toContainText("Workout");
      await expect(workoutsStat).not.toContainText("Workouts");
    }

    // Day 2 is recovering: the countdown, and no Start.
    const day2 = await programDay(page, 2);
    await page.goto(`/workout/${day2.id}`);
    await expect(page.getByText(/Next workout unlocks in \d\d:\d\d:\d\d/)).toBeVisible();
    const countdown = page.getByText(/^\d\d:\d\d:\d\d$/);
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? "", { timeout: 3000 });
    await expect(sessionBar(page).getByRole("button", { name: "Start", exact: true })).toBeDisabled();
    await expect(page.getByText("Start opens when the recovery cooldown ends.")).toBeVisible();

    // Day 1 again: last time's numbers beside the first set.
    await page.goto(`/workout/${workout.id}`);
    await expect(exerciseCard(page, first).getByText("Last time: 10 × 20 kg")).toBeVisible();
  });

  test("a reload mid-session brings back the timer and the sets", async ({ page }) => {
    const workout = await memberOnDay(page, 1);
    acceptLeaving(page);
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    const first = exerciseCard(page, workout.exercises[0] as string);
    await first.getByRole("button", { name: "Complete Set", exact: true }).click();
    await expect(first.getByText("Set 1", { exact: true })).toBeVisible();
    await expect(bar.getByRole("timer")).toHaveText(/^00:0[2-9]$/, { timeout: 5000 });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: workout.title })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(bar.getByRole("timer")).toHaveText(/^00:(0[2-9]|[1-5]\d)$/);
    await expect(first.getByText("Set 1", { exact: true })).toBeVisible();

    // Stop forgets it: a reload then starts afresh.
    await bar.getByRole("button", { name: "Stop" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Stop workout" }).click();
    await expect(bar.getByRole("button", { name: "Start", exact: true })).toBeVisible();
    await page.reload();
    await expect(bar.getByRole("timer")).toHaveText("00:00");
    await expect(first.getByText("Set 1", { exact: true })).toHaveCount(0);
  });

  test("leaving mid-session asks first, pauses, and the session is there on coming back", async ({ page }) => {
    const workout = await memberOnDay(page, 1);
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave your workout?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep training" }).click();
    await expect(page).toHaveURL(new RegExp(`/workout/${workout.id}$`));

    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/workout/${workout.id}`);
    await expect(bar.getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(bar.getByText(/Paused/)).toBeVisible();
  });

  test("a completion the server refuses says so and can be sent again", async ({ page }) => {
    await memberOnDay(page, 1);
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await page.route(/\/api\/trpc\/[^?]*workout\.complete/, (route) => route.abort());
    await finishEarly(page);
    await expect(toast(page, "Failed to save workout completion")).toBeVisible();
    await expect(toast(page, "Error")).toBeVisible();
    await page.unroute(/\/api\/trpc\/[^?]*workout\.complete/);
    await bar.getByRole("button", { name: "Save workout" }).click();
    await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toBeVisible();
  });

  test("offline, a finished workout is saved on the phone at once, and syncs once back", async ({ page, context }) => {
    await memberOnDay(page, 1);
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await context.setOffline(true);
    await finishEarly(page);
    await expect(bar.getByRole("status")).toHaveText("Saved on this phone: it will sync when you are back online");
    expect(await overlappingParts(bar)).toEqual([]);
    await context.setOffline(false);
    await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toBeVisible();
  });

  test("Finish with sets not done asks first, and only finishes when told to", async ({ page }) => {
    const workout = await memberOnDay(page, 1);
    const bar = sessionBar(page);
    const completions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("workout.complete")) completions.push(request.url());
    });
    let targets = 0;
    for (const name of workout.exercises) {
      const sets = await exerciseCard(page, name)
        .getByText(/^\d+ sets?\b/)
        .textContent();
      targets += Number.parseInt(sets ?? "", 10);
    }
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await exerciseCard(page, workout.exercises[0] as string)
      .getByRole("button", { name: "Complete Set", exact: true })
      .click();

    await bar.getByRole("button", { name: "Finish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Finish with ${targets - 1} sets not done?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep going" })).toBeFocused();
    await dialog.getByRole("button", { name: "Keep going" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(bar.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toHaveCount(0);

    // Escape keeps the session too.
    await bar.getByRole("button", { name: "Finish", exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(completions).toHaveLength(0);

    await bar.getByRole("button", { name: "Finish", exact: true }).click();
    await dialog.getByRole("button", { name: "Finish workout" }).click();
    await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toBeVisible();
    expect(completions).toHaveLength(1);
  });

  test("reads well and fits from 360 to 430 px, before and during a session, and in recovery", async ({ page }) => {
    const workout = await memberOnDay(page, 1);
    const check = async (when: string) => {
      for (const width of [360, 390, 430]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await scrollsSideways(page), `${when}: no sideways scroll at ${width} px`).toBe(false);
        expect(await clippedText(page), `${when}: nothing cut off at ${width} px`).toEqual([]);
        expect(await smallTargets(page), `${when}: 44 px targets at ${width} px`).toEqual([]);
      }
      expect(await hardToReadText(page), when).toEqual([]);
    };
    await check("before Start");
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await exerciseCard(page, workout.exercises[0] as string)
      .getByRole("button", { name: "Complete Set", exact: true })
      .click();
    await expect(bar.getByTestId("rest-left")).toBeVisible();
    await check("resting after a set");
    await bar.getByRole("button", { name: "Finish" }).click();
    await check("asked to finish with sets not done");
    await page.getByRole("dialog").getByRole("button", { name: "Finish workout" }).click();
    await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toBeVisible();
    await check("completed, in recovery");
  });

  test("the session bar keeps every part whole and apart from 320 to 430 px", async ({ page }) => {
    await page.clock.install();
    // Day 3 has the longest exercise names a new member can train.
    const workout = await memberOnDay(page, 3);
    const longest = workout.exercises.reduce((a, b) => (b.length > a.length ? b : a));
    expect(workout.exercises.indexOf(longest), "the long name comes after an exercise").toBeGreaterThan(0);
    const bar = sessionBar(page);
    const nowLine = bar.getByText(/^Now · Set \d+\/\d+$/i);

    const check = async (when: string) => {
      for (const width of [320, 340, 360, 375, 390, 414, 430]) {
        await page.setViewportSize({ width, height: 800 });
        const at = `${when} at ${width} px`;
        expect.soft(await scrollsSideways(page), `${at}: no sideways scroll`).toBe(false);
        expect.soft(await clippedText(page), `${at}: nothing cut off`).toEqual([]);
        expect.soft(await overlappingParts(bar), `${at}: nothing drawn over anything`).toEqual([]);
        expect.soft(await shortenedText(bar), `${at}: every word whole`).toEqual([]);
        if (await nowLine.isVisible()) expect.soft(await lineCount(nowLine), `${at}: 'Now · Set' on one line`).toBe(1);
      }
    };

    await bar.getByRole("button", { name: "Start", exact: true }).click();
    // Minutes in two digits: the clock as wide as it gets in the first hour.
    await page.clock.fastForward("12:34");
    await expect(bar.getByRole("timer")).toHaveText(/^12:3\d$/);
    const completeCurrent = bar.getByRole("button", { name: /^Complete Set: / });
    while ((await completeCurrent.getAttribute("aria-label")) !== `Complete Set: ${longest}`) {
      await completeCurrent.click();
    }
    // The set that finished the exercise before: 'Exercise Complete!', the rest, and the long name next.
    await expect(bar.getByTestId("set-notice")).toContainText("Exercise Complete!");
    await expect(bar.getByTestId("rest-left")).toBeVisible();
    await expect(bar.getByText(longest, { exact: true })).toBeVisible();
    await check("'Exercise Complete!' while resting");

    await completeCurrent.click();
    await expect(bar.getByTestId("set-notice")).toContainText("Set Complete!");
    await expect(nowLine).toHaveText(/Set 2\//i);
    await check("'Set Complete!' while resting");

    await bar.getByRole("button", { name: "Pause" }).click();
    await expect(bar.getByText(/^Paused · \d+% done$/)).toBeVisible();
    await check("paused");

    await bar.getByRole("button", { name: "Resume" }).click();
    await page.clock.fastForward("01:00:00");
    await expect(bar.getByRole("timer")).toHaveText(/^1:12:\d\d$/);
    await check("past an hour");
  });

  test("opened directly, the screen comes with all it shows; reached in the app, it asks in one request", async ({
    page,
  }) => {
    await register(page, newMember());
    const workout = await programDay(page, 1);
    const opened = recordApiRequests(page, `/workout/${workout.id}`);
    await page.goto(`/workout/${workout.id}`);
    await expect(page.getByRole("heading", { level: 1, name: workout.title })).toBeVisible();
    await appReady(page);
    await page.waitForLoadState("networkidle");
    expect(screenRequests(opened)).toEqual([]);
    page.removeAllListeners("request");

    const reached = recordApiRequests(page, `/workout/${workout.id}`);
    await openInApp(page, `/workout/${workout.id}`);
    await expect(page.getByRole("heading", { level: 1, name: workout.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const own = screenRequests(reached);
    expect(own).toHaveLength(1);
    expect((own[0] ?? "").split(",").sort()).toEqual(["exercise.list", "member.cooldown", "workout.byId"]);
  });

  test("a workout that does not exist, and a locked one", async ({ page }) => {
    await signUp(page, newMember());
    for (const path of ["/workout/999999", "/workout/not-a-number"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Workout not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Workouts" })).toHaveAttribute("href", "/workouts");
    }
    const locked = (await program(page)).find((workout) => workout.locked);
    if (!locked) throw new Error("a free member should see locked workouts");
    await page.goto(`/workout/${locked.id}`);
    await expect(page.getByText(/PREMIUM WOLF/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Unlock with PREMIUM WOLF/ })).toHaveAttribute(
      "href",
      "/premium-coaching",
    );
    await expect(page.getByText("This screen did not load")).toHaveCount(0);
  });
});
