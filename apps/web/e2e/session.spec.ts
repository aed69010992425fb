import { expect, type Page, test } from "@playwright/test";
import {
  AT_ONCE,
  apiCallsTo,
  COACH,
  DEMO,
  endSessionOnServer,
  holdableReads,
  leaveAndComeBack,
  newMember,
  register,
  signIn,
  signOut,
  toast,
} from "./helpers.ts";

const signInButton = (page: Page) => page.getByRole("button", { name: "Sign In", exact: true });

test.describe("the sign-in form", () => {
  test("offers the demo account on the seeded server, and nobody's once a member signed out here", async ({ page }) => {
    await page.goto("/login");
    const email = page.getByLabel("Email", { exact: true });
    const password = page.getByLabel("Password", { exact: true });
    await expect(email).toHaveValue(DEMO.email);
    await expect(password).toHaveValue(DEMO.password);

    await signInButton(page).click();
    await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
    await signOut(page);
    await expect(email).toHaveValue("");
    await expect(password).toHaveValue("");

    await page.reload();
    await expect(signInButton(page)).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(password).toHaveValue("");
  });
});

test.describe("every tab follows the member", () => {
  test("signing out in one tab shows the other tab the sign-in screen at once", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await signIn(first, DEMO);
    await second.goto("/workouts");
    await expect(second.getByRole("heading", { name: "Training Arsenal" })).toBeVisible();

    await signOut(first);
    await expect(signInButton(second)).toBeVisible(AT_ONCE);
    await expect(second).toHaveURL(/\/login/);
    await expect(second.getByRole("banner")).toHaveCount(0);
  });

  test("signing in as someone else in one tab shows the other tab that member, not the previous one", async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const member = newMember();
    await register(first, member);
    await second.goto("/");
    await expect(second.getByRole("banner").getByRole("img", { name: member.username })).toBeVisible();

    await signOut(first);
    await expect(signInButton(second)).toBeVisible(AT_ONCE);
    await signIn(first, COACH);
    await expect(second.getByRole("banner").getByRole("img", { name: "CoachWolf" })).toBeVisible(AT_ONCE);
    await expect(second.getByText("PREMIUM WOLF")).toBeVisible();
    await expect(second.getByText(member.username)).toHaveCount(0);
  });

  test("a tab whose cookie is gone goes to sign-in as soon as it comes back into view", async ({ page, context }) => {
    await signIn(page, DEMO);
    await page.goto("/workouts");
    await expect(page.getByRole("heading", { name: "Training Arsenal" })).toBeVisible();

    await context.clearCookies();
    await leaveAndComeBack(page);
    await expect(signInButton(page)).toBeVisible(AT_ONCE);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fworkouts$/);
  });

  test("a session ended on the server sends the tab to sign-in when it comes back, or at its next call", async ({
    page,
    context,
    request,
  }) => {
    await signIn(page, DEMO);
    await page.goto("/workouts");
    await expect(page.getByRole("heading", { name: "Training Arsenal" })).toBeVisible();
    await endSessionOnServer(context, request);
    await leaveAndComeBack(page);
    await expect(signInButton(page)).toBeVisible(AT_ONCE);

    // Without coming back: the first call the server refuses (here a write) is enough.
    // The screen's own late reads (the reminder watcher's, a preload of the link the
    // pointer rests on) wait until the write has been refused: any of them would send the
    // tab to sign-in first, taking the button away from under the click.
    const reads = await holdableReads(page);
    await register(page, newMember());
    await endSessionOnServer(context, request, reads);
    const write = page.waitForResponse(apiCallsTo("membership.select"));
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).click();
    expect((await write).status()).toBe(401);
    reads.release();
    await expect(signInButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmembership-selection$/);
  });
});
