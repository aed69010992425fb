import { expect, test } from "@playwright/test";
import { recordPageProblems } from "./helpers.ts";

test("the REST reference at /api/docs draws the contract under the CSP, from this server alone", async ({
  page,
  baseURL,
}) => {
  const { problems, foreign } = recordPageProblems(page, baseURL);

  await page.goto("/api/docs");
  await expect(page).toHaveTitle("WOLFPACK REST API");
  await expect(page.getByRole("heading", { name: /WOLFPACK REST API/ })).toBeVisible();
  // An operation of the document, with the summary its route declares.
  const register = page.locator(".opblock").filter({ hasText: "/api/auth/register" });
  await expect(register).toContainText("Become a member, signed in at once");
  await register.locator(".opblock-summary").click();
  await expect(register).toContainText("Who may call it: Anyone.");
  await expect(register.locator(".responses-table").first()).toContainText("201");

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
