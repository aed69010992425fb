import { expect, type Page, test } from "@playwright/test";
import {
  apiCallsTo,
  appReady,
  bottomNav,
  clippedText,
  DEMO,
  expectRetryCard,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  holdRequests,
  newMember,
  recordToasts,
  scrollsSideways,
  signIn,
  signInQuickly,
  signUp,
  toast,
} from "./helpers.ts";

const panel = (page: Page) => page.getByRole("tabpanel");
const streakCard = (page: Page, label: string) => page.getByRole("region", { name: `${label} streak` });
const reminders = (page: Page) => page.getByRole("list", { name: "Your reminders" });

async function openHabits(page: Page) {
  await page.goto("/habits");
  await expect(page.getByRole("heading", { name: "Habit Tracking" })).toBeVisible();
}

/** The member's zone and the time of day a given number of minutes from now there (HH:MM). */
async function clockInMinutes(page: Page, minutes: number): Promise<string> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { timezone: string };
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: me.timezone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(at)
    .replace(/^24/, "00");
}

test.describe("a member keeping a habit", () => {
  test("logs a success: the badge, the time, the streak, the history and the first milestone", async ({ page }) => {
    await signUp(page, newMember());
    await openHabits(page);
    await expect(page).toHaveTitle("Habits · WOLFPACK");
    await expect(page.getByRole("tab", { name: "Smoking" })).toHaveAttribute("aria-selected", "true");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("0days");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("Start your journey today!");
    await expect(panel(page).getByText("No history yet. Start logging today!")).toBeVisible();

    await panel(page).getByLabel("Notes (optional)").fill("Walked it off after lunch.");
    await panel(page).getByRole("button", { name: "Smoke-free today" }).click();
    await expect(toast(page, "Habit Logged")).toContainText("Smoking habit logged successfully");

    const today = panel(page).getByRole("region", { name: "Today's Log" });
    await expect(today).toContainText("Success");
    await expect(today).toContainText(/Logged at \d{1,2}:\d{2} [AP]M/);
    await expect(today).toContainText("Walked it off after lunch.");
    // No undo: the answers are gone.
    await expect(today.getByRole("button")).toHaveCount(0);
    await expect(streakCard(page, "Smoking Cessation")).toContainText("1day");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("Great start! Keep it up!");
    await expect(panel(page).getByRole("list", { name: "Recent history" }).getByRole("listitem")).toHaveText([
      /TodayWalked it off after lunch\.Success/,
    ]);
    // A streak of one day is the first milestone. It waits for 'Habit Logged' to go; the
    // member dismisses that one rather than wait its five seconds.
    await toast(page, "Habit Logged").getByRole("button", { name: "Dismiss" }).click();
    await expect(toast(page, "1 Day Milestone!")).toBeVisible();

    // The progress screen's habit tab shows the same streak.
    await bottomNav(page).getByRole("link", { name: "Progress" }).click();
    await page.getByRole("tab", { name: "Habits" }).click();
    await expect(page.getByRole("group", { name: "Smoking Cessation", exact: true })).toContainText("1");
  });

  test("one toast at a time: 'Habit Logged', then the milestone, celebrated once on one device", async ({
    page,
    browser,
  }) => {
    const member = newMember();
    await signUp(page, member);
    const toasts = await recordToasts(page);
    // The toasts' code still on its way when the log's answer raises both toasts, as on a
    // first visit with a quick tap: the browser may then hand the milestone the code first,
    // and it must still wait for 'Habit Logged' (src/lib/toast.tsx).
    const toastCode = /\/assets\/ToastViewport-[^/]+\.js$/;
    const held = await holdRequests(page, toastCode);
    // The page's clock, so the test takes 'Habit Logged''s five seconds at once (runFor below).
    await page.clock.install();
    await openHabits(page);
    const asked = page.waitForRequest(toastCode);
    await panel(page).getByRole("button", { name: "Smoke-free today" }).click();
    // The streak moves with the answer that raises the two toasts.
    await expect(streakCard(page, "Smoking Cessation")).toContainText("1day");
    await asked;
    held.release();
    await expect(toast(page, "Habit Logged")).toBeVisible();
    // The milestone waits for 'Habit Logged' to have had its five seconds and gone.
    await page.clock.runFor(4_000);
    await expect(toast(page, "Habit Logged")).toBeVisible();
    await expect(toast(page, "1 Day Milestone!")).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(toast(page, "1 Day Milestone!")).toBeVisible();
    await expect(toast(page, "Habit Logged")).toHaveCount(0);
    expect(await toasts()).toEqual({ titles: ["Habit Logged", "1 Day Milestone!"], most: 1 });

    // A reload the same day: the screen comes again, drawn with the day's logs, and no second
    // celebration once the app (and the habit watcher's code) is in.
    await page.reload();
    await appReady(page);
    await page.waitForLoadState("networkidle");
    expect((await toasts()).titles).toEqual([]);

    // Signing in on another device the same day: only the welcome, however long it stays.
    const context = await browser.newContext();
    try {
      const elsewhere = await context.newPage();
      await elsewhere.clock.install();
      const elsewhereToasts = await recordToasts(elsewhere);
      const watched = elsewhere.waitForResponse(apiCallsTo("habit.reminders"));
      await signIn(elsewhere, member);
      await watched;
      await elsewhere.waitForLoadState("networkidle");
      // Past the welcome's five seconds and a milestone's eight, had one been waiting.
      await elsewhere.clock.runFor(20_000);
      expect((await elsewhereToasts()).titles).toEqual([`Welcome back, ${member.username}!`]);
    } finally {
      await context.close();
    }
  });

  test("a failure shows as one, and ends nothing it cannot: the other habits are their own", async ({ page }) => {
    await signUp(page, newMember());
    await openHabits(page);
    await page.getByRole("tab", { name: "Reading" }).click();
    await panel(page).getByRole("button", { name: "Did not read today" }).click();
    await expect(toast(page, "Habit Logged")).toContainText("Reading habit logged successfully");
    await expect(panel(page).getByRole("region", { name: "Today's Log" })).toContainText("Failure");
    await expect(streakCard(page, "Daily Reading")).toContainText("0days");

    await page.getByRole("tab", { name: "Sugar" }).click();
    await expect(panel(page).getByRole("button", { name: "No added sugar today" })).toBeVisible();
  });
});

test.describe("reminders", () => {
  test("are added, switched off and deleted, and the switch holds across a reload", async ({ page }) => {
    await signUp(page, newMember());
    await openHabits(page);
    const card = panel(page).getByRole("region", { name: "Reminders" });
    await expect(card).toContainText("No reminders set up yet");
    await expect(card).toContainText("Add reminders to stay consistent with your habits");

    await card.getByRole("button", { name: "Add Reminder" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Reminder" });
    await expect(dialog.getByLabel("Time")).toHaveValue("09:00");
    await expect(dialog.getByRole("switch", { name: /Streak milestone alerts/ })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Create Reminder" })).toBeDisabled();
    await dialog.getByLabel("Habit", { exact: true }).selectOption("reading");
    await dialog.getByLabel("Time").fill("21:30");
    await dialog.getByRole("button", { name: "Create Reminder" }).click();
    await expect(toast(page, "Reminder Created")).toContainText("Your habit reminder has been set up");
    await expect(dialog).toHaveCount(0);

    const row = reminders(page).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Daily Reading");
    await expect(row).toContainText("21:30");
    const onOff = row.getByRole("switch", { name: "Reminder for Daily Reading at 21:30" });
    await expect(onOff).toBeChecked();
    // The switch's track lies over its input: pressed where a finger would press it.
    await onOff.click({ force: true });
    await expect(toast(page, "Reminder Updated")).toContainText("Your reminder settings have been saved");
    await expect(onOff).not.toBeChecked();

    // The dialog starts afresh the next time.
    await card.getByRole("button", { name: "Add Reminder" }).click();
    await expect(dialog.getByLabel("Habit", { exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("Time")).toHaveValue("09:00");
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(reminders(page).getByRole("switch", { name: /Reminder for Daily Reading/ })).not.toBeChecked();
    await reminders(page).getByRole("button", { name: "Delete the reminder for Daily Reading at 21:30" }).click();
    await expect(toast(page, "Reminder Deleted")).toContainText("Your reminder has been removed");
    await expect(panel(page).getByText("No reminders set up yet")).toBeVisible();
  });

  test("with notifications allowed, one fires at its minute: a notification and a toast", {
    tag: "@full-browser",
  }, async ({ page, context, baseURL }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    // What the page shows as notifications, kept where the test can read them.
    await page.addInitScript(() => {
      const Real = window.Notification;
      const shown: { title: string; body?: string }[] = [];
      class Recording extends Real {
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, body: options?.body });
          super(title, options);
        }
      }
      Object.assign(window, { Notification: Recording, __shownNotifications: shown });
    });
    await page.clock.install();
    await signUp(page, newMember());
    await openHabits(page);
    // Allowed, though this device has no push subscription: 'Enable' still offers one
    // (docs/push.md); the open tab's reminders need none.
    await expect(panel(page).getByRole("button", { name: "Enable" })).toBeVisible();

    const inTwoMinutes = await clockInMinutes(page, 2);
    await panel(page).getByRole("button", { name: "Add Reminder" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Reminder" });
    await dialog.getByLabel("Habit", { exact: true }).selectOption("sugar");
    await dialog.getByLabel("Time").fill(inTwoMinutes);
    await dialog.getByRole("button", { name: "Create Reminder" }).click();
    await expect(toast(page, "Reminder Created")).toBeVisible();

    await page.clock.runFor("03:00");
    await expect(toast(page, "Habit Reminder")).toContainText("log today's Sugar Avoidance");
    const shown = await page.evaluate(
      () => (window as unknown as { __shownNotifications: { title: string; body?: string }[] }).__shownNotifications,
    );
    expect(shown).toEqual([{ title: "Habit Reminder", body: "Time to check in: log today's Sugar Avoidance." }]);
    // Once a day: the next minutes raise nothing more.
    await page.clock.runFor("05:00");
    expect(
      await page.evaluate(() => (window as unknown as { __shownNotifications: unknown[] }).__shownNotifications.length),
    ).toBe(1);
  });

  test("the banner asks to enable notifications until this device gets them", { tag: "@full-browser" }, async ({
    page,
  }) => {
    await signUp(page, newMember());
    await openHabits(page);
    await expect(
      panel(page).getByText(
        "Turn on notifications to get your reminders and milestone alerts, even with the app closed.",
      ),
    ).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Enable" })).toBeVisible();
  });
});

test.describe("the demo member's habits", () => {
  test("show each habit's streak, best streak and history, with a relapse among them", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await openHabits(page);
    await expect(streakCard(page, "Smoking Cessation")).toContainText("5days");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("Staying strong! Every day counts.");
    await expect(streakCard(page, "Smoking Cessation")).toContainText("2 days to your 7-day milestone.");
    const history = panel(page).getByRole("list", { name: "Recent history" }).getByRole("listitem");
    await expect(history).toHaveCount(7);
    await expect(history.first()).toContainText("Yesterday");
    await expect(history.filter({ hasText: "Failure" })).toHaveCount(1);
    // Every entry is of a day before today, and none says 'today'.
    await expect(history.filter({ hasText: /today/i })).toHaveCount(0);
    await expect(history.filter({ hasText: "Smoke-free" }).first()).toBeVisible();

    await page.getByRole("tab", { name: "Drinking" }).click();
    await expect(streakCard(page, "Alcohol Abstinence")).toContainText("2days");
    await expect(streakCard(page, "Alcohol Abstinence").getByLabel("Best streak: 9 days")).toBeVisible();
  });

  test("on a phone: nothing overflows at 360 px, the text reads well, every control is a full tap target", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, DEMO);
    await openHabits(page);
    for (const habit of ["Smoking", "Drinking", "Sugar", "Reading"]) {
      const tab = page.getByRole("tab", { name: habit });
      await tab.click();
      await expectTapTarget(tab, `${habit} tab`);
      expect(await scrollsSideways(page), habit).toBe(false);
      expect(await clippedText(page), habit).toEqual([]);
    }
    const hard = await hardToReadText(page);
    expect(hard).toEqual([]);
    await expectTapTarget(panel(page).getByRole("button", { name: "Add Reminder" }), "Add Reminder");
    await expectTapTarget(panel(page).getByRole("button", { name: "Read 10+ pages today" }), "success");
  });
});

test.describe("the habit screen loading", () => {
  test("shows its skeleton while the logs are on the way", async ({ page }) => {
    await signInQuickly(page, DEMO);
    // Reached in the app (a fresh page would wait for the member too), while the logs the
    // habit watcher asked for are still on the way.
    const held = await holdApiCalls(page, "habit.history");
    await page.goto("/progress");
    await page.getByRole("tab", { name: "Habits" }).click();
    await page.getByRole("link", { name: "Track Today's Habits" }).click();
    const skeleton = page.getByRole("status", { name: "Loading your habits" });
    await expect(skeleton).toBeVisible();
    held.release();
    await expect(page.getByRole("heading", { name: "Habit Tracking" })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test("shows the retry card when the logs cannot be had, and trying again shows the screen", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await expectRetryCard(page, {
      path: "/habits",
      procedure: "habit.history",
      loaded: page.getByRole("heading", { name: "Habit Tracking" }),
    });
  });
});
