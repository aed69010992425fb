import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  bottomNav,
  clippedText,
  DEMO,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  isEllipsised,
  MIN_CONTRAST,
  MIN_FONT_SIZE,
  newLongNamedMember,
  newMember,
  overlappingParts,
  register,
  scrollsSideways,
  shortenedText,
  signIn,
  signInQuickly,
  signOut,
  signUp,
  signUpToPlans,
  spellLook,
  textLook,
  toast,
  visibleTextLooks,
} from "./helpers.ts";

const PHONE_WIDTHS = [360, 390, 430];

/** The pending button: its words, disabled, a spinner beside the words, and readable. */
async function expectPending(page: Page, words: string) {
  const pending = page.getByRole("button", { name: words, exact: true });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect(pending).toHaveAttribute("aria-busy", "true");
  await expect(pending.locator(".mantine-Loader-root")).toBeVisible();
  const look = await textLook(pending.locator(".mantine-Button-label"));
  expect(look.text).toBe(words);
  expect(look.ratio, spellLook(look)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  expect(await hardToReadText(page)).toEqual([]);
}

const fontSize = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

test.describe("pending buttons", () => {
  test("'Signing In...' reads at 4.5:1 or more, with a spinner, and is disabled", async ({ page }) => {
    await page.goto("/login");
    const login = await holdApiCalls(page, "auth.login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectPending(page, "Signing In...");
    login.release();
    await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
  });

  test("'Creating Account...' and 'Processing...' read at 4.5:1 or more, with a spinner, and are disabled", async ({
    page,
  }) => {
    const member = newMember();
    await page.goto("/register");
    await page.getByLabel("Username", { exact: true }).fill(member.username);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    const registering = await holdApiCalls(page, "auth.register");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expectPending(page, "Creating Account...");
    registering.release();

    await expect(page).toHaveURL(/\/membership-selection$/);
    const selecting = await holdApiCalls(page, "membership.select");
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).click();
    // The plan cards are locked meanwhile; what they say stays readable.
    await expectPending(page, "Processing...");
    selecting.release();
    await expect(toast(page, "Membership Selected")).toBeVisible();
  });
});

test.describe("readable text", () => {
  test("every word on the sign-in, sign-up and plan screens reads at 4.5:1 or more, at 12 px or more", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    expect(await hardToReadText(page), "/login").toEqual([]);

    await page.goto("/register");
    await expect(page.getByRole("button", { name: "Create Account", exact: true })).toBeVisible();
    // The avatar choices' words count too.
    await expect(page.getByRole("radio", { name: "Red wolf" })).toBeAttached();
    expect(await hardToReadText(page), "/register").toEqual([]);

    await register(page, newMember());
    const notIncluded = page.getByText("Full 100-day program").first();
    await expect(notIncluded).toBeVisible();
    // What the free pack lacks stays visibly lacking: struck through, and readable.
    const lacking = page.getByRole("listitem").filter({ hasText: "Not included: One-on-one coaching" });
    const struck = lacking.locator("span").filter({ hasText: "One-on-one coaching" }).last();
    expect(await struck.evaluate((element) => getComputedStyle(element).textDecorationLine)).toContain("line-through");
    const look = await textLook(struck);
    expect(look.ratio, spellLook(look)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(await hardToReadText(page), "/membership-selection, free").toEqual([]);

    await page.getByText("Video form corrections").click();
    await expect(page.getByRole("radio", { name: "PREMIUM WOLF" })).toBeChecked();
    expect(await hardToReadText(page), "/membership-selection, premium").toEqual([]);
  });

  test("every word on the member's screens reads at 4.5:1 or more, at 12 px or more", async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    // A toast stays while the pointer rests on it: on a busy machine the scan outlasts its time.
    const welcome = toast(page, /Welcome back/);
    await welcome.hover();
    expect(await hardToReadText(page), "/ with the welcome toast").toEqual([]);

    // The toast hangs over the panel: out of the way first.
    await expectTapTarget(welcome.getByRole("button", { name: "Dismiss" }), "the toast's close button");
    await welcome.getByRole("button", { name: "Dismiss" }).click();
    await expect(welcome).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Notifications" }).click();
    await expect(page.getByText("No notifications yet")).toBeVisible();
    const looks = await visibleTextLooks(page);
    expect(looks.map((look) => look.text)).toContain("No notifications yet");
    expect(await hardToReadText(page), "/ with the notifications open").toEqual([]);

    for (const path of ["/progress", "/no-such-screen"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await hardToReadText(page), path).toEqual([]);
    }
  });
});

test.describe("long names", () => {
  test("a 30-character name is shortened with an ellipsis, and nothing overflows from 360 to 430 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const member = newLongNamedMember();
    expect(member.username).toHaveLength(30);
    await signUpToPlans(page, member);
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    const welcome = page.getByText(`Welcome, ${member.username}`, { exact: true });
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      await expect(welcome).toBeVisible();
      expect(await isEllipsised(welcome), `the hero's name is ellipsised at ${width} px`).toBe(true);
      expect(await scrollsSideways(page), `no sideways scroll at ${width} px`).toBe(false);
      expect(await clippedText(page), `nothing cut off at ${width} px`).toEqual([]);
    }

    await page.setViewportSize({ width: 360, height: 780 });
    await signOut(page);
    const bye = toast(page, `See you later, ${member.username}!`);
    await expect(bye).toBeVisible();
    expect(await isEllipsised(bye.getByText(member.username, { exact: true }))).toBe(true);
    expect(await clippedText(page), "the goodbye toast").toEqual([]);

    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const hello = toast(page, `Welcome back, ${member.username}!`);
    await expect(hello).toBeVisible();
    expect(await isEllipsised(hello.getByText(member.username, { exact: true }))).toBe(true);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page), "home with the welcome toast").toEqual([]);
  });
});

test.describe("the member's frame on a phone", () => {
  test("header and navigation targets are 44 px or more, and their words 12 px or more", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, DEMO);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expectTapTarget(header.getByRole("button", { name: "Notifications" }), "Notifications");
    await expectTapTarget(header.getByRole("button", { name: "Log out" }), "Log out");
    await expectTapTarget(header.getByRole("link", { name: "Your profile" }), "Your profile");
    await expectTapTarget(header.getByRole("link", { name: /WOLFPACK/ }), "the WOLFPACK link home");
    for (const name of ["Home", "Progress", "Workout", "Pack", "Settings"]) {
      const link = bottomNav(page).getByRole("link", { name });
      await expectTapTarget(link, name);
      expect(await fontSize(link), `${name}'s label`).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    }
    expect(await fontSize(header.getByText("Alpha Training", { exact: true }))).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    await expectTapTarget(page.getByRole("link", { name: "START TRAINING" }), "START TRAINING");

    // Balanced on the narrowest phone: the name and the buttons side by side, nothing cut off.
    const brand = await header.getByRole("link", { name: /WOLFPACK/ }).boundingBox();
    const bell = await header.getByRole("button", { name: "Notifications" }).boundingBox();
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeLessThanOrEqual(bell?.x ?? 0);
    expect(await clippedText(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test("the header's name and its buttons stand side by side, none over another or cut, from 320 to 430 px", async ({
    page,
  }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/");
    const header = page.getByRole("banner");
    const brand = header.getByRole("link", { name: /WOLFPACK/ });
    const bell = header.getByRole("button", { name: "Notifications" });
    for (const width of [320, ...PHONE_WIDTHS]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(brand.getByText("Alpha Training", { exact: true })).toBeVisible();
      expect(await overlappingParts(header), `nothing drawn over anything at ${width} px`).toEqual([]);
      expect(await shortenedText(header), `every word of the header shows at ${width} px`).toEqual([]);
      // The name's words, not only the link's box, end before the bell begins.
      const wordsEnd = await brand.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return Math.max(...[...range.getClientRects()].map((box) => box.right));
      });
      const bellBox = await bell.boundingBox();
      expect(wordsEnd, `the name ends before the bell at ${width} px`).toBeLessThanOrEqual(bellBox?.x ?? 0);
      for (const target of [brand, bell, header.getByRole("button", { name: "Log out" })])
        await expectTapTarget(target, `${await target.textContent()} at ${width} px`);
      await expectTapTarget(header.getByRole("link", { name: "Your profile" }), `Your profile at ${width} px`);
      expect(await scrollsSideways(page), `${width} px`).toBe(false);
    }
  });

  test("the sign-in form's toggle and links, and the plan radios, are 44 px or more", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/login");
    await expectTapTarget(page.getByRole("button", { name: "Show password" }), "the password toggle");
    await expectTapTarget(page.getByRole("link", { name: "Create an account" }), "Create an account");
    await expectTapTarget(page.getByRole("button", { name: "Sign In", exact: true }), "Sign In");
    await expectTapTarget(page.getByLabel("Email", { exact: true }), "the email field");

    await register(page, newMember());
    for (const name of ["FREE PACK", "PREMIUM WOLF"]) {
      // A radio's target is the control with its label, which selects it too.
      const label = page.locator("label").filter({ has: page.getByText(name, { exact: true }) });
      await expectTapTarget(label, `the ${name} radio's label`);
      await label.click();
      await expect(page.getByRole("radio", { name })).toBeChecked();
    }
  });

  test("the notifications popover opens, shows 'No notifications yet', and closes again", async ({ page }) => {
    // A new member: the demo's bell may hold what other tests did to them.
    await signUp(page, newMember());
    await page.goto("/");
    const bell = page.getByRole("banner").getByRole("button", { name: "Notifications" });
    await expect(bell).toHaveAttribute("aria-expanded", "false");
    await bell.click();
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("No notifications yet")).toBeVisible();

    // Escape closes it and leaves the focus on the bell.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // A tap anywhere else closes it too; the bell toggles it.
    await bell.click();
    await expect(panel).toBeVisible();
    await page.getByRole("heading", { name: "UNLEASH THE WOLF" }).click();
    await expect(panel).toBeHidden();
    await bell.click();
    await expect(panel).toBeVisible();
    await bell.click();
    await expect(panel).toBeHidden();

    // Moving to another screen closes it.
    await bell.click();
    await bottomNav(page).getByRole("link", { name: "Progress" }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(panel).toBeHidden();
  });
});
