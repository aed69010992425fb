import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { USERNAME_MIN_LENGTH } from "@wolfpack/rules/auth/limits";
import {
  AT_ONCE,
  apiCallsTo,
  appReady,
  bottomNav,
  COACH,
  clippedText,
  confirmUpgrade,
  DEMO,
  endSessionOnServer,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  MIN_CONTRAST,
  newMember,
  recordApiRequests,
  scrollsSideways,
  signIn,
  signInQuickly,
  signOut,
  signUp,
  spellLook,
  textLook,
  toast,
} from "./helpers.ts";

/** A real PNG picture of `size` x `size` pixels in one colour, built here (8-bit RGB). */
function png(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [red, green, blue]).flat()]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const PROFILE_SAVE = "**/api/auth/profile";
const AUTH_ME = /\/api\/trpc\/[^?]*\bauth\.me\b/;

const heading = (page: Page) => page.getByRole("heading", { name: "Account Settings" });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" });
const pictureInput = (page: Page, field: "avatar" | "beforePhoto" | "afterPhoto") =>
  page.locator(`input[type="file"][name="${field}"]`);
const headerAvatar = (page: Page, username: string) => page.getByRole("banner").getByRole("img", { name: username });
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Settings" }).getByRole("tab", { name });

/** Holds the profile's save until release(), to look at the screen while it is on its way. */
async function holdProfileSave(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PROFILE_SAVE, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** The member the server has for this page's session. */
async function memberOnServer(page: Page) {
  const response = await page.request.get("/api/auth/me");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function choose(page: Page, select: string, search: string, option: string) {
  await page.getByRole("combobox", { name: select }).click();
  await page.keyboard.type(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: select })).toHaveValue(option);
}

test.describe("the profile", () => {
  test("update the profile with an avatar: Saving..., the toast, the new avatar in the header, the picture served back", async ({
    page,
  }) => {
    const member = newMember();
    await signUp(page, member);
    await page.goto("/settings");
    await expect(page).toHaveTitle("Settings · WOLFPACK");
    await expect(heading(page)).toBeVisible();
    await expect(tab(page, "Profile")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("JPG, PNG or GIF. Max size 5MB.").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    await expect(headerAvatar(page, member.username)).toHaveAttribute("src", "/images/avatars/default.svg");

    const picture = png(8, [245, 159, 0]);
    await appReady(page);
    await pictureInput(page, "avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
    await expect(page.getByText("New avatar chosen. It is saved when you save.")).toBeVisible();
    // The preview is the chosen file, before anything is sent.
    const form = page.getByRole("form", { name: "Profile" });
    await expect(form.getByRole("img", { name: member.username })).toHaveAttribute("src", /^blob:/);

    const held = await holdProfileSave(page);
    await saveButton(page).click();
    const saving = page.getByRole("button", { name: "Saving..." });
    await expect(saving).toBeVisible();
    await expect(saving).toBeDisabled();
    held.release();
    await expect(toast(page, "Profile Updated")).toContainText("Your profile has been updated successfully.");

    // The header shows the new avatar at once, and it is a picture the browser could draw.
    const avatar = headerAvatar(page, member.username);
    await expect(avatar).toHaveAttribute("src", /^\/uploads\/[^/]+\.png$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    const src = (await avatar.getAttribute("src")) as string;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await served.body()).equals(picture)).toBe(true);
    expect((await memberOnServer(page)).avatar).toBe(src);

    await page.reload();
    await expect(headerAvatar(page, member.username)).toHaveAttribute("src", src);
    await expect(form.getByRole("img", { name: member.username })).toHaveAttribute("src", src);

    // Removing it: taken back once, then saved; the file is gone from the server too.
    await page.getByRole("button", { name: "Remove avatar" }).click();
    await expect(page.getByText("Avatar is removed when you save.")).toBeVisible();
    await expect(form.getByRole("img", { name: member.username })).toHaveAttribute(
      "src",
      "/images/avatars/default.svg",
    );
    await page.getByRole("button", { name: "Undo avatar" }).click();
    await expect(form.getByRole("img", { name: member.username })).toHaveAttribute("src", src);
    await page.getByRole("button", { name: "Remove avatar" }).click();
    await saveButton(page).click();
    await expect(toast(page, "Profile Updated")).toBeVisible();
    await expect(headerAvatar(page, member.username)).toHaveAttribute("src", "/images/avatars/default.svg");
    expect((await memberOnServer(page)).avatar).toBeNull();
    await expect.poll(async () => (await page.request.get(src)).status()).toBe(404);
  });

  test("choose one of the app's avatars instead of an upload, and take the choice back", async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    await page.goto("/settings");
    await expect(heading(page)).toBeVisible();
    const form = page.getByRole("form", { name: "Profile" });
    const ours = form.getByRole("group", { name: "Or choose one of ours" });

    await ours.getByRole("radio", { name: "Ice wolf" }).check();
    await expect(page.getByText("New avatar chosen. It is saved when you save.")).toBeVisible();
    await expect(form.getByRole("img", { name: member.username })).toHaveAttribute(
      "src",
      "/images/avatars/wolf-ice.svg",
    );
    await page.getByRole("button", { name: "Cancel avatar" }).click();
    await expect(form.getByRole("img", { name: member.username })).toHaveAttribute(
      "src",
      "/images/avatars/default.svg",
    );
    await expect(ours.getByRole("radio", { name: "Ice wolf" })).not.toBeChecked();

    await ours.getByRole("radio", { name: "Forest wolf" }).check();
    await saveButton(page).click();
    await expect(toast(page, "Profile Updated")).toBeVisible();
    await expect(headerAvatar(page, member.username)).toHaveAttribute("src", "/images/avatars/wolf-forest.svg");
    expect((await memberOnServer(page)).avatar).toBe("/images/avatars/wolf-forest.svg");
    // The saved one shows as chosen when the form starts again.
    await expect(ours.getByRole("radio", { name: "Forest wolf" })).toBeChecked();
  });

  test("a text file named .jpg is refused with a clear message, and nothing changes", async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    await page.goto("/settings");
    await expect(heading(page)).toBeVisible();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/profile") sent.push(request.method());
    });

    await appReady(page);
    await pictureInput(page, "avatar").setInputFiles({
      name: "holiday.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Not a picture at all, only words in a file named .jpg\n"),
    });
    const refusal = page.getByText("Avatar must be a JPG, PNG or GIF image");
    await expect(refusal).toBeVisible();
    const look = await textLook(refusal);
    expect(look.ratio, spellLook(look)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    await expect(page.getByText("New avatar chosen. It is saved when you save.")).toHaveCount(0);
    await expect(
      page.getByRole("form", { name: "Profile" }).getByRole("img", { name: member.username }),
    ).toHaveAttribute("src", "/images/avatars/default.svg");
    expect(sent).toEqual([]);

    // The same for a before photo; an after photo that is a picture is still taken.
    await appReady(page);
    await pictureInput(page, "beforePhoto").setInputFiles({
      name: "before.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF? no."),
    });
    await expect(page.getByText("Before photo must be a JPG, PNG or GIF image")).toBeVisible();
    await appReady(page);
    await pictureInput(page, "afterPhoto").setInputFiles({
      name: "after.png",
      mimeType: "image/png",
      buffer: png(4, [40, 160, 90]),
    });
    await expect(page.getByRole("img", { name: "After photo you chose" })).toBeVisible();

    await saveButton(page).click();
    await expect(toast(page, "Profile Updated")).toBeVisible();
    const saved = await memberOnServer(page);
    expect(saved.avatar).toBeNull();
    expect(saved.beforePhoto).toBeNull();
    expect(saved.afterPhoto).toMatch(/^\/uploads\/[^/]+\.png$/);
    await expect(headerAvatar(page, member.username)).toHaveAttribute("src", "/images/avatars/default.svg");
  });

  test("a refusal from the server shows its words, and what was typed and chosen stays", async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    await page.goto("/settings");
    await appReady(page);
    await pictureInput(page, "avatar").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: png(2, [10, 20, 30]),
    });
    // The demo member's name: taken.
    await page.getByRole("textbox", { name: "Username" }).fill("alphademo");
    await saveButton(page).click();
    await expect(toast(page, "Update Failed")).toContainText("That username is already taken. Please choose another.");
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue("alphademo");
    await expect(page.getByText("New avatar chosen. It is saved when you save.")).toBeVisible();
    expect((await memberOnServer(page)).username).toBe(member.username);

    // The form's own check, in the shared rules' words, before anything is sent.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/profile") sent.push(request.method());
    });
    await page.getByRole("textbox", { name: "Username" }).fill("a");
    await saveButton(page).click();
    await expect(page.getByText(`Username must be at least ${USERNAME_MIN_LENGTH} characters`)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("a new username, country and time zone are saved and still there after a reload", async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    await page.goto("/settings");
    const renamed = `${member.username}_x`;
    await page.getByRole("textbox", { name: "Username" }).fill(renamed);
    await expect(page.getByText("Until you choose, you rank on USA's.")).toBeVisible();
    // Found by another of its names, stored in the one spelling the national board uses.
    await choose(page, "Country", "united k", "UK");
    await choose(page, "Time zone", "tokyo", "Asia/Tokyo");
    await expect(page.getByText(/It is \d{1,2}:\d{2} (AM|PM) there \(GMT\+9\)\./)).toBeVisible();
    await saveButton(page).click();
    await expect(toast(page, "Profile Updated")).toBeVisible();
    // The header follows at once.
    await expect(headerAvatar(page, renamed)).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue(renamed);
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("UK");
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo");
    const saved = await memberOnServer(page);
    expect(saved).toMatchObject({ username: renamed, country: "UK", timezone: "Asia/Tokyo" });

    await page.goto("/leaderboards?board=national");
    await expect(page.getByRole("list", { name: "National leaderboard: UK" })).toBeVisible();
  });
});

test.describe("the tabs", () => {
  test("are in the address, survive a reload, and follow the arrow keys", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/settings");
    // What is typed on Profile waits there while another tab is looked at.
    await page.getByRole("textbox", { name: "Username" }).fill("AlphaDemoRenamed");
    await tab(page, "Services").click();
    await expect(page).toHaveURL(/\/settings\?tab=services$/);
    await expect(page.getByText("$149.99")).toBeVisible();
    await expect(page.getByText("per session (60 minutes)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Premium Coaching" })).toHaveAttribute("href", "/premium-coaching");

    await tab(page, "Profile").click();
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue("AlphaDemoRenamed");
    await tab(page, "Services").click();

    await page.reload();
    await expect(tab(page, "Services")).toHaveAttribute("aria-selected", "true");
    // Keys reach the screen once the app has it.
    await appReady(page);
    await tab(page, "Services").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Calculators")).toBeFocused();
    await expect(tab(page, "Calculators")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/settings\?tab=calculators$/);
    // A free member: what the calculators are, and the way to them.
    await page.getByRole("button", { name: "See the upgrade" }).click();
    await expect(page).toHaveURL(/\/settings\?tab=membership$/);
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();

    await tab(page, "Profile").click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe("the membership", () => {
  test("a free member upgrades: 'Upgrading...', then PREMIUM WOLF with its date, and the calculators open", async ({
    page,
  }) => {
    await signUp(page, newMember());
    await page.goto("/settings?tab=membership");
    await expect(page.getByRole("heading", { name: "FREE PACK" })).toBeVisible();
    await expect(page.getByText("FREE", { exact: true })).toBeVisible();
    await expect(page.getByText("$35/month")).toBeVisible();

    // Before anything is charged: the price, the renewal date the server will record (30
    // days from now, on the member's calendar) and what unlocks; 'Not now' charges nothing.
    const upgrades = recordApiRequests(page);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to PREMIUM WOLF?" });
    const { timezone } = (await (await page.request.get("/api/auth/me")).json()) as { timezone: string };
    const renews = new Date(Date.now() + 30 * 24 * 3600_000).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: timezone,
    });
    await expect(dialog).toContainText("$35/month");
    await expect(dialog).toContainText(`Renews on${renews}`);
    await expect(dialog.getByRole("list", { name: "What unlocks" }).getByRole("listitem")).toHaveText([
      "Full 100-day program",
      "Advanced tracking and analytics",
      "One-on-one coaching consultations",
      "Video form corrections",
      "Macro and 1RM calculators",
      "Premium e-book library access",
      "Priority support",
    ]);
    await expect(dialog.getByRole("button", { name: "Not now" })).toBeFocused();
    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(dialog).toHaveCount(0);
    expect(upgrades.filter((call) => call.includes("membership.upgrade"))).toEqual([]);
    expect((await memberOnServer(page)).membershipTier).toBe("free");

    const held = await holdApiCalls(page, "membership.upgrade");
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await confirmUpgrade(page);
    const upgrading = page.getByRole("button", { name: "Upgrading..." });
    await expect(upgrading).toBeVisible();
    await expect(upgrading).toBeDisabled();
    held.release();
    await expect(toast(page, "Membership Upgraded!")).toContainText("you have access to all features");
    await expect(page.getByRole("heading", { name: "PREMIUM WOLF" })).toBeVisible();
    await expect(page.getByText("PREMIUM", { exact: true })).toBeVisible();
    await expect(page.getByText(`Premium until ${renews}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: /Upgrade/ })).toHaveCount(0);
    expect((await memberOnServer(page)).membershipTier).toBe("premium");

    await page.reload();
    await expect(tab(page, "Membership")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "PREMIUM WOLF" })).toBeVisible();
    await tab(page, "Calculators").click();
    await expect(page.getByRole("heading", { name: "Macro Calculator" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "1RM Calculator" })).toBeVisible();
  });
});

test.describe("the membership, offline", () => {
  test("a confirmed upgrade says it waits for the connection, and goes through once back", async ({
    page,
    context,
  }) => {
    await signUp(page, newMember());
    await page.goto("/settings?tab=membership");
    await expect(page.getByRole("heading", { name: "FREE PACK" })).toBeVisible();
    // The app's code comes once the page has painted (src/boot.ts): it is in before the signal goes.
    await appReady(page);
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await confirmUpgrade(page);
    await expect(page.getByRole("button", { name: "Upgrading..." })).toBeDisabled();
    await expect(page.getByText("You're offline: the upgrade goes through once you're back online.")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "PREMIUM WOLF" })).toBeVisible();
  });
});

test.describe("when the session ends while the screen is open", () => {
  test("saving says 'Authentication Required', and signing in again brings back the screen and what was typed", async ({
    page,
    context,
    request,
  }) => {
    const member = newMember();
    await signUp(page, member);
    // The habit watcher's code comes after the screen's, and reads once it is in: on a busy
    // machine that can be after the page went quiet, and it would meet the ended session first.
    const watcherRead = page.waitForResponse((response) => response.url().includes("habit.history"));
    await page.goto("/settings");
    await watcherRead;
    const typed = `${member.username}_2`;
    await page.getByRole("textbox", { name: "Username" }).fill(typed);
    await endSessionOnServer(context, request);

    await saveButton(page).click();
    const card = page.getByRole("alert").filter({ hasText: "Authentication Required" });
    await expect(card.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(card).toContainText("Please log in to access your settings.");
    await expect(page).toHaveURL(/\/settings$/);
    // Nothing of the member stays on screen.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByText(member.email)).toHaveCount(0);
    const login = card.getByRole("link", { name: "Log in" });
    await expect(login).toHaveAttribute("href", "/login?redirect=%2Fsettings");
    await expectTapTarget(login, "Log in");

    await login.click();
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("Your changes from before you were signed out are back.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue(typed);
    expect((await memberOnServer(page)).username).toBe(member.username);
  });

  test("signing out in another tab shows it here at once, and signing in there brings the screen back", async ({
    context,
  }) => {
    const member = newMember();
    const other = await context.newPage();
    const here = await context.newPage();
    await signUp(other, member);
    await other.goto("/");
    await expect(other.getByRole("banner").getByRole("button", { name: "Log out" })).toBeVisible();
    await here.goto("/settings?tab=membership");
    await expect(heading(here)).toBeVisible();

    await signOut(other);
    const card = here.getByRole("alert").filter({ hasText: "Authentication Required" });
    await expect(card).toBeVisible(AT_ONCE);
    await expect(card).toContainText("Please log in to access your settings.");
    await expect(card.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fsettings%3Ftab%3Dmembership",
    );
    await expect(here.getByRole("banner")).toHaveCount(0);

    await signIn(other, member);
    await expect(heading(here)).toBeVisible();
    await expect(tab(here, "Membership")).toHaveAttribute("aria-selected", "true");
    await expect(headerAvatar(here, member.username)).toBeVisible();
  });

  test("opening the screen after the session ended elsewhere says so too", async ({ page, context, request }) => {
    await page.clock.install();
    const member = newMember();
    await signUp(page, member);
    await page.goto("/settings");
    await expect(heading(page)).toBeVisible();
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await endSessionOnServer(context, request);
    // Past the 10 s the screen's details stay fresh, so it asks who is signed in again; and
    // short of the header's minute, whose unread count would find the session gone first
    // on a machine slow enough to spend most of that minute getting here.
    await page.clock.fastForward("00:11");

    await bottomNav(page).getByRole("link", { name: "Settings" }).click();
    const card = page.getByRole("alert").filter({ hasText: "Authentication Required" });
    await expect(card).toContainText("Please log in to access your settings.");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("logging out here goes to the sign-in screen, as from any screen", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/settings?tab=services");
    await expect(heading(page)).toBeVisible();
    await signOut(page);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByText("Authentication Required")).toHaveCount(0);
  });

  test("logging out still goes to sign-in when a read met the ended session first", async ({ page }) => {
    await signUp(page, newMember());
    await page.goto("/settings?tab=services");
    await expect(heading(page)).toBeVisible();
    await appReady(page);
    // The logout's answer waits here once the server has ended the session.
    let answerLogout!: () => void;
    const answerHeld = new Promise<void>((resolve) => {
      answerLogout = resolve;
    });
    let sessionGone!: () => void;
    const sessionEnded = new Promise<void>((resolve) => {
      sessionGone = resolve;
    });
    const logout = apiCallsTo("auth.logout");
    await page.route(logout, async (route) => {
      const response = await route.fetch();
      sessionGone();
      await answerHeld;
      await route.fulfill({ response });
    });
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await sessionEnded;
    // The tab comes back into view meanwhile: it asks who is signed in and hears nobody.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page.getByRole("alert").filter({ hasText: "Authentication Required" })).toBeVisible();
    answerLogout();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("a visitor who opens /settings signs in first and comes back to it", async ({ page }) => {
    await page.goto("/settings?tab=services");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%3Ftab%3Dservices$/);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/settings\?tab=services$/);
    await expect(tab(page, "Services")).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("loading", () => {
  test("shows the skeleton while the member is asked for, and the retry card when that fails", async ({ page }) => {
    await page.clock.install();
    await signInQuickly(page, DEMO);
    await page.goto("/settings");
    await expect(heading(page)).toBeVisible();
    // Away for half a minute: the member's details are then asked for again.
    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await page.clock.fastForward("00:30");

    const held = await holdApiCalls(page, "auth.me");
    await page.goBack();
    const skeleton = page.getByRole("status", { name: "Loading your settings" });
    await expect(skeleton).toBeVisible();
    await expect(bottomNav(page)).toBeVisible();
    held.release();
    await expect(heading(page)).toBeVisible();
    await expect(skeleton).toHaveCount(0);

    await bottomNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await page.clock.fastForward("00:30");
    await page.route(AUTH_ME, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html></html>" }),
    );
    await page.goBack();
    const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
    await expect(card).toBeVisible();
    await expect(page).toHaveTitle("Settings · WOLFPACK");
    await page.unroute(AUTH_ME);
    await card.getByRole("button", { name: "Try again" }).click();
    await expect(heading(page)).toBeVisible();
  });
});

test.describe("on a 360 px phone", () => {
  for (const [who, credentials, tabs] of [
    ["a free member", DEMO, ["Profile", "Membership", "Services", "Calculators"]],
    ["a premium member", COACH, ["Membership", "Calculators"]],
  ] as const) {
    test(`every tab reads well for ${who}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await signInQuickly(page, credentials);
      await page.goto("/settings");
      await expect(heading(page)).toBeVisible();
      for (const name of ["Profile", "Membership", "Services", "Calculators"]) {
        await expectTapTarget(tab(page, name), `the ${name} tab`);
      }
      if (credentials === DEMO) {
        // The pictures' longest states: a new photo chosen (two buttons), a refused one.
        await appReady(page);
        await pictureInput(page, "beforePhoto").setInputFiles({
          name: "before.png",
          mimeType: "image/png",
          buffer: png(6, [90, 90, 100]),
        });
        await appReady(page);
        await pictureInput(page, "afterPhoto").setInputFiles({
          name: "after.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from("words"),
        });
        await expect(page.getByText("After photo must be a JPG, PNG or GIF image")).toBeVisible();
      }
      for (const name of tabs) {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel", { name })).toBeVisible();
        expect(await scrollsSideways(page), `${name} scrolls sideways`).toBe(false);
        expect(await clippedText(page), name).toEqual([]);
        expect(await hardToReadText(page), name).toEqual([]);
        for (const button of await page.getByRole("tabpanel", { name }).getByRole("button").all()) {
          if (await button.isVisible()) await expectTapTarget(button, `a button of ${name}`);
        }
      }
    });
  }
});
