import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  COACH,
  clippedText,
  confirmUpgrade,
  DEMO,
  expectRetryCard,
  expectSkeletonWhileLoading,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  newMember,
  openInApp,
  scrollsSideways,
  signInQuickly,
  signUp,
  toast,
} from "./helpers.ts";

const featuredRead = (page: Page) => page.getByRole("region", { name: "FEATURED READ" });
const readingProgress = (page: Page) => page.getByRole("region", { name: "READING PROGRESS" });
const library = (page: Page) => page.getByRole("region", { name: "YOUR LIBRARY" });
/** An e-book's card in YOUR LIBRARY, by its title. */
const libraryCard = (page: Page, title: string) => library(page).getByRole("article", { name: title, exact: true });
/** An e-book's row in READING PROGRESS, by its title. */
const readingRow = (page: Page, title: string) =>
  readingProgress(page).getByRole("listitem").filter({ hasText: title });

const IRON_MIND = "Iron Mind: Habits of the Apex";
const STARTER_GUIDE = "The Pack Starter Guide";
/** Where the server sends an e-book's file, to a member who may read it. */
const DOWNLOAD = /^\/api\/ebooks\/\d+\/download$/;

/** The file behind a READ or DOWNLOAD NOW link, fetched with the page's own session. */
async function expectPdf(page: Page, link: Locator) {
  const href = (await link.getAttribute("href")) ?? "";
  const file = await page.request.get(href);
  expect(file.status(), href).toBe(200);
  expect(file.headers()["content-type"], href).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString("latin1"), href).toBe("%PDF-");
}

/** A new member on the free tier, on KNOWLEDGE BASE. */
async function freeMemberOnEbooks(page: Page) {
  await signUp(page, newMember());
  await page.goto("/ebooks");
  await expect(page.getByRole("heading", { name: "KNOWLEDGE BASE" })).toBeVisible();
}

async function buy(page: Page, title: string) {
  await libraryCard(page, title).getByRole("button", { name: "BUY NOW" }).click();
  await expect(libraryCard(page, title).getByRole("link", { name: /^READ/ })).toBeVisible();
}

test.describe("knowledge base", () => {
  test("a new free member buys an e-book: READ opens its download, and the purchase and their progress stay", {
    tag: "@full-browser",
  }, async ({ page }) => {
    await freeMemberOnEbooks(page);
    await expect(page).toHaveTitle("E-Books · WOLFPACK");

    // The featured read: BESTSELLER, and the two ways to get it while it is not theirs.
    const featured = featuredRead(page);
    await expect(featured.getByText("BESTSELLER", { exact: true })).toBeVisible();
    await expect(featured.getByRole("link", { name: /DOWNLOAD NOW/ })).toHaveCount(0);
    await expect(featured.getByRole("button", { name: "BUY NOW" })).toBeVisible();
    await expect(featured.getByRole("link", { name: "Or go PREMIUM WOLF" })).toHaveAttribute(
      "href",
      "/membership-selection",
    );

    await expect(readingProgress(page).getByText("No reads on the go yet")).toBeVisible();

    // A free e-book reads at once; a paid one shows its price and BUY NOW.
    await expect(libraryCard(page, STARTER_GUIDE).getByRole("link", { name: /^READ/ })).toBeVisible();
    await expect(libraryCard(page, STARTER_GUIDE).getByRole("button", { name: "BUY NOW" })).toHaveCount(0);
    const ironMind = libraryCard(page, IRON_MIND);
    await expect(ironMind).toContainText("$14.99");
    await expect(ironMind.getByRole("link", { name: /^READ/ })).toHaveCount(0);

    const held = await holdApiCalls(page, "ebook.buy");
    await ironMind.getByRole("button", { name: "BUY NOW" }).click();
    await expect(ironMind.getByRole("button", { name: "Buying..." })).toBeDisabled();
    held.release();
    await expect(toast(page, "E-book Purchased")).toBeVisible();
    const read = ironMind.getByRole("link", { name: /^READ/ });
    await expect(read).toHaveAttribute("href", DOWNLOAD);
    await expectPdf(page, read);
    await expect(read).toHaveAttribute("target", "_blank");
    await expect(read).toHaveAttribute("rel", /noopener/);
    await expect(ironMind.getByRole("button", { name: "BUY NOW" })).toHaveCount(0);
    await expect(ironMind).toContainText("Purchased");
    await expect(ironMind).not.toContainText("$14.99");

    // Bought, it is on the reading list at 0%.
    const row = readingRow(page, IRON_MIND);
    const bar = row.getByRole("progressbar", { name: `Reading progress: ${IRON_MIND}` });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");

    // READ opens the download in a new page.
    const opened = page.context().waitForEvent("page");
    await read.click();
    const download = await opened;
    await expect.poll(() => download.url()).toMatch(/\/api\/ebooks\/\d+\/download$/);
    await download.close();

    // A percent out of range is refused before anything is sent, and what was typed stays.
    await row.getByRole("button", { name: "Update progress" }).click();
    const percent = row.getByRole("textbox", { name: "Percent read" });
    await percent.fill("150");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByText("Reading progress must be a whole percent from 0 to 100")).toBeVisible();
    await expect(percent).toHaveValue("150");
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await percent.fill("45");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Progress Saved")).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(row).toContainText("45%");
    await expect(row.getByRole("button", { name: "Update progress" })).toBeFocused();

    // Opening a free e-book puts it on the reading list too.
    await expect(readingRow(page, STARTER_GUIDE)).toHaveCount(0);
    const opening = page.context().waitForEvent("page");
    await libraryCard(page, STARTER_GUIDE).getByRole("link", { name: /^READ/ }).click();
    await (await opening).close();
    await expect(
      readingRow(page, STARTER_GUIDE).getByRole("progressbar", { name: `Reading progress: ${STARTER_GUIDE}` }),
    ).toHaveAttribute("aria-valuenow", "0");

    // The featured read, bought from its card, offers DOWNLOAD NOW.
    await featured.getByRole("button", { name: "BUY NOW" }).click();
    const downloadNow = featured.getByRole("link", { name: /DOWNLOAD NOW/ });
    await expect(downloadNow).toHaveAttribute("href", DOWNLOAD);
    await expectPdf(page, downloadNow);
    await expect(downloadNow).toHaveAttribute("target", "_blank");
    await expect(downloadNow).toHaveAttribute("rel", /noopener/);

    // All of it is the server's: a reload shows the same.
    await page.reload();
    await expect(libraryCard(page, IRON_MIND).getByRole("link", { name: /^READ/ })).toBeVisible();
    await expect(libraryCard(page, IRON_MIND).getByRole("button", { name: "BUY NOW" })).toHaveCount(0);
    const barAfter = readingRow(page, IRON_MIND).getByRole("progressbar", { name: `Reading progress: ${IRON_MIND}` });
    await expect(barAfter).toHaveAttribute("aria-valuenow", "45");
    await expect(readingRow(page, IRON_MIND)).toContainText("45%");
    await expect(featuredRead(page).getByRole("link", { name: /DOWNLOAD NOW/ })).toBeVisible();
  });

  test("a failed purchase says why in a toast and leaves BUY NOW to try again", async ({ page }) => {
    await freeMemberOnEbooks(page);
    const buyCall = /\/api\/trpc\/[^?]*\bebook\.buy\b/;
    await page.route(buyCall, (route) =>
      route.fulfill({
        status: 404,
        json: [
          {
            error: {
              json: {
                message: "This e-book is no longer there.",
                code: -32004,
                data: { code: "NOT_FOUND", httpStatus: 404 },
              },
            },
          },
        ],
      }),
    );
    const ironMind = libraryCard(page, IRON_MIND);
    await ironMind.getByRole("button", { name: "BUY NOW" }).click();
    await expect(toast(page, "Purchase Failed")).toContainText("This e-book is no longer there.");
    await expect(ironMind.getByRole("button", { name: "BUY NOW" })).toBeEnabled();
    await expect(ironMind.getByRole("link", { name: /^READ/ })).toHaveCount(0);
    await page.unroute(buyCall);
    await buy(page, IRON_MIND);
  });

  test("the coach, on premium, reads every e-book without buying", async ({ page }) => {
    await signInQuickly(page, COACH);
    await page.goto("/ebooks");
    const cards = library(page).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    await expect(library(page).getByRole("link", { name: /^READ/ })).toHaveCount(count);
    await expect(page.getByRole("button", { name: "BUY NOW" })).toHaveCount(0);
    await expect(library(page).getByText("Included with premium").first()).toBeVisible();
    await expect(featuredRead(page).getByRole("link", { name: /DOWNLOAD NOW/ })).toHaveAttribute("href", DOWNLOAD);
    await expectPdf(page, libraryCard(page, IRON_MIND).getByRole("link", { name: /^READ/ }));
  });

  test("a free member who goes PREMIUM WOLF from the library reads every e-book straight away", async ({ page }) => {
    await freeMemberOnEbooks(page);
    const ironMind = libraryCard(page, IRON_MIND);
    await expect(ironMind.getByRole("button", { name: "BUY NOW" })).toBeVisible();

    await featuredRead(page).getByRole("link", { name: "Or go PREMIUM WOLF" }).click();
    await page.getByText("Video form corrections").click();
    await page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true }).click();
    await confirmUpgrade(page);
    await expect(toast(page, "Membership Selected")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Within the app, so the shelf it had cached would show if it were kept.
    await page.getByRole("tab", { name: "E-Books" }).click();
    await page.getByRole("link", { name: "Open the library" }).click();
    const read = ironMind.getByRole("link", { name: /^READ/ });
    await expect(read).toHaveAttribute("href", DOWNLOAD);
    await expect(ironMind).toContainText("Included with premium");
    await expectPdf(page, read);
  });

  test("says so when there are no e-books", async ({ page }) => {
    await signInQuickly(page, DEMO);
    // The server answers as it would with an empty shelf: every e-book read comes back empty.
    await page.route(/\/api\/trpc\/[^?]*\bebook\.(list|library)\b/, async (route) => {
      const response = await route.fetch();
      const answers = (await response.json()) as unknown[];
      const procedures = decodeURIComponent(new URL(route.request().url()).pathname)
        .slice("/api/trpc/".length)
        .split(",");
      await route.fulfill({
        response,
        json: procedures.map((procedure, index) =>
          procedure.startsWith("ebook.") ? { result: { data: { json: [] } } } : answers[index],
        ),
      });
    });
    await openInApp(page, "/ebooks");
    await expect(page.getByRole("heading", { name: "KNOWLEDGE BASE" })).toBeVisible();
    await expect(page.getByText("No e-books available", { exact: true })).toBeVisible();
    await expect(page.getByText("Check back later for new releases", { exact: true })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "BUY NOW" })).toHaveCount(0);
  });

  test("shows its skeleton while the e-books are on the way, and the retry card when they cannot be had", async ({
    page,
  }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    const loaded = page.getByRole("heading", { name: "KNOWLEDGE BASE" });
    await expectSkeletonWhileLoading(page, {
      path: "/ebooks",
      procedure: "ebook.library",
      skeleton: "Loading the e-books",
      loaded,
    });
    await expectRetryCard(page, { path: "/ebooks", procedure: "ebook.library", loaded });
  });

  test("reads well on a 360 px phone: a free member with a book bought and its progress open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await freeMemberOnEbooks(page);
    await buy(page, IRON_MIND);
    await readingRow(page, IRON_MIND).getByRole("button", { name: "Update progress" }).click();
    await expect(readingRow(page, IRON_MIND).getByRole("textbox", { name: "Percent read" })).toBeVisible();

    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    await expectTapTarget(featuredRead(page).getByRole("button", { name: "BUY NOW" }), "the featured BUY NOW");
    await expectTapTarget(featuredRead(page).getByRole("link", { name: "Or go PREMIUM WOLF" }), "the upgrade link");
    await expectTapTarget(
      libraryCard(page, "Mobility for the Hunt").getByRole("button", { name: "BUY NOW" }),
      "BUY NOW",
    );
    await expectTapTarget(libraryCard(page, IRON_MIND).getByRole("link", { name: /^READ/ }), "READ");
    await expectTapTarget(readingRow(page, IRON_MIND).getByRole("button", { name: "Save" }), "Save");
    await expectTapTarget(readingRow(page, IRON_MIND).getByRole("button", { name: "Cancel" }), "Cancel");
    await readingRow(page, IRON_MIND).getByRole("button", { name: "Cancel" }).click();
    await expectTapTarget(readingRow(page, IRON_MIND).getByRole("button", { name: "Update progress" }), "Update");
  });

  test("reads well on a 360 px phone: the coach, every book open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, COACH);
    await page.goto("/ebooks");
    await expect(library(page).getByRole("article").first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    await expectTapTarget(featuredRead(page).getByRole("link", { name: /DOWNLOAD NOW/ }), "DOWNLOAD NOW");
    await expectTapTarget(libraryCard(page, IRON_MIND).getByRole("link", { name: /^READ/ }), "READ");
  });
});
