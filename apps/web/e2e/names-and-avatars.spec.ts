import { expect, test } from "@playwright/test";
import { newMember, register } from "./helpers.ts";

test("a member chooses one of the app's avatars at sign-up; it shows in the header, with no CSP error", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  const member = newMember();
  await register(page, { ...member, avatar: "Red wolf" });

  const avatar = page.getByRole("banner").getByRole("img", { name: member.username });
  await expect(avatar).toHaveAttribute("src", "/images/avatars/wolf-red.svg");
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(problems.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});

test("the page never loads a picture from another site", async ({ page }) => {
  await page.goto("/register");
  const policy = await page.evaluate(async () => (await fetch("/")).headers.get("content-security-policy"));
  expect(policy).toMatch(/img-src 'self' data: blob:;/);
  // What the browser does with it: a picture from elsewhere is refused before any request leaves.
  const asked: string[] = [];
  await page.route("https://images.example/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "image/svg+xml",
      body: "<svg xmlns='http://www.w3.org/2000/svg'/>",
    });
  });
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
        image.src = "https://images.example/track.png";
      }),
  );
  expect(loaded).toBe(false);
  expect(asked).toEqual([]);
});

test("a member can take a name in their own script", async ({ page }) => {
  const tag = newMember().username.slice(-6);
  for (const username of [`Wölf${tag}`, `狼王${tag}`]) {
    await page.context().clearCookies();
    await register(page, { ...newMember(), username });
    await expect(page.getByRole("banner").getByRole("img", { name: username })).toBeVisible();
  }
});
