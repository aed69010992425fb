import { type APIRequestContext, type BrowserContext, expect, type Page, type Route } from "@playwright/test";

export const DEMO = { email: "demo@wolfpack.app", password: "password123" };
export const COACH = { email: "coach@wolfpack.app", password: "password123" };

let counter = 0;

/** A member nobody registered yet: unique per test and per run. */
export function newMember() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `wolf_${tag}`,
    email: `wolf_${tag}@example.test`,
    password: "hunter-2025",
  };
}

/**
 * Holds every API call whose procedure matches until release() is called, so a test can
 * look at the screen while the request is in flight (pending labels) without sleeping.
 */
export async function holdApiCalls(page: Page, procedure: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = new RegExp(`/api/trpc/[^?]*\\b${procedure.replace(".", "\\.")}\\b`);
  // Once released, the route stays but lets every call straight through.
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator(".mantine-Notification-root").filter({ hasText: text });
}

export async function signIn(page: Page, credentials: { email: string; password: string }, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
}

export async function register(
  page: Page,
  member: { username: string; email: string; password: string; avatar?: string },
) {
  await page.goto("/register");
  await page.getByLabel("Username", { exact: true }).fill(member.username);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  if (member.avatar) await page.getByLabel(/Avatar/).fill(member.avatar);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/membership-selection$/);
}

export function bottomNav(page: Page) {
  return page.getByRole("navigation", { name: "Main navigation" });
}

export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The member the server sees for this browser's session cookie, or null. */
export async function memberOnServer(request: APIRequestContext): Promise<{ membershipTier: string } | null> {
  const response = await request.get("/api/auth/me");
  return response.ok() ? await response.json() : null;
}

/**
 * Ends the browser's session on the server only, as an expiry or a sign-out elsewhere
 * would: the browser keeps its now useless cookie.
 */
export async function endSessionOnServer(context: BrowserContext, request: APIRequestContext) {
  // `__Host-wolfpack_session` in production (these tests run against it), `wolfpack_session` over plain HTTP.
  const cookie = (await context.cookies()).find((each) => each.name.endsWith("wolfpack_session"));
  if (!cookie) throw new Error("the browser has no session cookie");
  const response = await request.post("/api/auth/logout", {
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  });
  expect(response.ok()).toBe(true);
}

/**
 * The tab goes to the background and comes back. Headless Chromium never hides a page,
 * so the test plays the browser's part: the state flips and the event fires.
 */
export async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"] as const) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });
}
