import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  COACH,
  clippedText,
  DEMO,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  scrollsSideways,
  signInQuickly,
  signUpToPlans,
  toast,
} from "./helpers.ts";

interface ServerMember {
  username: string;
  email: string;
  createdAt: string;
  timezone: string;
  workoutsCompleted: number;
  currentStreak: number;
  totalMinutes: number;
  isAdmin: boolean;
}

/** The signed-in member as the server has them now. */
async function serverMember(page: Page): Promise<ServerMember> {
  const response = await page.request.get("/api/auth/me");
  expect(response.ok()).toBe(true);
  return response.json();
}

/** What Share Progress says for these numbers (the wording is unit-tested in share.test.ts). */
function expectedShareText(member: ServerMember) {
  const n = (value: number) => value.toLocaleString("en-US");
  const plural = (value: number, word: string) => `${n(value)} ${word}${value === 1 ? "" : "s"}`;
  const streak = member.currentStreak > 0 ? ` and I'm on a ${n(member.currentStreak)}-day streak` : "";
  return `I've finished ${plural(member.workoutsCompleted, "workout")} (${plural(member.totalMinutes, "minute")}) with WOLFPACK${streak}. Join the pack!`;
}

const menu = (page: Page) => page.getByRole("list", { name: "Your account" });

async function openProfile(page: Page) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
}

test.describe("profile", () => {
  test("shows the member's picture, name, e-mail, the year they joined and their numbers as the server has them", async ({
    page,
  }) => {
    await signInQuickly(page, DEMO);
    await openProfile(page);
    await expect(page).toHaveTitle("Profile · WOLFPACK");
    const me = await serverMember(page);
    const joined = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: me.timezone }).format(
      new Date(me.createdAt),
    );

    const card = page.getByRole("region", { name: me.username });
    await expect(card.getByRole("img", { name: me.username })).toBeVisible();
    await expect(card.getByRole("heading", { name: me.username })).toBeVisible();
    await expect(card.getByText(me.email, { exact: true })).toBeVisible();
    await expect(card.getByText(`Member since ${joined}`, { exact: true })).toBeVisible();
    await expect(card.getByText("Alpha Pack", { exact: true })).toBeVisible();
    for (const [label, value] of [
      ["Workouts", me.workoutsCompleted],
      ["Day Streak", me.currentStreak],
      ["Minutes", me.totalMinutes],
    ] as const) {
      await expect(page.getByRole("group", { name: label, exact: true })).toContainText(value.toLocaleString("en-US"));
    }

    // A free member: no admin link, the way to premium coaching and to the upgrade.
    await expect(page.getByRole("link", { name: /Admin Dashboard/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Premium Coaching/ })).toBeVisible();
    const upgrade = page.getByRole("region", { name: "Upgrade to Pack Leader" });
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole("link", { name: "See PREMIUM WOLF" }).click();
    await expect(page).toHaveURL(/\/membership-selection$/);
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();

    await openProfile(page);
    await expect(page.getByText("WOLFPACK v1.0.0", { exact: true })).toBeVisible();
    await expect(page.getByText(/coaching, not medical advice/)).toBeVisible();
  });

  test("the coach, an admin, has the admin dashboard link and sees their membership instead of the upgrade", async ({
    page,
  }) => {
    await signInQuickly(page, COACH);
    await openProfile(page);
    expect((await serverMember(page)).isAdmin).toBe(true);
    await expect(page.getByRole("region", { name: "Upgrade to Pack Leader" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Your membership" })).toContainText("PREMIUM WOLF");
    const admin = page.getByRole("link", { name: /Admin Dashboard/ });
    await expect(admin).toContainText("Manage members & view analytics");
    await admin.click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("each menu item leads to its screen, and Workout History lists the member's sessions", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await openProfile(page);
    for (const [name, path] of [
      ["Premium Coaching", "/premium-coaching"],
      ["Settings & Preferences", "/settings"],
      ["Achievements & Badges", "/achievements"],
      ["Gear & Purchases", "/gear"],
      ["E-Book Library", "/ebooks"],
      ["About Coach", "/about"],
    ] as const) {
      await page.getByRole("link", { name: new RegExp(`^${name}`) }).click();
      await expect(page, name).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    }

    const me = await serverMember(page);
    const sessions = (await (await page.request.get("/api/user-workouts?limit=100")).json()) as {
      workoutTitle: string;
    }[];
    expect(sessions).toHaveLength(me.workoutsCompleted);
    await menu(page)
      .getByRole("button", { name: /^Workout History/ })
      .click();
    await expect(page).toHaveURL(/\/profile\?view=history$/);
    const dialog = page.getByRole("dialog", { name: "Workout History" });
    const rows = dialog.getByRole("list", { name: "Workout history" }).getByRole("listitem");
    await expect(rows).toHaveCount(sessions.length);
    await expect(rows.first()).toContainText(sessions[0]?.workoutTitle ?? "");
    await expect(dialog.getByText("That's every session. Keep hunting.")).toBeVisible();
    // The phone's back button closes it.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("Share Progress hands the member's real numbers to the share sheet when the browser has one", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await signInQuickly(page, DEMO);
    await openProfile(page);
    const me = await serverMember(page);
    await menu(page)
      .getByRole("button", { name: /^Share Progress/ })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: "My WOLFPACK progress",
          text: expectedShareText(me),
          url: new URL("/register", page.url()).href,
        },
      ]);
    await expect(toast(page, "Copied to your clipboard")).toHaveCount(0);
  });

  test("Share Progress copies the text when there is no share sheet, and shows it to copy when the clipboard is refused", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.assign(window, { copied, refuseClipboard: false });
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({
          writeText: async (text: string) => {
            if ((window as unknown as { refuseClipboard: boolean }).refuseClipboard) {
              throw new DOMException("Write permission denied.", "NotAllowedError");
            }
            copied.push(text);
          },
        }),
      });
    });
    await signInQuickly(page, DEMO);
    await openProfile(page);
    const me = await serverMember(page);
    const pasted = `${expectedShareText(me)} ${new URL("/register", page.url()).href}`;

    await menu(page)
      .getByRole("button", { name: /^Share Progress/ })
      .click();
    await expect(toast(page, "Copied to your clipboard")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([pasted]);

    await page.evaluate(() => Object.assign(window, { refuseClipboard: true }));
    await menu(page)
      .getByRole("button", { name: /^Share Progress/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Copy your progress" });
    await expect(dialog.getByRole("textbox", { name: "Your progress, to copy" })).toHaveValue(pasted);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });

  test("'Export my data' downloads the member's sets and habit logs as CSV files", async ({ page }) => {
    await signUpToPlans(page);
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();

    const workouts = (await (await page.request.get("/api/workouts")).json()) as { id: number; day: number | null }[];
    const day1 = workouts.find((workout) => workout.day === 1);
    if (!day1) throw new Error("no day 1 in the catalogue");
    // Sets are logged only for the workout's own exercises, named as it names them.
    const { exercises } = (await (await page.request.get(`/api/workouts/${day1.id}`)).json()) as {
      exercises: string[];
    };
    const [first = "", second = ""] = exercises;
    const sets = [
      { exerciseName: first, setNumber: 1, reps: 15 },
      { exerciseName: first, setNumber: 2, reps: 12 },
      { exerciseName: second, setNumber: 1, reps: 10, weight: 16 },
    ];
    const done = await page.request.post(`/api/workouts/${day1.id}/complete`, {
      data: { duration: 28, exercisesCompleted: 2, sets },
    });
    expect(done.status()).toBe(201);
    const logged = await page.request.post("/api/users/me/habits", {
      data: { habitType: "reading", completed: true, notes: "Ten pages, then sleep" },
    });
    expect(logged.status()).toBe(201);
    const stored = (await (await page.request.get(`/api/workouts/${day1.id}`)).json()) as {
      title: string;
      lastSession: { sets: unknown[] };
    };

    await openProfile(page);
    const exportCard = page.getByRole("region", { name: "Export my data" });
    const [sessionsFile] = await Promise.all([
      page.waitForEvent("download"),
      exportCard.getByRole("button", { name: "Sessions CSV" }).click(),
    ]);
    expect(sessionsFile.suggestedFilename()).toMatch(/^wolfpack-sessions-\d{4}-\d{2}-\d{2}\.csv$/);
    const sessionsCsv = await readFile(await sessionsFile.path(), "utf8");
    const [header, ...rows] = sessionsCsv.split("\r\n").slice(0, -1);
    expect(header).toBe("Date,Workout,Program day,Duration (min),Exercise,Set,Reps,Weight,Unit");
    expect(rows).toHaveLength(stored.lastSession.sets.length);
    expect(rows.map((row) => row.split(",").slice(1))).toEqual([
      [stored.title, "1", "28", first, "1", "15", "", ""],
      [stored.title, "1", "28", first, "2", "12", "", ""],
      [stored.title, "1", "28", second, "1", "10", "16", "kg"],
    ]);
    await expect(toast(page, "Your sessions are saved")).toBeVisible();

    const [habitsFile] = await Promise.all([
      page.waitForEvent("download"),
      exportCard.getByRole("button", { name: "Habit logs CSV" }).click(),
    ]);
    expect(habitsFile.suggestedFilename()).toMatch(/^wolfpack-habit-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const habitsCsv = await readFile(await habitsFile.path(), "utf8");
    expect(habitsCsv).toMatch(
      /^Date,Habit,Outcome,Notes\r\n\d{4}-\d{2}-\d{2},Daily Reading,Success,"Ten pages, then sleep"\r\n$/,
    );
  });

  test("says so when an export cannot be made, and the button works again", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await openProfile(page);
    const exportCall = /\/api\/trpc\/[^?]*\bexport\.habitLogs\b/;
    await page.route(exportCall, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<html></html>" }),
    );
    const button = page.getByRole("region", { name: "Export my data" }).getByRole("button", { name: "Habit logs CSV" });
    await button.click();
    await expect(toast(page, "Export Failed")).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test("shows its skeleton while the member's numbers are on the way, and the retry card when they cannot be had", async ({
    page,
  }) => {
    await page.clock.install();
    await signInQuickly(page, DEMO);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();

    // The profile asks again for numbers older than ten seconds.
    await page.clock.fastForward(11_000);
    const held = await holdApiCalls(page, "auth.me");
    await page.getByRole("banner").getByRole("link", { name: "Your profile" }).click();
    await expect(page.getByRole("status", { name: "Loading your profile" })).toBeVisible();
    held.release();
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Progress" }).click();
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    await page.clock.fastForward(11_000);
    const me = /\/api\/trpc\/[^?]*\bauth\.me\b/;
    await page.route(me, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<html></html>" }));
    await page.getByRole("banner").getByRole("link", { name: "Your profile" }).click();
    const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
    await expect(card).toBeVisible();
    await page.unroute(me);
    await card.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  });

  test("reads well on a 360 px phone, for a member and for the coach", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const account of [DEMO, COACH]) {
      await page.context().clearCookies();
      await signInQuickly(page, account);
      await openProfile(page);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await clippedText(page)).toEqual([]);
      expect(await hardToReadText(page)).toEqual([]);
      for (const row of await menu(page).getByRole("listitem").all()) {
        await row.scrollIntoViewIfNeeded();
        await expectTapTarget(row.locator("a, button"), (await row.textContent()) ?? "menu row");
      }
      for (const name of ["Sessions CSV", "Habit logs CSV"]) {
        const button = page.getByRole("button", { name });
        await button.scrollIntoViewIfNeeded();
        await expectTapTarget(button, name);
      }
      await menu(page)
        .getByRole("button", { name: /^Workout History/ })
        .click();
      await expect(page.getByRole("dialog", { name: "Workout History" }).getByRole("listitem").first()).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await clippedText(page)).toEqual([]);
    }
  });
});
