import { expect, type Page, test } from "@playwright/test";
import {
  controlledByServiceWorker,
  DEMO,
  keptOnPhone,
  keptTexts,
  MIN_CONTRAST,
  newMember,
  scrollsSideways,
  signInQuickly,
  signUp,
  textLook,
} from "./helpers.ts";

/**
 * The app in a basement gym (docs/offline.md): once opened signed in, it opens with no
 * signal on every screen the member visited, with what the phone knows and a banner that
 * says so; back online the banner goes.
 */

// The service worker is what opens the app offline: on here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Offline: showing what this phone knows" });

const homeShown = (page: Page) => page.getByRole("heading", { name: "TODAY'S HUNT" });
const habitsShown = (page: Page) => page.getByRole("heading", { name: "Habit Tracking" });

interface Screen {
  path: string;
  /** What shows once the screen has its data. */
  shown: (page: Page) => ReturnType<Page["getByRole"]>;
}

async function firstWorkout(page: Page): Promise<{ id: number; title: string }> {
  const response = await page.request.get("/api/workouts");
  expect(response.ok()).toBe(true);
  const [workout] = (await response.json()) as { id: number; title: string }[];
  if (!workout) throw new Error("the program has no workout");
  return workout;
}

test.describe("offline", () => {
  test("opens every visited screen with no signal, with its data and a banner that goes on reconnect", async ({
    page,
    context,
  }) => {
    // The worker itself, not the page in its place, and fetched afresh on every open.
    const worker = await page.request.get("/sw.js");
    expect(worker.headers()["content-type"]).toContain("javascript");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(await worker.text()).not.toContain("<!doctype");

    // A member of their own: the habit log tried offline below must never reach anyone else's.
    await signUp(page, newMember());
    const workout = await firstWorkout(page);
    await page.goto("/");
    const screens: (Screen & { kept: string })[] = [
      { path: "/", kept: "gear", shown: homeShown },
      { path: "/workouts", kept: "days", shown: (p) => p.getByRole("heading", { name: "ALL WORKOUTS" }) },
      {
        path: `/workout/${workout.id}`,
        kept: "byId",
        shown: (p) => p.getByRole("heading", { level: 1, name: workout.title }),
      },
      { path: "/habits", kept: "reminders", shown: habitsShown },
    ];

    await expect(homeShown(page)).toBeVisible();
    await controlledByServiceWorker(page);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.shown(page)).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await keptOnPhone(page, screen.kept);
    }
    await page.goto("/");
    await expect(homeShown(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("home-online.png") });

    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.shown(page)).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      const name = screen.path === "/" ? "home" : screen.path.split("/")[1];
      await page.screenshot({ path: test.info().outputPath(`${name}-offline.png`), fullPage: true });
    }

    // The banner is easy to read, sits above the screen and covers none of it, on any phone.
    expect((await textLook(banner(page))).ratio).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const width of [320, 430]) {
      await page.setViewportSize({ width, height: 800 });
      const bannerBox = await banner(page).boundingBox();
      const headerBox = await page.locator("header").first().boundingBox();
      expect(bannerBox && headerBox && bannerBox.y + bannerBox.height <= headerBox.y + 1).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: test.info().outputPath(`habits-offline-${width}.png`) });
    }

    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
    await expect(habitsShown(page)).toBeVisible();
  });

  test("the signal going while the offline pieces load leaves the screen whole, and they come once back", async ({
    page,
    context,
  }) => {
    // The notice of refused writes loads after the first screen; the signal goes while it is
    // on its way, before the phone has said so.
    let cut = true;
    await page.route("**/assets/SyncRefusals-*.js", async (route) => {
      if (!cut) return route.continue();
      await context.setOffline(true);
      return route.abort("internetdisconnected");
    });
    const refusalsFetched = page.waitForRequest(/\/assets\/SyncRefusals-/);
    await signUp(page, newMember());
    await page.goto("/settings?tab=membership");
    await expect(page.getByRole("heading", { name: "FREE PACK" })).toBeVisible();
    await refusalsFetched;
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "FREE PACK" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();

    cut = false;
    const fetchedAgain = page.waitForResponse(/\/assets\/SyncRefusals-/);
    await context.setOffline(false);
    expect((await fetchedAgain).ok()).toBe(true);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "FREE PACK" })).toBeVisible();
  });

  test("signing out leaves nothing of the member on the phone", async ({ page, context }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(homeShown(page)).toBeVisible();
    await keptOnPhone(page, "gear");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(async () => (await keptTexts(page)).length).toBe(0);

    // Offline, with nothing kept, the app still opens and says it cannot reach the servers.
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("We could not reach the WOLFPACK servers.")).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });
});
