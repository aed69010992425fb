import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import {
  COACH,
  clippedText,
  DEMO,
  expectRetryCard,
  expectSkeletonWhileLoading,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  newMember,
  openInApp,
  recordApiRequests,
  screenRequests,
  scrollsSideways,
  signIn,
  signInQuickly,
  toast,
} from "./helpers.ts";

/** The member table's page size (the procedure's own): a table longer than this has 'Load more members'. */
const PAGE_SIZE = 50;

const numberFormat = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Analytics {
  totalUsers: number;
  premiumUsers: number;
  totalWorkoutsCompleted: number;
  totalActiveMinutes: number;
  averageWorkoutsPerUser: number;
  activeUsersLast7Days: number;
  activeUsersLast30Days: number;
}

interface EngagementRow {
  username: string;
  membershipTier: string;
  workoutsCompleted: number;
  totalMinutes: number;
  lastLoginAt: string | null;
}

async function openDashboard(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

const memberList = (page: Page) => page.getByRole("list", { name: "Members" });
const memberCard = (page: Page, username: string) => memberList(page).getByRole("listitem", { name: username });
const figure = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

/** A visitor's own API client, so that signing members up never touches the page's session. */
async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

/** Signs a new member up and makes them PREMIUM WOLF; the client holds their session. */
async function premiumMember(api: APIRequestContext) {
  const member = newMember();
  expect((await api.post("/api/auth/register", { data: member })).status()).toBe(201);
  expect((await api.post("/api/membership/upgrade", { data: {} })).status()).toBe(200);
  return member;
}

test.describe("admin dashboard", () => {
  // Each test signs in and reads a table of more than 50 members: more than the usual 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(180_000);
    // More members than one page of the table, so 'Load more members' has something to load.
    const admin = await visitor(baseURL);
    expect((await admin.post("/api/auth/login", { data: COACH })).status()).toBe(200);
    const { totalUsers }: Analytics = await (await admin.get("/api/admin/analytics")).json();
    const missing = Math.max(0, PAGE_SIZE + 5 - totalUsers);
    for (let i = 0; i < missing; i += 5) {
      await Promise.all(
        Array.from({ length: Math.min(5, missing - i) }, async () => {
          const api = await visitor(baseURL);
          expect((await api.post("/api/auth/register", { data: newMember() })).status()).toBe(201);
          await api.dispose();
        }),
      );
    }
    await admin.dispose();
  });

  test("the coach sees the pack's figures as the server counts them, and the member table", async ({ page }) => {
    await signIn(page, COACH);
    const requests = recordApiRequests(page, "/admin");
    await openInApp(page, "/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page).toHaveTitle("Admin Dashboard · WOLFPACK");
    // The figures, the table's first page and the inbox's: one request.
    await page.waitForLoadState("networkidle");
    const own = screenRequests(requests);
    expect(own).toHaveLength(1);
    expect(own[0]?.split(",").sort()).toEqual(["admin.analytics", "admin.engagement", "coaching.inbox"]);

    const analytics: Analytics = await (await page.request.get("/api/admin/analytics")).json();
    await expect(figure(page, "Total Members")).toContainText(numberFormat.format(analytics.totalUsers));
    await expect(figure(page, "Premium Members")).toContainText(numberFormat.format(analytics.premiumUsers));
    await expect(figure(page, "Total Workouts")).toContainText(numberFormat.format(analytics.totalWorkoutsCompleted));
    await expect(figure(page, "Active Minutes")).toContainText(numberFormat.format(analytics.totalActiveMinutes));
    await expect(figure(page, "Avg Workouts/User")).toContainText(oneDecimal.format(analytics.averageWorkoutsPerUser));
    await expect(figure(page, "Active (7 days)")).toContainText(numberFormat.format(analytics.activeUsersLast7Days));
    await expect(figure(page, "Active (30 days)")).toContainText(numberFormat.format(analytics.activeUsersLast30Days));
    await expect(page.getByText(`${numberFormat.format(analytics.totalUsers)} members`)).toBeVisible();

    // A page of the table, then the next one.
    expect(analytics.totalUsers).toBeGreaterThan(PAGE_SIZE);
    await expect(memberList(page).getByRole("listitem")).toHaveCount(PAGE_SIZE);
    await page.getByRole("button", { name: "Load more members" }).click();
    await expect(memberList(page).getByRole("listitem")).toHaveCount(Math.min(analytics.totalUsers, 2 * PAGE_SIZE));
  });

  test("the member table finds a member by the start of their username, and keeps the search in the address", async ({
    page,
  }) => {
    await signInQuickly(page, COACH);
    await openDashboard(page);
    // The demo member's row: the tier badge and Last Active on the coach's calendar.
    const { timezone } = await (await page.request.get("/api/auth/me")).json();
    const [demo]: EngagementRow[] = await (await page.request.get("/api/admin/engagement?search=AlphaDemo")).json();
    if (!demo) throw new Error("the demo member is not in the table");
    const search = page.getByRole("searchbox", { name: "Search members" });
    await search.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await search.fill("alphad");
    await expect(page).toHaveURL(/\/admin\?q=alphad$/);
    // The address follows the search without taking the page back to its top.
    await expect(search).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(memberList(page).getByRole("listitem")).toHaveCount(1);
    const row = memberCard(page, "AlphaDemo");
    await expect(row).toContainText("demo@wolfpack.app");
    await expect(row.getByText("FREE", { exact: true })).toBeVisible();
    await expect(row).toContainText(`Workouts${numberFormat.format(demo.workoutsCompleted)}`);
    await expect(row).toContainText(`Minutes${numberFormat.format(demo.totalMinutes)}`);
    const lastActive = demo.lastLoginAt
      ? new Intl.DateTimeFormat("en-US", {
          month: "short",
          day: "numeric",
          year: "numeric",
          timeZone: timezone,
        }).format(new Date(demo.lastLoginAt))
      : "Never";
    expect(lastActive).toMatch(/^([A-Z][a-z]{2} \d{1,2}, \d{4}|Never)$/);
    await expect(row).toContainText(`Last Active${lastActive}`);

    // A member who never signed in reads 'Never'; a search that matches nobody says so.
    await search.fill("EchoHunter");
    await expect(memberCard(page, "EchoHunter")).toContainText("Last ActiveNever");
    await search.fill("zz-nobody");
    await expect(page.getByText("No member's username starts with “zz-nobody”.")).toBeVisible();
    await search.fill("");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(memberList(page).getByRole("listitem")).toHaveCount(PAGE_SIZE);

    // The search is in the address: opening it again shows the same narrowed table.
    await page.goto("/admin?q=alphad");
    await expect(page.getByRole("searchbox", { name: "Search members" })).toHaveValue("alphad");
    await expect(memberList(page).getByRole("listitem")).toHaveCount(1);
  });

  test("the CSV export holds every member, not only the loaded page", async ({ page }) => {
    await signInQuickly(page, COACH);
    await openDashboard(page);
    const { totalUsers }: Analytics = await (await page.request.get("/api/admin/analytics")).json();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wolfpack-members-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const text = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Username,Email,Tier,Workouts,Minutes,Streak,Last Active (UTC)");
    expect(lines).toHaveLength(totalUsers + 1);
    expect(lines.find((line) => line.startsWith("AlphaDemo,demo@wolfpack.app,free,"))).toBeDefined();
  });

  test("the coach answers a premium member's message from the inbox", async ({ page, baseURL }) => {
    const api = await visitor(baseURL);
    const member = await premiumMember(api);
    const words = `Form check please, ${member.username}: my squat depth drops after set three.`;
    const sent = await api.post("/api/premium/message", {
      data: { message: words, serviceType: "form-check", price: "$79", userPhone: "+1 555 0100" },
    });
    expect(sent.status()).toBe(201);
    const { id } = await sent.json();
    await api.dispose();

    await signInQuickly(page, COACH);
    await openDashboard(page);
    await page.getByRole("tab", { name: /Inbox/ }).click();
    const filters = page.getByRole("group", { name: "Show messages" });
    await expect(filters.getByRole("button", { name: "Unanswered" })).toHaveAttribute("aria-pressed", "true");
    const card = page.getByRole("listitem", { name: `Message from ${member.username}` });
    await expect(card).toContainText(words);
    await expect(card).toContainText(member.email);
    await expect(card).toContainText("Form Video Analysis");
    await expect(card).toContainText("$79");
    await expect(card).toContainText("+1 555 0100");
    await expect(card).toContainText(/Received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    await expect(card.getByText("Unanswered", { exact: true })).toBeVisible();

    const held = await holdApiCalls(page, "coaching.markAnswered");
    await card.getByRole("button", { name: "Mark answered" }).click();
    await expect(card.getByRole("button", { name: "Marking..." })).toBeDisabled();
    held.release();
    await expect(toast(page, "Marked Answered")).toContainText(`${member.username}'s message is marked answered.`);
    await expect(card.getByText("Answered", { exact: true })).toBeVisible();
    await expect(card).toContainText(/Answered [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(card.getByRole("button", { name: "Mark answered" })).toHaveCount(0);

    const inbox = await (await page.request.get("/api/admin/coaching-messages")).json();
    expect(inbox.messages.find((message: { id: number }) => message.id === id)).toMatchObject({ status: "answered" });

    // All shows it answered; Unanswered, read again, no longer holds it.
    await filters.getByRole("button", { name: "All" }).click();
    await expect(
      page.getByRole("listitem", { name: `Message from ${member.username}` }).getByText("Answered", { exact: true }),
    ).toBeVisible();
    await filters.getByRole("button", { name: "Unanswered" }).click();
    await expect(page.getByRole("listitem", { name: `Message from ${member.username}` })).toHaveCount(0);
  });

  test("a member who is not an admin is sent home", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    expect((await page.request.get("/api/admin/members.csv")).status()).toBe(403);
  });

  test("shows eight placeholder cards while loading, and the retry card when it cannot load", async ({ page }) => {
    await signInQuickly(page, COACH);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    const loaded = page.getByRole("heading", { name: "Admin Dashboard" });
    await expectSkeletonWhileLoading(page, {
      path: "/admin",
      procedure: "admin.analytics",
      skeleton: "Loading the admin dashboard",
      loaded,
      whileHeld: (skeleton) => expect(skeleton.locator(".mantine-Card-root")).toHaveCount(8),
    });
    await expectRetryCard(page, { path: "/admin", procedure: "admin.analytics", loaded });
  });

  test("reads well on a 360 px phone", async ({ page, baseURL }) => {
    // A message waiting, so the inbox shows a card to read and a button to tap.
    const api = await visitor(baseURL);
    await premiumMember(api);
    const sent = await api.post("/api/premium/message", {
      data: { message: "A long word: Supercalifragilisticexpialidociousnessforthewolves", serviceType: "consultation" },
    });
    expect(sent.status()).toBe(201);
    await api.dispose();

    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, COACH);
    await openDashboard(page);
    await expect(memberList(page).getByRole("listitem").first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    await expectTapTarget(page.getByRole("link", { name: "Export CSV" }), "Export CSV");
    await expectTapTarget(page.getByRole("tab", { name: /Inbox/ }), "the Inbox tab");
    await expectTapTarget(page.getByRole("button", { name: "Load more members" }), "Load more members");

    await page.getByRole("tab", { name: /Inbox/ }).click();
    const waiting = page.getByRole("list", { name: "Coaching messages" }).getByRole("listitem").first();
    await expect(waiting).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    await expectTapTarget(page.getByRole("button", { name: "All", exact: true }), "the All filter");
    await expectTapTarget(waiting.getByRole("button", { name: "Mark answered" }), "Mark answered");
  });
});
