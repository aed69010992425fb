import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  apiCallsTo,
  controlledByServiceWorker,
  expectTapTarget,
  keptOnPhone,
  keptTexts,
  leaveAndComeBack,
  newMember,
  signIn,
  signInQuickly,
  signUp,
  toast,
} from "./helpers.ts";

/**
 * Writes made with no signal (docs/offline.md): kept on the phone at once, shown done and
 * waiting to sync, sent by themselves once back online, also after the app was closed;
 * counted once; refused ones shown in the server's words until dismissed. And the app
 * installs as Lighthouse checks it.
 */

// The service worker is what opens the app offline: on here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const SAVED_ON_PHONE = "Saved on this phone: it will sync when you are back online";
const WAITING = "Waiting to sync";

const homeShown = (page: Page) => page.getByRole("heading", { name: "TODAY'S HUNT" });
const habitsShown = (page: Page) => page.getByRole("heading", { name: "Habit Tracking" });
const workoutsShown = (page: Page) => page.getByRole("heading", { name: "ALL WORKOUTS" });
const sessionBar = (page: Page) => page.getByRole("region", { name: "Workout session" });
const todaysLog = (page: Page) => page.getByRole("tabpanel").getByRole("region", { name: "Today's Log" });
const waiting = (page: Page) => page.getByText(WAITING, { exact: true });

interface Workout {
  id: number;
  title: string;
  day: number | null;
}

async function dayOne(page: Page): Promise<Workout> {
  const response = await page.request.get("/api/workouts");
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as Workout[]).find((workout) => workout.day === 1);
  if (!found) throw new Error("the program has no day 1");
  return found;
}

/** What the server holds for the signed-in member: sessions, habit logs, their counters. */
async function onServer(page: Page) {
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const sessions = await read<unknown[]>("/api/users/me/workouts?limit=100");
  const logs = await read<{ habitType: string }[]>("/api/users/me/habits");
  const me = await read<{ workoutsCompleted: number; daysWithoutSmoking: number }>("/api/auth/me");
  return { sessions: sessions.length, logs: logs.length, me };
}

/** The program days the server has marked done for the signed-in member. */
async function markedDays(page: Page): Promise<number[]> {
  const response = await page.request.get("/api/trpc/program.days");
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { result: { data: { json: { completedDays: number[] } } } };
  return answer.result.data.json.completedDays;
}

async function openWorkout(page: Page, workout: Workout) {
  await page.goto(`/workout/${workout.id}`);
  await expect(page.getByRole("heading", { level: 1, name: workout.title })).toBeVisible();
}

/** The same member signed in on another phone: a browser context of its own. */
async function secondPhone(browser: Browser, member: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInQuickly(page, member);
  return { context, page };
}

async function openHabits(page: Page) {
  await page.goto("/habits");
  await expect(habitsShown(page)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Smoking" })).toHaveAttribute("aria-selected", "true");
}

/** Every screen of the test visited online, so the phone keeps it. */
async function visitOnline(page: Page, workout: Workout) {
  await page.goto("/");
  await expect(homeShown(page)).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(homeShown(page)).toBeVisible();
  await keptOnPhone(page, "gear");
  await page.goto("/workouts");
  await expect(workoutsShown(page)).toBeVisible();
  await keptOnPhone(page, "days");
  await openWorkout(page, workout);
  await keptOnPhone(page, "byId");
  await openHabits(page);
  await keptOnPhone(page, "reminders");
}

test.describe("offline sync", () => {
  test("a session and a habit log made offline survive closing the app and count once online", async ({
    page,
    context,
  }) => {
    // Four screens opened online, offline, and again after closing: more than the usual 30 s.
    test.setTimeout(90_000);
    await signUp(page, newMember());
    const workout = await dayOne(page);
    await visitOnline(page, workout);

    await context.setOffline(true);
    await page.reload();
    await expect(habitsShown(page)).toBeVisible();
    await page.goto("/");
    await expect(homeShown(page)).toBeVisible();
    await page.goto("/workouts");
    await expect(workoutsShown(page)).toBeVisible();
    await openWorkout(page, workout);

    // Finished with no signal: saved on the phone at once, no spinner, nothing asked on leaving.
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    await bar.getByRole("button", { name: "Finish", exact: true }).click();
    await page
      .getByRole("dialog", { name: /^Finish with \d+ sets? not done\?$/ })
      .getByRole("button", { name: "Finish workout" })
      .click();
    await expect(bar.getByRole("status")).toHaveText(SAVED_ON_PHONE);
    await page.screenshot({ path: test.info().outputPath("workout-saved-on-phone.png") });
    // Kept on the phone: the write, and the numbers shown with it.
    await keptOnPhone(page, '["workout","complete"]');
    await keptOnPhone(page, '"workoutsCompleted":1');

    await openHabits(page);
    await page.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" }).click();
    await expect(todaysLog(page).getByText("Success")).toBeVisible();
    await expect(todaysLog(page).getByText(WAITING)).toBeVisible();
    await keptOnPhone(page, '["habit","log"]');
    // The log shown before the server has it (an id of its own, below zero).
    await keptOnPhone(page, '"id":-');
    await page.screenshot({ path: test.info().outputPath("habit-waiting.png") });

    // Home counts the session, marked as waiting; the program shows day 1 done.
    await page.goto("/");
    await expect(homeShown(page)).toBeVisible();
    await expect(page.getByText(/^1\s*Workout$/)).toBeVisible();
    await expect(waiting(page)).toBeVisible();
    await page.goto("/workouts");
    await expect(page.getByText("1 of 100 days complete")).toBeVisible();
    await expect(waiting(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("workouts-waiting.png") });

    // The app closed and opened again, still with no signal: the queue is still there.
    await page.close();
    const again = await context.newPage();
    await openHabits(again);
    await expect(todaysLog(again).getByText("Success")).toBeVisible();
    await expect(todaysLog(again).getByText(WAITING)).toBeVisible();
    await again.goto("/");
    await expect(homeShown(again)).toBeVisible();
    await expect(waiting(again)).toBeVisible();
    await again.screenshot({ path: test.info().outputPath("home-waiting.png") });
    await openWorkout(again, workout);
    await expect(again.getByRole("status").filter({ hasText: SAVED_ON_PHONE })).toContainText(WAITING);

    // Back online: sent by itself, once; the marks go and the screens show the server's numbers.
    await context.setOffline(false);
    await expect(waiting(again)).toHaveCount(0);
    await again.goto("/");
    await expect(homeShown(again)).toBeVisible();
    await expect(again.getByText(/^1\s*Workout$/)).toBeVisible();
    await expect(waiting(again)).toHaveCount(0);
    await expect.poll(async () => (await onServer(again)).sessions).toBe(1);
    const server = await onServer(again);
    expect(server.logs).toBe(1);
    expect(server.me.workoutsCompleted).toBe(server.sessions);
    expect(server.me.daysWithoutSmoking).toBe(server.logs);
    await openHabits(again);
    await expect(todaysLog(again).getByText("Success")).toBeVisible();
    await expect(waiting(again)).toHaveCount(0);
    await expect(again.getByRole("alert")).toHaveCount(0);
  });

  test("a habit logged offline on one phone after another logged it online is refused in words", async ({
    page,
    browser,
  }) => {
    const member = newMember();
    await signUp(page, member);
    await openHabits(page);
    // The write queue is loaded once the phone keeps the screen.
    await keptOnPhone(page, "reminders");

    const { context: other, page: phoneB } = await secondPhone(browser, member);

    await page.context().setOffline(true);
    await page.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" }).click();
    await expect(todaysLog(page).getByText(WAITING)).toBeVisible();

    await openHabits(phoneB);
    await phoneB.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" }).click();
    await expect(todaysLog(phoneB).getByText("Success")).toBeVisible();

    await page.context().setOffline(false);
    const refusal = page.getByRole("alert").filter({ hasText: "Habit log not synced" });
    await expect(refusal).toContainText("is already logged for today. A day's log cannot be changed.");
    await page.screenshot({ path: test.info().outputPath("habit-refused.png") });
    // The screen shows the log that landed first, no longer waiting.
    await expect(waiting(page)).toHaveCount(0);
    await expect(todaysLog(page).getByText("Success")).toBeVisible();
    await expectTapTarget(refusal.getByRole("button", { name: "Dismiss" }), "Dismiss");
    await refusal.getByRole("button", { name: "Dismiss" }).click();
    await expect(refusal).toHaveCount(0);

    const server = await onServer(page);
    expect(server.logs).toBe(1);
    expect(server.me.daysWithoutSmoking).toBe(1);
    await other.close();
  });

  test("a habit logged on one phone shows on another when it comes back to the foreground", async ({
    page,
    browser,
  }) => {
    const member = newMember();
    await signUp(page, member);
    await openHabits(page);
    await expect(page.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" })).toBeVisible();

    const { context: other, page: phoneB } = await secondPhone(browser, member);
    await openHabits(phoneB);
    await phoneB.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" }).click();
    await expect(todaysLog(phoneB).getByText("Success")).toBeVisible();

    // Phone A kept its screen as it was; back in the foreground, it reads afresh.
    await expect(todaysLog(page).getByText("Success")).toHaveCount(0);
    await leaveAndComeBack(page);
    await expect(todaysLog(page).getByText("Success")).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" })).toHaveCount(0);
    await other.close();
  });

  test("a program day marked offline, the app closed, goes by itself once the app opens online", async ({
    page,
    context,
  }) => {
    await signUp(page, newMember());
    await page.goto("/transform-100-days");
    await expect(page.getByRole("heading", { name: "AVAILABLE WORKOUTS" })).toBeVisible();
    await keptOnPhone(page, "days");

    await context.setOffline(true);
    const day2 = page.getByRole("button", { name: "Day 2 complete" });
    await day2.click();
    await expect(day2).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("days-complete")).toHaveText("1");
    const row = page.getByRole("listitem").filter({ has: day2 });
    await expect(row.getByText(WAITING)).toBeVisible();
    await keptOnPhone(page, '["program","toggleDay"]');
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto("/transform-100-days");
    await expect(again.getByRole("heading", { name: "AVAILABLE WORKOUTS" })).toBeVisible();
    await expect.poll(() => markedDays(again)).toEqual([2]);
    await expect(again.getByRole("button", { name: "Day 2 complete" })).toHaveAttribute("aria-pressed", "true");
    await expect(again.getByTestId("days-complete")).toHaveText("1");
    await expect(waiting(again)).toHaveCount(0);
    // Sent, it leaves the phone's queue.
    await expect.poll(async () => (await keptTexts(again)).some((text) => text.includes("toggleDay"))).toBe(false);
  });

  test("a completion whose answer was lost, saved again, counts once", async ({ page }) => {
    await signUp(page, newMember());
    const workout = await dayOne(page);
    await openWorkout(page, workout);
    const bar = sessionBar(page);
    await bar.getByRole("button", { name: "Start", exact: true }).click();
    // The server takes the completion; its answer never reaches the phone.
    await page.route(apiCallsTo("workout.complete"), async (route) => {
      await route.fetch();
      await route.abort();
    });
    await bar.getByRole("button", { name: "Finish", exact: true }).click();
    await page
      .getByRole("dialog", { name: /^Finish with \d+ sets? not done\?$/ })
      .getByRole("button", { name: "Finish workout" })
      .click();
    await expect(bar.getByRole("button", { name: "Save workout" })).toBeVisible();
    await page.unroute(apiCallsTo("workout.complete"));
    await bar.getByRole("button", { name: "Save workout" }).click();
    await expect(page.getByRole("region", { name: "WORKOUT COMPLETE" })).toBeVisible();
    const server = await onServer(page);
    expect(server.sessions).toBe(1);
    expect(server.me.workoutsCompleted).toBe(1);
  });

  test("logging out with a write waiting is refused in words; the write stays and syncs once back online", async ({
    page,
    context,
  }) => {
    await signUp(page, newMember());
    await openHabits(page);
    // A member who has opened the app before: its code comes from the phone offline.
    await controlledByServiceWorker(page);
    await expect(habitsShown(page)).toBeVisible();
    await keptOnPhone(page, "reminders");

    await context.setOffline(true);
    await page.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" }).click();
    await expect(todaysLog(page).getByText(WAITING)).toBeVisible();
    await keptOnPhone(page, '["habit","log"]');

    const logOut = page.getByRole("banner").getByRole("button", { name: "Log out" });
    await logOut.click();
    const refused = toast(page, "Not Logged Out");
    await expect(refused).toContainText(
      "1 change is waiting to sync. Log out once you are back online and they are sent.",
    );
    await page.screenshot({ path: test.info().outputPath("not-logged-out.png") });
    // Still signed in, on the same screen, the write still kept and shown waiting.
    await expect(page).toHaveURL(/\/habits$/);
    await expect(todaysLog(page).getByText(WAITING)).toBeVisible();
    await keptOnPhone(page, '["habit","log"]');

    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    await expect.poll(async () => (await onServer(page)).logs).toBe(1);
    // Sent: now it logs out.
    await logOut.click();
    await expect(toast(page, "Successfully logged out")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a session that ends with a write waiting keeps it for the member's next sign-in, never for another's", async ({
    page,
    context,
    browser,
  }) => {
    const member = newMember();
    await signUp(page, member);
    const held = () => page.evaluate(() => window.localStorage.getItem("wolfpack:held-writes"));

    // Offline, a habit logged; meanwhile the session ends (expired): back online, the write
    // meets a 401. It is kept on the phone, not sent, not dropped.
    await openHabits(page);
    await keptOnPhone(page, "reminders");
    await context.setOffline(true);
    await page.getByRole("tabpanel").getByRole("button", { name: "Smoke-free today" }).click();
    await expect(todaysLog(page).getByText(WAITING)).toBeVisible();
    await context.clearCookies();
    await context.setOffline(false);
    await expect.poll(held).toContain("habit");
    await expect(page.getByRole("alert").filter({ hasText: "not synced" })).toHaveCount(0);

    // The same member signs in again: the write goes, once.
    await signIn(page, member);
    await expect.poll(async () => (await onServer(page)).logs).toBe(1);
    expect((await onServer(page)).me.daysWithoutSmoking).toBe(1);
    await expect.poll(held).toBeNull();

    // Another member signs in on the phone after the session ended: the write is removed,
    // and they are told; nothing is sent as them.
    const other = newMember();
    const elsewhere = await browser.newContext();
    await signUp(await elsewhere.newPage(), other);
    await elsewhere.close();
    await openHabits(page);
    await page.getByRole("tab", { name: "Drinking" }).click();
    await keptOnPhone(page, "reminders");
    await context.setOffline(true);
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /-free today$/ })
      .click();
    await expect(waiting(page).first()).toBeVisible();
    await context.clearCookies();
    await context.setOffline(false);
    await expect.poll(held).toContain("habit");
    await signIn(page, other);
    const notice = page.getByRole("alert").filter({ hasText: "member signed in before" });
    await expect(notice).toContainText(
      "1 change made on this phone by the member signed in before was not synced and has been removed.",
    );
    await page.screenshot({ path: test.info().outputPath("not-synced-removed.png") });
    await expect.poll(held).toBeNull();
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toHaveCount(0);
    expect((await onServer(page)).logs).toBe(0);
    const { context: first, page: firstPage } = await secondPhone(browser, member);
    expect((await onServer(firstPage)).logs).toBe(1);
    await first.close();
  });

  test("installs as Lighthouse checks it, on the sign-in screen and on home", async ({ browser, baseURL }) => {
    // A browser profile of its own: Chromium never offers to install from an incognito
    // window, which is what a test's usual context is.
    const profile = mkdtempSync(join(tmpdir(), "wolfpack-install-"));
    const context = await browser.browserType().launchPersistentContext(profile, { baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const installable = async (path: string) => {
        await controlledByServiceWorker(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors, path).toEqual([]);
        const manifest = await cdp.send("Page.getAppManifest");
        expect(manifest.errors, path).toEqual([]);
        await cdp.detach();
      };
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
      await installable("/login");

      await signUp(page, newMember());
      await page.goto("/");
      await expect(homeShown(page)).toBeVisible();
      await installable("/");
      await expect(homeShown(page)).toBeVisible();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
