import { expect, type Page, test } from "@playwright/test";
import {
  appReady,
  bottomNav,
  COACH,
  DEMO,
  holdApiCalls,
  openInApp,
  recordApiRequests,
  screenRequests,
  signIn,
  signInQuickly,
} from "./helpers.ts";

/** Starts noting whether anything showed as loading (a skeleton or a spinner: role status). */
async function watchForLoading(page: Page) {
  await page.evaluate(() => {
    const seen = { loading: false };
    Object.assign(window, { __wolfpackSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector("[role='status']")) seen.loading = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

const loadingWasSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wolfpackSeen: { loading: boolean } }).__wolfpackSeen.loading);

/** auth.me, alone or batched with other reads. */
const AUTH_ME = /\/api\/trpc\/[^?]*\bauth\.me\b/;

/** What a proxy in front of the API answers when the API is down: not the API's JSON. */
const BAD_GATEWAY = { status: 500, contentType: "text/html", body: "<html><body>Internal Server Error</body></html>" };

/** Every screen with the title its tab shows, in the product's words. */
const MEMBER_SCREENS: Array<[path: string, title: string, heading: string | RegExp]> = [
  ["/", "Home · WOLFPACK", "UNLEASH THE WOLF"],
  ["/membership-selection", "Choose Your Pack · WOLFPACK", "Choose Your Pack"],
  ["/workouts", "Workouts · WOLFPACK", "Training Arsenal"],
  ["/workout/1", "Workout · WOLFPACK", /: Foundation$/],
  ["/transform-100-days", "Transform in 100 Days · WOLFPACK", "TRANSFORM IN 100 DAYS"],
  ["/gear", "Pack Gear · WOLFPACK", "PACK GEAR"],
  ["/ebooks", "E-Books · WOLFPACK", "KNOWLEDGE BASE"],
  ["/progress", "Progress · WOLFPACK", "Progress"],
  ["/profile", "Profile · WOLFPACK", "Profile"],
  ["/settings", "Settings · WOLFPACK", "Account Settings"],
  ["/premium-coaching", "Premium Coaching · WOLFPACK", "Premium Coaching"],
  ["/about", "About the Coach · WOLFPACK", "About the Coach"],
  ["/achievements", "Achievements · WOLFPACK", "Achievement System"],
  ["/habits", "Habits · WOLFPACK", "Habit Tracking"],
  ["/community", "The Pack · WOLFPACK", "THE PACK"],
  ["/leaderboards", "Leaderboards · WOLFPACK", "Leaderboards"],
  ["/admin", "Admin Dashboard · WOLFPACK", "Admin Dashboard"],
  ["/no-such-screen", "Page Not Found · WOLFPACK", "404 Page Not Found"],
];

test.describe("tab titles", () => {
  test("the sign-in and sign-up screens name themselves", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Sign In · WOLFPACK");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("button", { name: "Create Account", exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Create Account · WOLFPACK");
    await page.goto("/register");
    await expect(page).toHaveTitle("Create Account · WOLFPACK");
  });

  test("every member screen names itself and shows its real screen, opened directly and reached in the app", async ({
    page,
  }) => {
    // Eighteen screens, each loaded afresh.
    test.setTimeout(120_000);
    await signIn(page, COACH);
    await expect(page).toHaveTitle("Home · WOLFPACK");
    for (const [path, title, heading] of MEMBER_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true }), path).toBeVisible();
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByText(/arrives? here soon/), path).toHaveCount(0);
    }
    // In-app navigation (no page load) changes it too.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Progress" }).click();
    await expect(page).toHaveTitle("Progress · WOLFPACK");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveTitle("Home · WOLFPACK");
  });
});

test.describe("the first load of a screen", () => {
  test("the sign-in screen comes drawn in the page with the demo account: it asks the API nothing", async ({
    page,
  }) => {
    const requests = recordApiRequests(page, "/login");
    await page.goto("/login");
    await appReady(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO.email);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
  });

  test("a member screen comes drawn with its data; reached in the app, it sends its reads in one request", async ({
    page,
  }) => {
    await signIn(page, DEMO);
    for (const [path, heading, reads] of [
      ["/", "UNLEASH THE WOLF", ["ebook.list", "gear.list", "program.days", "workout.list"]],
      // The member's plan as of the last 10 s: the one /about's page came with.
      ["/membership-selection", "Choose Your Pack", []],
      ["/workouts", "Training Arsenal", ["program.days", "workout.list"]],
    ] as const) {
      const opened = recordApiRequests(page, path);
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await appReady(page);
      await page.waitForLoadState("networkidle");
      expect(screenRequests(opened), path).toEqual([]);
      page.removeAllListeners("request");

      // On a fresh page, from the screen that reads nothing: auth.me is known from its page.
      const reached = recordApiRequests(page, path);
      await openInApp(page, path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const own = screenRequests(reached);
      expect(
        own.map((request) => request.split(",").sort()),
        path,
      ).toEqual(reads.length > 0 ? [reads] : []);
      page.removeAllListeners("request");
    }
  });
});

test.describe("coming back to a screen", () => {
  test("whose data is cached shows it at once: no request, no skeleton, no spinner", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/membership-selection");
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    // The screen's code first, as a finger on the link fetches it: on a busy machine its
    // arrival alone can take the 300 ms after which the app shows it is loading.
    const workoutLink = bottomNav(page).getByRole("link", { name: "Workout" });
    await workoutLink.hover();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((entry) => /\/assets\/workouts-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);

    await watchForLoading(page);
    const requests = recordApiRequests(page);
    await workoutLink.click();
    await expect(page.getByRole("heading", { name: "Training Arsenal" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    // The plan asked for a moment ago is fresh enough for Choose Your Pack.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(screenRequests(requests)).toEqual([]);
    expect(await loadingWasSeen(page)).toBe(false);
  });
});

/**
 * The member opens Choose Your Pack, goes home, and half a minute passes: the plan it
 * showed is then too old, so going back makes it ask the server again.
 */
async function leaveChooseYourPackUntilItsPlanIsOld(page: Page) {
  await page.clock.install();
  await signInQuickly(page, DEMO);
  await page.goto("/membership-selection");
  await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
  await bottomNav(page).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
  await page.clock.fastForward("00:30");
}

test.describe("a screen waiting for its data", () => {
  test("shows its skeleton while the data is on the way, then the screen", async ({ page }) => {
    await leaveChooseYourPackUntilItsPlanIsOld(page);

    const held = await holdApiCalls(page, "auth.me");
    await page.goBack();
    const skeleton = page.getByRole("status", { name: "Loading your plans" });
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toHaveCount(0);
    // Inside the member's frame.
    await expect(bottomNav(page)).toBeVisible();
    held.release();
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "FREE PACK" })).toBeChecked();
  });
});

test.describe("a screen whose data fails to load", () => {
  test("shows the retry card in the member's frame, and trying again shows the screen", async ({ page }) => {
    await leaveChooseYourPackUntilItsPlanIsOld(page);

    await page.route(AUTH_ME, (route) => route.fulfill(BAD_GATEWAY));
    await page.goBack();
    const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("We could not reach the WOLFPACK servers. Check your connection and try again.");
    // Readable words only: nothing of the error's own text, no stack.
    await expect(card).not.toContainText(/Unexpected token|JSON|TRPCClientError|at \w+ \(/);
    await expect(bottomNav(page)).toBeVisible();
    await expect(page).toHaveTitle("Choose Your Pack · WOLFPACK");

    await page.unroute(AUTH_ME);
    await card.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("the server's own words show on the card when it wrote some", async ({ page }) => {
    await page.clock.install();
    await signInQuickly(page, DEMO);
    await page.goto("/membership-selection");
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await page.clock.fastForward("00:30");
    // The API's own reply to a fault (superjson, as the server writes it).
    const message = "Something went wrong on our side. Please try again.";
    await page.route(AUTH_ME, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify([
          { error: { json: { message, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } } },
        ]),
      }),
    );
    await page.goBack();
    const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
    await expect(card).toContainText(message);
  });

  test("the sign-in form does without the demo account when it cannot be had: it starts empty", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("button", { name: "Create Account", exact: true })).toBeVisible();
    await page.route(/\/api\/trpc\/[^?]*\bauth\.demoAccount\b/, (route) => route.fulfill(BAD_GATEWAY));
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByRole("alert").filter({ hasText: "This screen did not load" })).toHaveCount(0);
  });

  test("when the app cannot start, the same card fills the screen, and trying again starts it", async ({ page }) => {
    await page.route(AUTH_ME, (route) => route.fulfill(BAD_GATEWAY));
    // A page the server does not draw (a visitor on a member screen), so the phone asks who is signed in.
    await page.goto("/");
    const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("We could not reach the WOLFPACK servers.");
    await page.unroute(AUTH_ME);
    await card.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO.email);
  });
});
