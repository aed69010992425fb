import { type Browser, expect, type Page, test } from "@playwright/test";
import { COACH, newMember, signInQuickly, signUp } from "./helpers.ts";

/** A premium member with a message to the coach, signed in in a browser of their own. */
async function memberWithMessage(browser: Browser, words: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember();
  await signUp(page, member);
  expect((await page.request.post("/api/membership/upgrade", { data: {} })).status()).toBe(200);
  const sent = await page.request.post("/api/premium/message", { data: { message: words, serviceType: "form-check" } });
  expect(sent.status()).toBe(201);
  return { member, page, close: () => context.close() };
}

const inboxCard = (page: Page, username: string) => page.getByRole("listitem", { name: `Message from ${username}` });

test("the coach answers in the inbox, and the member reads it under their message and writes back", async ({
  page,
  browser,
}) => {
  const words = `Is my squat deep enough? ${Date.now()}`;
  const member = await memberWithMessage(browser, words);

  await signInQuickly(page, COACH);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Inbox/ }).click();
  const card = inboxCard(page, member.member.username);
  await expect(card).toContainText(words);
  await card.getByRole("textbox", { name: "Your answer" }).fill("Hips below the knees, then drive up.");
  await card.getByRole("button", { name: "Send answer" }).click();
  const replies = card.getByRole("list", { name: "Replies" });
  await expect(replies.getByRole("listitem")).toHaveCount(1);
  await expect(replies).toContainText("You");
  await expect(replies).toContainText("Hips below the knees, then drive up.");
  await expect(card.getByText("Answered", { exact: true })).toBeVisible();
  await expect(card.getByRole("textbox", { name: "Your answer" })).toHaveValue("");

  const mine = member.page;
  await mine.goto("/premium-coaching");
  const message = mine.getByRole("listitem", { name: `Your message: ${words}` });
  await expect(message.getByText("Answered", { exact: true })).toBeVisible();
  const thread = message.getByRole("list", { name: "Replies" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread).toContainText("Coach");
  await expect(thread).toContainText("Hips below the knees, then drive up.");

  await message.getByRole("textbox", { name: "Write back" }).fill("Thanks! Even with a heavy bar?");
  await message.getByRole("button", { name: "Send", exact: true }).click();
  await expect(thread.getByRole("listitem")).toHaveCount(2);
  await expect(thread.getByRole("listitem").nth(1)).toContainText("You");
  await expect(thread.getByRole("listitem").nth(1)).toContainText("Thanks! Even with a heavy bar?");

  // The coach's inbox shows the member wrote back.
  await page.reload();
  await page.getByRole("tab", { name: /Inbox/ }).click();
  await expect(inboxCard(page, member.member.username).getByText("Member replied", { exact: true })).toBeVisible();
  await expect(inboxCard(page, member.member.username)).toContainText("Thanks! Even with a heavy bar?");
  await member.close();
});
