import { expect, type Page, test } from "@playwright/test";
import {
  apiCallsTo,
  appReady,
  bottomNav,
  clippedText,
  DEMO,
  expectRetryCard,
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
  signUp,
  toast,
} from "./helpers.ts";

async function openPack(page: Page) {
  await page.goto("/community");
  await expect(page.getByRole("heading", { name: "THE PACK", exact: true })).toBeVisible();
}

const composer = (page: Page) => page.getByRole("region", { name: "Share with the Pack" });
const post = (page: Page, title: string) => page.getByRole("article", { name: title });
const members = (page: Page) => page.getByRole("region", { name: "Pack Members" });

async function sharePost(page: Page, title: string, content: string, type = "general") {
  await composer(page).getByLabel("Post type").selectOption(type);
  await composer(page).getByLabel("Title").fill(title);
  await composer(page).getByLabel("Content").fill(content);
  await composer(page).getByRole("button", { name: "Share Post" }).click();
}

test.describe("the feed", () => {
  test("a blank post sends nothing; a real one is shared, liked, unliked and commented on", async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    await openPack(page);
    await expect(page).toHaveTitle("The Pack · WOLFPACK");
    await expect(composer(page).getByLabel("Post type")).toHaveValue("general");

    // Blank after trimming: the toast says so and nothing goes to the server.
    const requests = recordApiRequests(page);
    await composer(page).getByLabel("Title").fill("   ");
    await composer(page).getByLabel("Content").fill("Something to say");
    await composer(page).getByRole("button", { name: "Share Post" }).click();
    await expect(toast(page, "Missing fields")).toContainText("Please fill in both title and content");
    expect(requests.filter((request) => request.includes("community.create"))).toEqual([]);

    const title = `First hunt ${member.username}`;
    const held = await holdApiCalls(page, "community.create");
    await sharePost(page, title, "Line one\nLine two <b>not bold</b>", "tip");
    await expect(composer(page).getByRole("button", { name: "Posting..." })).toBeDisabled();
    held.release();
    await expect(toast(page, "Post created!")).toContainText("Your post has been shared with the pack");
    // The form clears; the post is at the top of the feed.
    await expect(composer(page).getByLabel("Title")).toHaveValue("");
    await expect(composer(page).getByLabel("Content")).toHaveValue("");
    await expect(composer(page).getByLabel("Post type")).toHaveValue("general");
    const posts = page.getByRole("list", { name: "Posts" }).getByRole("article");
    await expect(posts.first()).toHaveAccessibleName(title);
    const card = post(page, title);
    await expect(card).toContainText("TIP");
    await expect(card).toContainText(member.username);
    await expect(card).toContainText("Just now");
    // The words as typed: line breaks kept, no HTML.
    await expect(card.getByText(/Line one\s+Line two <b>not bold<\/b>/)).toBeVisible();
    await expect(card.locator("b")).toHaveCount(0);

    // Like: pressed, one like; again: not pressed, none. The count holds across a reload.
    const like = card.getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveText("0");
    // The heart changes at once; the reload waits for the server's answer, as a reload sent
    // before it could read the feed before the like was written.
    const liked = page.waitForResponse(apiCallsTo("community.like"));
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveText("1");
    await expect(like).toHaveAccessibleName("Like, 1 like");
    await liked;
    await page.reload();
    await expect(post(page, title).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    await post(page, title).getByRole("button", { name: /^Like/ }).click();
    await expect(post(page, title).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
    await expect(post(page, title).getByRole("button", { name: /^Like/ })).toHaveText("0");

    // Comment: the thread opens, a blank comment is refused, a real one shows and counts.
    const comments = post(page, title).getByRole("button", { name: /^Comments/ });
    await expect(comments).toHaveText("0");
    await comments.click();
    await expect(comments).toHaveAttribute("aria-expanded", "true");
    const thread = post(page, title).getByRole("region", { name: `Comments on ${title}` });
    await expect(thread).toContainText("No comments yet. Start the conversation.");
    await thread.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(thread).toContainText("Please write a comment");
    await thread.getByLabel("Add a comment").fill("Keep hunting, pack.");
    await thread.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(thread.getByRole("list", { name: "Comments" }).getByRole("listitem")).toHaveCount(1);
    await expect(thread.getByRole("listitem")).toContainText("Keep hunting, pack.");
    await expect(thread.getByRole("listitem")).toContainText(member.username);
    await expect(comments).toHaveText("1");
    await expect(thread.getByLabel("Add a comment")).toHaveValue("");

    // The comment stays after a reload, in the thread and in the count.
    await page.reload();
    await expect(post(page, title).getByRole("button", { name: /^Comments/ })).toHaveText("1");
    await post(page, title)
      .getByRole("button", { name: /^Comments/ })
      .click();
    await expect(post(page, title).getByRole("listitem")).toContainText("Keep hunting, pack.");

    // The member deletes their own comment, then their post, each after saying yes.
    await post(page, title)
      .getByRole("button", { name: `Delete comment by ${member.username}` })
      .click();
    await page
      .getByRole("dialog", { name: "Delete this comment?" })
      .getByRole("button", { name: "Delete Comment" })
      .click();
    await expect(toast(page, "Comment Deleted")).toBeVisible();
    await expect(post(page, title).getByRole("button", { name: /^Comments/ })).toHaveText("0");

    await post(page, title).getByRole("button", { name: "Delete post" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(post(page, title)).toBeVisible();
    await post(page, title).getByRole("button", { name: "Delete post" }).click();
    await confirm.getByRole("button", { name: "Delete Post" }).click();
    await expect(toast(page, "Post Deleted")).toBeVisible();
    await expect(post(page, title)).toHaveCount(0);
  });

  test("an 11th post in ten minutes is refused in the server's words, saying when to try again", async ({ page }) => {
    await signUp(page, newMember());
    await openPack(page);
    for (let i = 0; i < 10; i++) {
      const shared = await page.request.post("/api/community/posts", { data: { title: `Set ${i}`, content: "Done" } });
      expect(shared.status()).toBe(201);
    }
    await sharePost(page, "One too many", "Still going");
    await expect(toast(page, "Error")).toContainText(
      /You've reached the limit of 10 posts per 10 minutes\. Try again in \d+ minutes?\./,
    );
    // Nothing typed is lost.
    await expect(composer(page).getByLabel("Title")).toHaveValue("One too many");
  });

  test("a like the server refuses goes back as it was, with a toast", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await openPack(page);
    const first = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
    const like = first.getByRole("button", { name: /^Like/ });
    const pressed = await like.getAttribute("aria-pressed");
    const count = await like.textContent();
    await page.route(/\/api\/trpc\/[^?]*\bcommunity\.like\b/, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<html></html>" }),
    );
    await like.click();
    await expect(toast(page, "Error")).toContainText("Failed to update your like. Please try again.");
    await expect(like).toHaveAttribute("aria-pressed", pressed ?? "false");
    await expect(like).toHaveText(count ?? "");
  });

  test("others' posts show no delete; the feed loads more on request", async ({ page }) => {
    await signUp(page, newMember());
    await openPack(page);
    const posts = page.getByRole("list", { name: "Posts" }).getByRole("article");
    await expect(posts.first()).toBeVisible();
    await expect(posts.first().getByRole("button", { name: "Delete post" })).toHaveCount(0);
    // The demo's pack has fewer posts than a page, or the rest comes with 'Load more posts'.
    const more = page.getByRole("button", { name: "Load more posts" });
    if (await more.isVisible()) {
      const before = await posts.count();
      await more.click();
      await expect.poll(() => posts.count()).toBeGreaterThan(before);
    } else {
      await expect(page.getByText("You're all caught up.")).toBeVisible();
    }
  });

  test("the card links to the leaderboards", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await openPack(page);
    await page.getByRole("link", { name: /Leaderboards/ }).click();
    await expect(page).toHaveURL(/\/leaderboards$/);
  });
});

test.describe("pack members", () => {
  test("A asks B by username, B accepts, and each shows in the other's pack", async ({ browser }) => {
    const a = newMember();
    const b = newMember();
    const aliceContext = await browser.newContext();
    const bobContext = await browser.newContext();
    try {
      const alice = await aliceContext.newPage();
      const bob = await bobContext.newPage();
      await signUp(bob, b);
      await signUp(alice, a);

      await openPack(alice);
      await alice.getByRole("tab", { name: /Pack Members/ }).click();
      await expect(members(alice)).toContainText("No pack members yet. Add a friend to see them here.");
      await members(alice).getByRole("button", { name: "Add Friend" }).click();
      const dialog = alice.getByRole("dialog", { name: "Add Friend" });
      // An empty name is refused in the form.
      await dialog.getByRole("button", { name: "Send Request", exact: true }).click();
      await expect(dialog).toContainText("Enter a username");
      // The search finds B by the start of the name, with a way to ask.
      await dialog.getByLabel("Username").fill(b.username.slice(0, -1));
      const found = dialog
        .getByRole("list", { name: "Members found" })
        .getByRole("listitem")
        .filter({ hasText: b.username });
      await expect(found.getByRole("button", { name: `Send request to ${b.username}` })).toBeVisible();
      // Sent by the exact username.
      await dialog.getByLabel("Username").fill(b.username);
      await dialog.getByRole("button", { name: "Send Request", exact: true }).click();
      await expect(toast(alice, "Request Sent")).toContainText(b.username);
      await expect(dialog).toHaveCount(0);
      const sent = members(alice).getByRole("list", { name: "Sent requests" });
      await expect(sent).toContainText(b.username);

      // Asking again is refused with the server's reason.
      await members(alice).getByRole("button", { name: "Add Friend" }).click();
      await dialog.getByLabel("Username").fill(b.username);
      await expect(dialog.getByRole("listitem").filter({ hasText: b.username })).toContainText("Requested");
      await dialog.getByRole("button", { name: "Send Request", exact: true }).click();
      await expect(toast(alice, "Request Failed")).toBeVisible();
      await alice.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      // B sees the request (and its count on the tab), and accepts it.
      await openPack(bob);
      await expect(bob.getByRole("tab", { name: /Pack Members/ })).toContainText("1");
      await bob.getByRole("tab", { name: /Pack Members/ }).click();
      const requests = members(bob).getByRole("list", { name: "Friend requests" });
      await expect(requests).toContainText(a.username);
      await requests.getByRole("button", { name: `Accept ${a.username}` }).click();
      await expect(toast(bob, "Friend Added")).toContainText(a.username);
      await expect(members(bob).getByRole("list", { name: "Your pack" })).toContainText(a.username);
      await expect(members(bob).getByRole("list", { name: "Friend requests" })).toHaveCount(0);

      // A's pack shows B once A's screen reads it again.
      await openPack(alice);
      await alice.reload();
      await alice.getByRole("tab", { name: /Pack Members/ }).click();
      await expect(members(alice).getByRole("list", { name: "Your pack" })).toContainText(b.username);
      await expect(members(alice).getByRole("list", { name: "Sent requests" })).toHaveCount(0);

      // A removes B, after saying yes.
      await members(alice)
        .getByRole("button", { name: `Remove ${b.username} from your pack` })
        .click();
      await alice
        .getByRole("dialog", { name: "Remove from your pack?" })
        .getByRole("button", { name: "Remove" })
        .click();
      await expect(toast(alice, "Friend Removed")).toBeVisible();
      await expect(members(alice)).toContainText("No pack members yet. Add a friend to see them here.");
    } finally {
      await aliceContext.close();
      await bobContext.close();
    }
  });

  test("a request can be declined, and one sent can be cancelled", async ({ browser }) => {
    const a = newMember();
    const b = newMember();
    const aContext = await browser.newContext();
    const bContext = await browser.newContext();
    try {
      const pageA = await aContext.newPage();
      const pageB = await bContext.newPage();
      await signUp(pageB, b);
      await signUp(pageA, a);
      await openPack(pageA);
      await pageA.getByRole("tab", { name: /Pack Members/ }).click();
      await members(pageA).getByRole("button", { name: "Add Friend" }).click();
      await pageA.getByRole("dialog").getByLabel("Username").fill(b.username);
      await pageA
        .getByRole("dialog")
        .getByRole("button", { name: `Send request to ${b.username}` })
        .click();
      await expect(toast(pageA, "Request Sent")).toBeVisible();
      await pageA.keyboard.press("Escape");
      await members(pageA)
        .getByRole("button", { name: `Cancel the request to ${b.username}` })
        .click();
      await expect(toast(pageA, "Request Cancelled")).toBeVisible();
      await expect(members(pageA).getByRole("list", { name: "Sent requests" })).toHaveCount(0);

      // Asked again, and this time B says no.
      await members(pageA).getByRole("button", { name: "Add Friend" }).click();
      await pageA.getByRole("dialog").getByLabel("Username").fill(b.username);
      await pageA.getByRole("dialog").getByRole("button", { name: "Send Request", exact: true }).click();
      await expect(toast(pageA, "Request Sent")).toBeVisible();
      await openPack(pageB);
      await pageB.getByRole("tab", { name: /Pack Members/ }).click();
      await members(pageB)
        .getByRole("button", { name: `Decline ${a.username}` })
        .click();
      await expect(toast(pageB, "Request Declined")).toBeVisible();
      await expect(members(pageB)).toContainText("No pack members yet. Add a friend to see them here.");
    } finally {
      await aContext.close();
      await bContext.close();
    }
  });
});

test.describe("the pack screen loading", () => {
  test("comes drawn with the feed and the pack; reached in the app, asks for both in one request", async ({ page }) => {
    await signIn(page, DEMO);
    const opened = recordApiRequests(page, "/community");
    await page.goto("/community");
    await expect(page.getByRole("heading", { name: "THE PACK", exact: true })).toBeVisible();
    await appReady(page);
    await page.waitForLoadState("networkidle");
    expect(screenRequests(opened)).toEqual([]);
    page.removeAllListeners("request");

    const reached = recordApiRequests(page, "/community");
    await openInApp(page, "/community");
    await expect(page.getByRole("heading", { name: "THE PACK", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const own = screenRequests(reached);
    expect(own).toHaveLength(1);
    expect(own[0]?.split(",").sort()).toEqual(["community.feed", "friend.list"]);
  });

  test("shows its skeleton while the feed is on the way", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    const held = await holdApiCalls(page, "community.feed");
    await bottomNav(page).getByRole("link", { name: "Pack" }).click();
    const skeleton = page.getByRole("status", { name: "Loading the pack" });
    await expect(skeleton).toBeVisible();
    held.release();
    await expect(page.getByRole("heading", { name: "THE PACK", exact: true })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test("shows the retry card when the feed cannot be had, and trying again shows the screen", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await expectRetryCard(page, {
      path: "/community",
      procedure: "community.feed",
      loaded: page.getByRole("list", { name: "Posts" }).getByRole("article").first(),
    });
  });
});

test.describe("on a phone", () => {
  test("nothing overflows at 360 px, the text reads well, every control is a full tap target", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, DEMO);
    await openPack(page);
    const first = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
    await first.getByRole("button", { name: /^Comments/ }).click();
    // A thread to lay out, whatever other tests shared before: the newest post may have none yet.
    const thread = first.getByRole("region", { name: /^Comments on/ });
    await thread.getByLabel("Add a comment").fill("A long line to wrap: keep hunting, pack, every single day.");
    await thread.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(thread.getByRole("list", { name: "Comments" }).getByRole("listitem").first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    await expectTapTarget(first.getByRole("button", { name: /^Like/ }), "like");
    await expectTapTarget(first.getByRole("button", { name: /^Comments/ }), "comments");
    await expectTapTarget(composer(page).getByRole("button", { name: "Share Post" }), "Share Post");
    const hard = await hardToReadText(page);
    expect(hard).toEqual([]);

    await page.getByRole("tab", { name: /Pack Members/ }).click();
    await expectTapTarget(members(page).getByRole("button", { name: "Add Friend" }), "Add Friend");
    await members(page).getByRole("button", { name: "Add Friend" }).click();
    await page.getByRole("dialog").getByLabel("Username").fill("c");
    await expect(page.getByRole("dialog").getByRole("list", { name: "Members found" })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
  });
});
