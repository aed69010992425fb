import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { newMember, register } from "./helpers.ts";

const wolfPicture = readFileSync(fileURLToPath(new URL("../public/images/coach.svg", import.meta.url)));

test("an avatar linked from another https site shows in the header, with no CSP error", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // Nothing leaves this machine: the other site is answered here.
  await page.route("https://images.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/svg+xml", body: wolfPicture }),
  );

  const member = newMember();
  await register(page, { ...member, avatar: "https://images.example/wolves/alpha.svg" });

  const avatar = page.getByRole("banner").getByRole("img", { name: member.username });
  await expect(avatar).toHaveAttribute("src", "https://images.example/wolves/alpha.svg");
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(problems.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});

test("a member can take a name in their own script", async ({ page }) => {
  const tag = newMember().username.slice(-6);
  for (const username of [`Wölf${tag}`, `狼王${tag}`]) {
    await page.context().clearCookies();
    await register(page, { ...newMember(), username });
    await expect(page.getByRole("banner").getByRole("img", { name: username })).toBeVisible();
  }
});
