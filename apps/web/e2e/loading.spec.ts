import { expect, test } from "@playwright/test";
import { COACH, signIn } from "./helpers.ts";

/** Every screen with the title its tab shows, in the product's words. */
const MEMBER_SCREENS: Array<[path: string, title: string, heading: string | RegExp]> = [
  ["/", "Home · WOLFPACK", "UNLEASH THE WOLF"],
  ["/membership-selection", "Choose Your Pack · WOLFPACK", "Choose Your Pack"],
  ["/workouts", "Workouts · WOLFPACK", "Training Arsenal"],
  ["/workout/1", "Workout · WOLFPACK", "Workout"],
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

  test("every member screen names itself, opened directly and reached in the app", async ({ page }) => {
    await signIn(page, COACH);
    await expect(page).toHaveTitle("Home · WOLFPACK");
    for (const [path, title, heading] of MEMBER_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true }), path).toBeVisible();
      await expect(page, path).toHaveTitle(title);
    }
    // In-app navigation (no page load) changes it too.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Progress" }).click();
    await expect(page).toHaveTitle("Progress · WOLFPACK");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveTitle("Home · WOLFPACK");
  });
});
