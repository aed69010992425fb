import { expect, type Locator, type Page, test } from "@playwright/test";
import { bottomNav, DEMO, newMember, signInQuickly, signUp, signUpToPlans } from "./helpers.ts";

/**
 * decisions.md, "Progress numbers": the program position, the day streak, the achievements
 * count and the weekly and monthly figures mean one thing each, on every screen. For a new
 * member, the demo member (mid-program) and a member who finished all 100 days, every
 * screen that shows one of them is read and compared with what the member's own rows say.
 */

const PROGRAM_DAYS = 100;
const CHIP_DAYS = 50;

/** The numbers as the member's rows give them, counted here on their own. */
interface Expected {
  daysDone: number;
  /** The lowest program day not done; null once all 100 are. */
  nextDay: number | null;
  /** Done days among the first 50 (the chips of /workouts). */
  doneChips: number;
  streak: number;
  achievements: number;
  /** The names of the earned achievements, newest first, with when each was earned. */
  earned: { name: string; at: number }[];
  weekWorkouts: number;
  monthMinutes: number;
  monthlyGoal: number;
}

interface Session {
  completedAt: string;
  duration: number;
  day: number | null;
}

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The calendar day (YYYY-MM-DD) of an instant where the member lives. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What every screen should show for the signed-in member, from their sessions, marks and awards. */
async function expectedNumbers(page: Page, markedDays: readonly number[]): Promise<Expected> {
  const me = await json<{ timezone: string }>(page, "/api/auth/me");
  const sessions = await json<Session[]>(page, "/api/users/me/workouts?limit=100");
  const entries = await json<{ achievementId: string; completed: boolean; unlockedAt: string | null }[]>(
    page,
    "/api/users/me/achievements",
  );
  const catalogue = await json<{ id: string; name: string }[]>(page, "/api/achievements");

  const done = new Set([...markedDays, ...sessions.flatMap((session) => (session.day === null ? [] : [session.day]))]);
  let nextDay: number | null = null;
  for (let day = PROGRAM_DAYS; day >= 1; day--) if (!done.has(day)) nextDay = day;

  const today = localDate(new Date(), me.timezone);
  const trainedOn = new Set(sessions.map((session) => localDate(new Date(session.completedAt), me.timezone)));
  let streak = 0;
  let day = trainedOn.has(today) ? today : shiftDays(today, -1);
  while (trainedOn.has(day)) {
    streak++;
    day = shiftDays(day, -1);
  }

  // Monday of this week: getUTCDay is 0 on Sunday.
  const monday = shiftDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const localDays = sessions.map((session) => ({
    ...session,
    on: localDate(new Date(session.completedAt), me.timezone),
  }));
  const totalMinutes = sessions.reduce((sum, session) => sum + session.duration, 0);

  const names = new Map(catalogue.map((achievement) => [achievement.id, achievement.name]));
  const earned = entries
    .filter((entry) => (entry.completed || entry.unlockedAt !== null) && names.has(entry.achievementId))
    .map((entry) => ({ name: names.get(entry.achievementId) ?? "", at: Date.parse(entry.unlockedAt ?? "") || 0 }))
    .sort((a, b) => b.at - a.at);

  return {
    daysDone: done.size,
    nextDay,
    doneChips: [...done].filter((each) => each <= CHIP_DAYS).length,
    streak,
    achievements: earned.length,
    earned,
    weekWorkouts: localDays.filter((session) => session.on >= monday && session.on <= today).length,
    monthMinutes: localDays
      .filter((session) => session.on.slice(0, 7) === today.slice(0, 7))
      .reduce((sum, session) => sum + session.duration, 0),
    monthlyGoal: Math.max(1470, totalMinutes + 300),
  };
}

/** The whole number(s) a text carries, thousands separators and all. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(",", "")));
}

/** The first whole number of what a locator shows, once it shows. */
async function numberOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const [first] = numbersIn((await locator.textContent()) ?? "");
  if (first === undefined) throw new Error(`no number in ${locator}`);
  return first;
}

/** The day a 'Day N…' text names, or null when it names none (all done). */
async function dayNamedBy(locator: Locator): Promise<number | null> {
  await expect(locator).toBeVisible();
  const match = /Day (\d+)/.exec((await locator.textContent()) ?? "");
  return match ? Number(match[1]) : null;
}

const stat = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

async function readHome(page: Page) {
  await page.goto("/");
  return {
    streak: await numberOf(stat(page, "Day Streak")),
    nextDay: await dayNamedBy(page.locator("#start-training-hint")),
  };
}

async function readProgress(page: Page) {
  await page.goto("/progress");
  const goal = async (name: string) => {
    const region = page.getByRole("region", { name });
    await expect(region).toBeVisible();
    const [value, of] = numbersIn((await region.textContent()) ?? "");
    return { value, of };
  };
  const journey = page.getByRole("region", { name: "100-Day Journey" });
  const grid = page.getByRole("list", { name: "100-day program" });
  await expect(grid.getByRole("listitem")).toHaveCount(PROGRAM_DAYS);
  const current = grid.locator("[aria-current='step']");
  const next = page.locator("section[aria-labelledby='next-title']");
  const week = await goal("Weekly Goal");
  const month = await goal("Monthly Minutes");
  return {
    streak: await numberOf(stat(page, "Day Streak")),
    achievements: await numberOf(stat(page, "Achievements")),
    weekWorkouts: week.value,
    monthMinutes: month.value,
    monthlyGoal: month.of,
    daysDone: await numberOf(journey.getByText(/\/100 days$/)),
    doneCells: await grid
      .getByRole("listitem")
      .filter({ hasText: /, completed$/ })
      .count(),
    currentCell: (await current.count()) === 0 ? null : await dayNamedBy(current),
    nextCard: await dayNamedBy(next.locator("#next-title")),
  };
}

/** The names 'Recent Achievements' lists (none when it shows its empty line). */
async function readRecentAchievements(page: Page) {
  const region = page.getByRole("region", { name: "Recent Achievements" });
  await expect(region).toBeVisible();
  const names: string[] = [];
  // Each item: its name, then what it is for.
  for (const item of await region.getByRole("listitem").all())
    names.push((await item.locator("p").first().textContent()) ?? "");
  return names;
}

async function readWorkouts(page: Page) {
  await page.goto("/workouts");
  const chips = page.getByRole("navigation", { name: `Program days 1 to ${CHIP_DAYS}` }).getByRole("link");
  await expect(chips).toHaveCount(CHIP_DAYS);
  const upNext = page.getByRole("link", { name: /^Day \d+, up next$/ });
  return {
    daysDone: await numberOf(page.getByText(/of 100 days complete$/)),
    doneChips: await page.getByRole("link", { name: /^Day \d+, done$/ }).count(),
    // A chip shows its number; its name says the rest ('Day 4, up next').
    upNextChip: (await upNext.count()) === 0 ? null : numbersIn((await upNext.getAttribute("aria-label")) ?? "")[0],
    quickStart: await dayNamedBy(page.locator("#quick-start-title")),
  };
}

async function readProgram(page: Page) {
  await page.goto("/transform-100-days");
  const figure = (term: string) =>
    page
      .locator("dl div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
      .locator("dd");
  return {
    daysDone: await numberOf(page.getByTestId("days-complete")),
    percent: Number(await page.getByRole("progressbar", { name: "Program complete" }).getAttribute("aria-valuenow")),
    streak: await numberOf(figure("Day Streak")),
    daysLeft: await numberOf(figure("Days Left")),
  };
}

async function readAchievements(page: Page) {
  await page.goto("/achievements");
  return { achievements: await numberOf(stat(page, "Achievements")) };
}

async function readProfile(page: Page) {
  await page.goto("/profile");
  return { streak: await numberOf(stat(page, "Day Streak")) };
}

async function readLeaderboard(page: Page) {
  await page.goto("/leaderboards");
  await page.getByRole("tab", { name: "Global" }).click();
  // The member's own row: among the first hundred, or apart under 'Your rank' once a
  // hundred members are ahead (a server that has run many tests has more than that).
  const own = page.getByRole("tabpanel", { name: "Global" }).locator("li[aria-current]");
  const streak = own.getByText(/^\d[\d,]* days?$/);
  return { streak: await numberOf(streak) };
}

/** Every screen's reading of the numbers, and the recent achievements' names. */
async function readEveryScreen(page: Page) {
  const home = await readHome(page);
  const progress = await readProgress(page);
  const recent = await readRecentAchievements(page);
  return {
    screens: {
      home,
      progress,
      workouts: await readWorkouts(page),
      program: await readProgram(page),
      achievements: await readAchievements(page),
      profile: await readProfile(page),
      leaderboards: await readLeaderboard(page),
    },
    recent,
  };
}

/** What every screen must read for these numbers. */
function agreeing(expected: Expected) {
  const { daysDone, nextDay, streak, achievements } = expected;
  return {
    home: { streak, nextDay },
    progress: {
      streak,
      achievements,
      weekWorkouts: expected.weekWorkouts,
      monthMinutes: expected.monthMinutes,
      monthlyGoal: expected.monthlyGoal,
      daysDone,
      doneCells: daysDone,
      currentCell: nextDay,
      nextCard: nextDay,
    },
    workouts: {
      daysDone,
      doneChips: expected.doneChips,
      upNextChip: nextDay !== null && nextDay <= CHIP_DAYS ? nextDay : null,
      quickStart: nextDay,
    },
    program: { daysDone, percent: daysDone, streak, daysLeft: PROGRAM_DAYS - daysDone },
    achievements: { achievements },
    profile: { streak },
    leaderboards: { streak },
  };
}

/** Reads every screen and holds each number to the member's rows; 'Recent Achievements' to what they earned. */
async function expectOneMeaningEach(page: Page, markedDays: readonly number[] = []) {
  const expected = await expectedNumbers(page, markedDays);
  const { screens, recent } = await readEveryScreen(page);
  expect(screens).toEqual(agreeing(expected));

  // The latest earned ones, newest first (three at most), never one not earned.
  const shown = Math.min(3, expected.earned.length);
  expect(recent).toHaveLength(shown);
  const earnedNames = expected.earned.map((each) => each.name);
  for (const name of recent) expect(earnedNames).toContain(name);
  const oldestShown = Math.min(...recent.map((name) => expected.earned.find((each) => each.name === name)?.at ?? 0));
  for (const notShown of expected.earned.filter((each) => !recent.includes(each.name)))
    expect(notShown.at).toBeLessThanOrEqual(oldestShown);
  return expected;
}

/** Presses each exercise's Complete Set until it is done, one exercise after another. */
async function finishEveryExercise(page: Page, exercises: readonly string[]) {
  for (const name of exercises) {
    const card = page.getByRole("region", { name, exact: true }).first();
    const button = card.getByRole("button", { name: "Complete Set", exact: true });
    for (let sets = 0; await button.isVisible(); sets++) {
      if (sets > 60) throw new Error(`${name} never finished`);
      await button.click();
    }
    await expect(card.getByText("Done", { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toBeVisible();
}

test.describe("one meaning for each progress number, on every screen", () => {
  test.setTimeout(120_000);

  test("a new member: nothing done, day 1 up next, zeroes everywhere", async ({ page }) => {
    await signUp(page, newMember());
    const expected = await expectOneMeaningEach(page);
    expect(expected).toMatchObject({ daysDone: 0, nextDay: 1, streak: 0, achievements: 0, weekWorkouts: 0 });
    await page.goto("/progress");
    await expect(page.getByRole("region", { name: "Recent Achievements" })).toContainText("No achievements yet");
  });

  test("the demo member, mid-program: the free days done, day 4 up next (premium), a week's streak", async ({
    page,
  }) => {
    await signInQuickly(page, DEMO);
    const expected = await expectOneMeaningEach(page);
    expect(expected).toMatchObject({ daysDone: 3, nextDay: 4 });
    expect(expected.streak).toBeGreaterThan(0);
    expect(expected.achievements).toBeGreaterThan(0);
    // Day 4 is premium: the way there is the upgrade.
    await page.goto("/");
    await expect(page.locator("#start-training-hint")).toContainText("PREMIUM WOLF");
  });

  test("a member who finished all 100 days (and trained today)", async ({ page }) => {
    await signUp(page, newMember());
    expect((await page.request.post("/api/membership/upgrade", { data: {} })).ok()).toBe(true);
    const days = Array.from({ length: PROGRAM_DAYS }, (_, index) => index + 1);
    // Marked done as the program screen's toggles do.
    for (const day of days) {
      const marked = await page.request.post("/api/trpc/program.toggleDay", { data: { json: { day } } });
      expect(marked.ok(), `day ${day}`).toBe(true);
    }
    const workouts = await json<{ id: number; day: number | null }[]>(page, "/api/workouts");
    const day1 = workouts.find((workout) => workout.day === 1);
    const done = await page.request.post(`/api/workouts/${day1?.id}/complete`, {
      data: { duration: 30, exercisesCompleted: 4 },
    });
    expect(done.status()).toBe(201);

    const expected = await expectOneMeaningEach(page, days);
    expect(expected).toMatchObject({ daysDone: 100, nextDay: null, streak: 1, weekWorkouts: 1, monthMinutes: 30 });
    await page.goto("/progress");
    await expect(page.getByText("TRANSFORMATION COMPLETE")).toBeVisible();
  });

  test("a workout finished in the app shows at once on the screens already visited", async ({ page }) => {
    await signUpToPlans(page);
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).click();
    await expect(page.getByText("Day 1 is up next")).toBeVisible();
    // Progress read once, so what follows must not be last visit's numbers.
    await bottomNav(page).getByRole("link", { name: "Progress" }).click();
    await expect(stat(page, "Achievements")).toContainText("0");

    const workouts = await json<{ day: number | null; exercises: string[] }[]>(page, "/api/workouts");
    const day1 = workouts.find((workout) => workout.day === 1);
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await page.getByRole("link", { name: "START TRAINING" }).click();
    await page
      .getByRole("region", { name: "Workout session" })
      .getByRole("button", { name: "Start", exact: true })
      .click();
    await finishEveryExercise(page, day1?.exercises ?? []);
    await page.getByRole("region", { name: "WORKOUT COMPLETE" }).getByRole("link", { name: "Progress" }).click();

    await expect(stat(page, "Day Streak")).toContainText("1");
    await expect(stat(page, "Achievements")).toContainText("1");
    await expect(page.getByRole("region", { name: "Weekly Goal" })).toContainText("1 / 7");
    await expect(page.getByRole("region", { name: "Recent Achievements" }).getByRole("listitem")).toHaveText(
      /^First Hunt/,
    );
    await expect(page.getByRole("region", { name: "100-Day Journey" })).toContainText("1/100 days");
    await expect(page.getByRole("link", { name: "Start Day 2" })).toBeVisible();
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page.getByText("Day 2 is up next")).toBeVisible();
  });
});
