import { expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { expectTapTarget, hardToReadText, newMember, scrollsSideways, signUp } from "./helpers.ts";

const bellOf = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const panelOf = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

test("the bell counts what happened, a tap goes there and marks it read, and 'Mark all read' clears it", async ({
  page,
  baseURL,
}) => {
  const me = newMember();
  await signUp(page, me);
  const posted = await page.request.post("/api/community/posts", {
    data: { title: "Day 30 done", content: "Thirty days in.", type: "achievement" },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const post = await posted.json();

  // Another member, in a client of their own: a friend request, a comment, a like.
  const other = newMember();
  const them = await playwrightRequest.newContext({ baseURL });
  expect((await them.post("/api/auth/register", { data: other })).status()).toBe(201);
  expect((await them.post("/api/friends/requests", { data: { username: me.username } })).status()).toBe(201);
  const comment = await them.post(`/api/community/posts/${post.id}/comments`, { data: { content: "Strong work!" } });
  expect(comment.status()).toBe(201);
  expect((await them.post(`/api/community/posts/${post.id}/like`, { data: {} })).status()).toBe(200);
  await them.dispose();

  await page.goto("/");
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
  await expect(bell).toContainText("3");

  await bell.click();
  const items = panelOf(page).getByRole("list", { name: "Notifications" }).getByRole("button");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAccessibleName(`${other.username} liked your post, unread`);
  await expect(items.nth(1)).toHaveAccessibleName(`${other.username} commented on your post, unread`);
  await expect(items.nth(2)).toHaveAccessibleName(`${other.username} sent you a friend request, unread`);
  // Readable, whole and easy to tap on a phone.
  expect(await hardToReadText(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectTapTarget(items.nth(0), "a notification");
  await expectTapTarget(panelOf(page).getByRole("button", { name: "Mark all read" }), "Mark all read");

  // The friend request opens the pack's members, with the request to answer.
  await items.nth(2).click();
  await expect(page).toHaveURL(/\/community\?tab=members$/);
  await expect(page.getByRole("tab", { name: /Pack Members/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: `Accept ${other.username}` })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");

  // The comment opens the post with its thread.
  await bell.click();
  await expect(items.nth(2)).toHaveAccessibleName(`${other.username} sent you a friend request`);
  await items.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/community\\?post=${post.id}$`));
  await expect(page.getByRole("region", { name: "Comments on Day 30 done" })).toContainText("Strong work!");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  // The server keeps the read state: it holds after a reload.
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  await panelOf(page).getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(bell).not.toContainText("1");
  await expect(items.nth(0)).toHaveAccessibleName(`${other.username} liked your post`);
  await expect(panelOf(page).getByRole("button", { name: "Mark all read" })).toHaveCount(0);
  expect(await (await page.request.get("/api/notifications/unread-count")).json()).toEqual({ unread: 0 });
});
