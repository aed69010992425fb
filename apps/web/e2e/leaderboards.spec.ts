import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  apiCallsTo,
  clippedText,
  DEMO,
  expectRetryCard,
  expectSkeletonWhileLoading,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  moveInApp,
  newMember,
  recordApiRequests,
  screenRequests,
  scrollsSideways,
  signInQuickly,
  signUp,
  toast,
} from "./helpers.ts";

type Member = ReturnType<typeof newMember>;

const board = (page: Page, name: string | RegExp) => page.getByRole("list", { name });
const rows = (page: Page, name: string | RegExp) => board(page, name).getByRole("listitem");
const row = (page: Page, name: string | RegExp, username: string) =>
  rows(page, name).filter({ has: page.getByText(username, { exact: true }) });

async function openBoards(page: Page, search = "") {
  await page.goto(`/leaderboards${search}`);
  await expect(page.getByRole("heading", { name: "Leaderboards", exact: true })).toBeVisible();
}

/** A new member signed in in a browser of their own. */
async function memberInOwnBrowser(browser: Browser, member: Member = newMember()) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, member);
  return { page, member, close: () => context.close() };
}

async function idOf(page: Page): Promise<string> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: string };
  return me.id;
}

/** The two become friends on the server: one asks by username, the other accepts. */
async function befriend(asking: Page, asked: Page, askedUsername: string) {
  const request = await asking.request.post("/api/friends/requests", { data: { username: askedUsername } });
  expect(request.status()).toBe(201);
  const accept = await asked.request.post(`/api/friends/${await idOf(asking)}/accept`);
  expect(accept.ok()).toBe(true);
}

test.describe("the friends board", () => {
  test("two new friends each see both, with 'YOU' on their own row only", async ({ browser }) => {
    const first = await memberInOwnBrowser(browser);
    const second = await memberInOwnBrowser(browser);
    try {
      await befriend(first.page, second.page, second.member.username);
      for (const [me, friend] of [
        [first, second],
        [second, first],
      ] as const) {
        await openBoards(me.page);
        await expect(me.page).toHaveTitle("Leaderboards · WOLFPACK");
        await expect(me.page.getByRole("tab", { name: "Friends" })).toHaveAttribute("aria-selected", "true");
        await expect(rows(me.page, "Friends leaderboard")).toHaveCount(2);
        const mine = row(me.page, "Friends leaderboard", me.member.username);
        const theirs = row(me.page, "Friends leaderboard", friend.member.username);
        await expect(mine).toContainText("YOU");
        await expect(mine).toHaveAttribute("aria-current", "true");
        await expect(theirs).not.toContainText("YOU");
        // New members: no streak, no workouts, no minutes; ties go by username.
        await expect(mine).toContainText("0 days");
        await expect(mine).toContainText("0 workouts");
        await expect(mine).toContainText("0 min");
        const [ahead] = [me.member.username, friend.member.username].sort((a, b) =>
          a.toLowerCase() < b.toLowerCase() ? -1 : 1,
        );
        await expect(rows(me.page, "Friends leaderboard").first()).toContainText(ahead ?? "");
        await expect(
          rows(me.page, "Friends leaderboard").first().getByRole("img", { name: "1st place" }),
        ).toBeVisible();
        await expect(rows(me.page, "Friends leaderboard").nth(1).getByRole("img", { name: "2nd place" })).toBeVisible();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });

  test("without friends it says how to get some", async ({ page }) => {
    await signUp(page, newMember());
    await openBoards(page);
    await expect(page.getByText("Add friends to see rankings")).toBeVisible();
    await page.getByRole("link", { name: "Find friends in the Pack" }).click();
    await expect(page).toHaveURL(/\/community$/);
  });
});

test.describe("the global and national boards", () => {
  test("rank the pack with '#n' past the podium, and show the viewer", async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    await openBoards(page, "?board=global");
    await expect(page.getByRole("tab", { name: "Global" })).toHaveAttribute("aria-selected", "true");
    const all = rows(page, "Global leaderboard");
    await expect(all.first().getByRole("img", { name: "1st place" })).toBeVisible();
    await expect(all.first()).toContainText("Alpha");
    await expect(all.nth(3)).toContainText(/^#4/);
    // The demo pack trains: the leader has a streak.
    await expect(all.first()).not.toContainText(/^0 days/);
    // The viewer: among the hundred, or apart under 'Your rank'.
    const mine = page.getByRole("listitem").filter({ hasText: member.username });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("YOU");
    await expect(mine).toContainText(/#\d+/);
    await expect(page.getByRole("listitem").filter({ hasText: "YOU" })).toHaveCount(1);
  });

  test("the national board names its country: USA for a member without one", async ({ page }) => {
    await signUp(page, newMember());
    await openBoards(page, "?board=national");
    await expect(page.getByRole("list", { name: "National leaderboard: USA" })).toBeVisible();
    await expect(page.getByText("USA", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "YOU" })).toHaveCount(1);
  });
});

test.describe("tabs", () => {
  test("each asks for its board only when opened, and keeps it in the address", async ({ page }) => {
    await signUp(page, newMember());
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    await page.waitForLoadState("networkidle");

    const requests = recordApiRequests(page);
    // In the app: a page opened at /leaderboards comes with its first board drawn in.
    await moveInApp(page, "/leaderboards");
    await expect(page.getByText("Add friends to see rankings")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const first = screenRequests(requests).join(",");
    expect(first).toContain("leaderboard.friends");
    expect(first).not.toMatch(/leaderboard\.(global|national|group)|group\.mine/);

    requests.length = 0;
    await page.getByRole("tab", { name: "Global" }).click();
    await expect(page).toHaveURL(/\?board=global$/);
    await expect(rows(page, "Global leaderboard").first()).toBeVisible();
    await page.getByRole("tab", { name: "National" }).click();
    await expect(page).toHaveURL(/\?board=national$/);
    await expect(board(page, /National leaderboard/)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(screenRequests(requests)).toEqual(["leaderboard.global", "leaderboard.national"]);

    // Back to a board shown a moment ago: it is at hand, nothing is sent.
    requests.length = 0;
    await page.getByRole("tab", { name: "Global" }).click();
    await expect(rows(page, "Global leaderboard").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(screenRequests(requests)).toEqual([]);

    // The address opens the tab it names.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Global" })).toHaveAttribute("aria-selected", "true");
  });

  test("a tab whose board is on its way says so", async ({ page }) => {
    await signUp(page, newMember());
    await openBoards(page);
    const held = await holdApiCalls(page, "leaderboard.global");
    await page.getByRole("tab", { name: "Global" }).click();
    await expect(page.getByText("Loading leaderboard...")).toBeVisible();
    held.release();
    await expect(rows(page, "Global leaderboard").first()).toBeVisible();
    await expect(page.getByText("Loading leaderboard...")).toHaveCount(0);
  });
});

test.describe("groups", () => {
  test("without a group it says so; a group is created, joined by another, and both are on its board", async ({
    page,
    browser,
  }) => {
    const founder = newMember();
    await signUp(page, founder);
    await openBoards(page, "?board=groups");
    await expect(page.getByText("Join a group to see rankings")).toBeVisible();

    const name = `Pack ${founder.username.slice(-8)}`;
    await page.getByRole("button", { name: "Create a Group" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a Group" });
    await dialog.getByLabel("Group name").fill(name);
    await dialog.getByLabel("Description (optional)").fill("Sunrise sessions, every day.");
    await dialog.getByLabel("Group size").selectOption("5");
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toast(page, "Group Created")).toContainText(name);
    await expect(dialog).toHaveCount(0);
    const header = page.getByRole("region", { name: `Group ${name}` });
    await expect(header).toContainText("1/5 members");
    await expect(header).toContainText("Sunrise sessions, every day.");
    await expect(rows(page, `${name} leaderboard`)).toHaveCount(1);
    await expect(rows(page, `${name} leaderboard`).first()).toContainText("YOU");
    await expect(page).toHaveURL(/board=groups&group=\d+/);

    const second = await memberInOwnBrowser(browser);
    try {
      await openBoards(second.page, "?board=groups");
      await second.page.getByLabel("Search groups").fill(name);
      const found = second.page.getByRole("list", { name: "Groups to join" }).getByRole("listitem", { name });
      await expect(found).toContainText("1/5 members");
      await found.getByRole("button", { name: "Join" }).click();
      await expect(toast(second.page, "Joined Group")).toContainText(name);
      await expect(rows(second.page, `${name} leaderboard`)).toHaveCount(2);
      await expect(row(second.page, `${name} leaderboard`, second.member.username)).toContainText("YOU");
      await expect(row(second.page, `${name} leaderboard`, founder.username)).not.toContainText("YOU");
      await expect(found.getByRole("button", { name: "Joined" })).toBeDisabled();

      await page.reload();
      await expect(rows(page, `${name} leaderboard`)).toHaveCount(2);
      await expect(page.getByRole("region", { name: `Group ${name}` })).toContainText("2/5 members");

      // Leaving: the board goes, and the tab says to join one again.
      await second.page.getByRole("button", { name: "Leave Group" }).click();
      await expect(toast(second.page, "Left Group")).toContainText(name);
      await expect(second.page.getByText("Join a group to see rankings")).toBeVisible();
    } finally {
      await second.close();
    }
  });

  test("a full group says so: the join is refused with the server's words", async ({ page, browser }) => {
    const founder = newMember();
    await signUp(page, founder);
    const name = `Duo ${founder.username.slice(-8)}`;
    const created = await page.request.post("/api/groups", { data: { name, maxMembers: 2 } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const late = await memberInOwnBrowser(browser);
    const other = await memberInOwnBrowser(browser);
    try {
      await openBoards(late.page, "?board=groups");
      // The search goes out a moment after the typing; until its answer is in, the row
      // showing is the newest groups' list's. Answered after the other member's join, it
      // would turn Join into Full under the click.
      const searched = late.page.waitForResponse(
        (response) =>
          apiCallsTo("group.discover").test(response.url()) && decodeURIComponent(response.url()).includes(name),
      );
      await late.page.getByLabel("Search groups").fill(name);
      await searched;
      const found = late.page.getByRole("list", { name: "Groups to join" }).getByRole("listitem", { name });
      await expect(found.getByRole("button", { name: "Join" })).toBeVisible();
      // Someone else takes the last place first.
      expect((await other.page.request.post(`/api/groups/${id}/join`)).ok()).toBe(true);
      await found.getByRole("button", { name: "Join" }).click();
      await expect(toast(late.page, "Could Not Join")).toContainText(`${name} is full: it has room for 2 members.`);
      await expect(late.page.getByText("Join a group to see rankings")).toBeVisible();
    } finally {
      await late.close();
      await other.close();
    }
  });

  test("a full group shows 'Full' and its head count in the search", async ({ page, browser }) => {
    const founder = newMember();
    await signUp(page, founder);
    const name = `Full ${founder.username.slice(-8)}`;
    const created = await page.request.post("/api/groups", { data: { name, maxMembers: 2 } });
    const { id } = (await created.json()) as { id: number };
    const other = await memberInOwnBrowser(browser);
    try {
      expect((await other.page.request.post(`/api/groups/${id}/join`)).ok()).toBe(true);
      const late = await memberInOwnBrowser(browser);
      await openBoards(late.page, "?board=groups");
      await late.page.getByLabel("Search groups").fill(name);
      const found = late.page.getByRole("list", { name: "Groups to join" }).getByRole("listitem", { name });
      await expect(found).toContainText("2/2 members");
      await expect(found.getByRole("button", { name: "Full" })).toBeDisabled();
      await late.close();
    } finally {
      await other.close();
    }
  });
});

test.describe("the leaderboard screen loading", () => {
  test("shows its skeleton while the board is on the way", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    await expectSkeletonWhileLoading(page, {
      path: "/leaderboards",
      procedure: "leaderboard.friends",
      skeleton: "Loading the leaderboard",
      loaded: page.getByRole("heading", { name: "Leaderboards", exact: true }),
    });
  });

  test("shows the retry card when the board cannot be had, and trying again shows it", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await expectRetryCard(page, {
      path: "/leaderboards?board=global",
      procedure: "leaderboard.global",
      loaded: rows(page, "Global leaderboard").first(),
    });
  });
});

test.describe("on a phone", () => {
  test("nothing overflows at 360 px, text reads well, every control is a full tap target", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 780 });
    // The longest username there is: it gives way with an ellipsis.
    const member = newMember();
    await signUp(page, { ...member, username: `${"W".repeat(20)}${member.username.slice(-9)}`.slice(0, 30) });
    for (const [tab, search] of [
      ["Friends", ""],
      ["Groups", "?board=groups"],
      ["Global", "?board=global"],
      ["National", "?board=national"],
    ] as const) {
      await openBoards(page, search);
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      await expectTapTarget(page.getByRole("tab", { name: tab }), `${tab} tab`);
      expect(await scrollsSideways(page), tab).toBe(false);
      expect(await clippedText(page), tab).toEqual([]);
      const hard = await hardToReadText(page);
      expect(hard, tab).toEqual([]);
    }
    await expectTapTarget(page.getByRole("tab", { name: "Global" }), "Global tab");
    await openBoards(page, "?board=groups");
    await expectTapTarget(page.getByRole("button", { name: "Create a Group" }), "Create a Group");
  });
});
