import { expect, type Locator, type Page, test } from "@playwright/test";
import { coachingMacros, coachingOneRepMax } from "@wolfpack/rules/coaching/calculators";
import {
  COACH,
  clippedText,
  confirmUpgrade,
  expectRetryCard,
  expectSkeletonWhileLoading,
  expectTapTarget,
  hardToReadText,
  holdApiCalls,
  newMember,
  scrollsSideways,
  signInQuickly,
  signOut,
  signUp,
  signUpToPlans,
  toast,
} from "./helpers.ts";

const plan = (page: Page, name: string) => page.getByRole("radio", { name: new RegExp(name) });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "Your message" });
const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send|Sending\.\.\.)$/ });
const sentList = (page: Page) => page.getByRole("list", { name: "Your messages" });

/** A new member who picked PREMIUM WOLF on the plan screen sign-up leads to. */
async function registerPremium(page: Page) {
  await signUpToPlans(page);
  await page.getByText("Video form corrections").click();
  await page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true }).click();
  await confirmUpgrade(page);
  await expect(toast(page, "Membership Selected")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function openCoaching(page: Page) {
  await page.goto("/premium-coaching");
  await expect(page.getByRole("heading", { name: "Premium Coaching", level: 1 })).toBeVisible();
}

test.describe("premium coaching", () => {
  test("send a coaching message as premium", async ({ page }) => {
    await registerPremium(page);
    await openCoaching(page);
    await expect(page).toHaveTitle("Premium Coaching · WOLFPACK");
    await expect(page.getByText("No messages yet.", { exact: false })).toBeVisible();

    // The form shows once a plan is picked.
    await expect(messageBox(page)).toHaveCount(0);
    await plan(page, "Form Video Analysis").click();
    await expect(plan(page, "Form Video Analysis")).toBeChecked();
    await expect(plan(page, "Custom Workout Plan")).not.toBeChecked();
    await expect(page.getByText("Form Video Analysis · $79")).toBeVisible();

    // Send stays disabled while the message is blank, spaces included.
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill("   \n ");
    await expect(sendButton(page)).toBeDisabled();

    const words = "My squat caves in at the bottom. Can you look at my video?";
    await messageBox(page).fill(words);
    await page.getByRole("textbox", { name: "Phone (optional)" }).fill("+1 555 0100");
    await expect(sendButton(page)).toBeEnabled();

    const held = await holdApiCalls(page, "coaching.send");
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText("Sending...");
    await expect(sendButton(page)).toBeDisabled();
    held.release();

    await expect(toast(page, "Message Sent!")).toContainText(
      "Your message has been sent directly to the coach's phone. Expect a response within 24 hours.",
    );
    // The plan and the message are cleared; the message heads the member's list, as sent.
    await expect(messageBox(page)).toHaveCount(0);
    await expect(plan(page, "Form Video Analysis")).not.toBeChecked();
    const first = sentList(page).getByRole("listitem").first();
    await expect(first).toContainText("Form Video Analysis");
    await expect(first).toContainText(words);
    await expect(first.getByText("Sent", { exact: true })).toBeVisible();

    // It is the server's: still there after a reload.
    await page.reload();
    await expect(sentList(page).getByRole("listitem")).toHaveCount(1);
    await expect(sentList(page).getByRole("listitem").first()).toContainText(words);
  });

  test("Cancel clears the selection and the form", async ({ page }) => {
    await signInQuickly(page, COACH);
    await openCoaching(page);
    await plan(page, "Custom Workout Plan").click();
    await expect(plan(page, "Custom Workout Plan")).toHaveAttribute("aria-checked", "true");
    await messageBox(page).fill("A draft I will not send");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(messageBox(page)).toHaveCount(0);
    for (const name of ["One-on-One Consultation", "Form Video Analysis", "Custom Workout Plan"]) {
      await expect(plan(page, name)).not.toBeChecked();
    }
    // The focus goes back to the plans, not to the top of the page.
    await expect(plan(page, "One-on-One Consultation")).toBeFocused();
    // Picking a plan again starts a new message.
    await plan(page, "Custom Workout Plan").click();
    await expect(messageBox(page)).toHaveValue("");
  });

  test("a free member sees the plans and the way to premium, not a form the server would refuse", async ({ page }) => {
    await signUp(page, newMember());
    let sends = 0;
    page.on("request", (request) => {
      if (request.url().includes("coaching.send")) sends += 1;
    });
    await openCoaching(page);
    const plans = page.getByRole("list", { name: "Coaching plans" }).getByRole("listitem");
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(1)).toContainText("Form Video Analysis");
    await expect(plans.nth(1)).toContainText("$79");
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(messageBox(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Coaching is part of PREMIUM WOLF" })).toBeVisible();
    await expect(page.getByText("Macro and 1RM calculators", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);

    await page.getByRole("link", { name: "Upgrade to PREMIUM WOLF" }).click();
    await expect(page).toHaveURL(/\/membership-selection$/);
    await page.getByText("Video form corrections").click();
    await page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true }).click();
    await confirmUpgrade(page);
    await expect(toast(page, "Membership Selected")).toBeVisible();
    await openCoaching(page);
    await plan(page, "One-on-One Consultation").click();
    await expect(messageBox(page)).toBeVisible();
    expect(sends).toBe(0);
  });

  test("the calculators give the coaching formulas' figures", async ({ page }) => {
    await signInQuickly(page, COACH);
    await openCoaching(page);

    const macro = page.getByRole("region", { name: "Macro Calculator" });
    await macro.getByText("Female", { exact: true }).click();
    await expect(macro.getByRole("radio", { name: "Female" })).toBeChecked();
    await macro.getByRole("textbox", { name: "Age" }).fill("35");
    await macro.getByRole("textbox", { name: "Weight (kg)" }).fill("62,5");
    await macro.getByRole("textbox", { name: "Height (cm)" }).fill("168");
    await macro.getByRole("combobox", { name: "Activity level" }).selectOption("active");
    await macro.getByText("Bulk", { exact: true }).click();
    await expect(macro.getByRole("radio", { name: "Bulk" })).toBeChecked();
    const expected = coachingMacros({
      sex: "female",
      age: 35,
      weight: 62.5,
      height: 168,
      activity: "active",
      goal: "bulk",
    });
    if (!expected) throw new Error("the rule refused the test's own input");
    await macro.getByRole("button", { name: "Calculate" }).click();
    const kcal = (value: number) => `${value.toLocaleString("en-US")} kcal`;
    await expect(macro).toContainText(`Calories a day${kcal(expected.calories)}`);
    await expect(macro).toContainText(`BMR${kcal(expected.bmr)}`);
    await expect(macro).toContainText(`Maintenance${kcal(expected.tdee)}`);
    await expect(macro).toContainText(`Protein${expected.protein} g`);
    await expect(macro).toContainText(`Carbs${expected.carbs} g`);
    await expect(macro).toContainText(`Fat${expected.fat} g`);

    // A blank field: Calculate does nothing, and the figures of other input are gone.
    await macro.getByRole("textbox", { name: "Age" }).fill("");
    await macro.getByRole("button", { name: "Calculate" }).click();
    await expect(macro).not.toContainText("Calories a day");

    const oneRepMax = page.getByRole("region", { name: "1RM Calculator" });
    await oneRepMax.getByRole("combobox", { name: "Lift" }).selectOption("squat");
    await oneRepMax.getByRole("textbox", { name: "Weight (kg)" }).fill("100");
    await oneRepMax.getByRole("textbox", { name: "Reps" }).fill("5");
    await oneRepMax.getByRole("button", { name: "Calculate" }).click();
    const estimate = coachingOneRepMax(100, 5);
    if (!estimate) throw new Error("the rule refused the test's own input");
    // 100 x (1 + 5/30) = 116.7, rounded.
    expect(estimate.oneRepMax).toBe(117);
    await expect(oneRepMax).toContainText(`Estimated Squat 1RM${estimate.oneRepMax} kg`);
    const rows = oneRepMax.getByRole("table", { name: "Training loads" }).locator("tbody tr");
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toHaveText(/^90%105 kg1-2/);
    await expect(rows.last()).toHaveText(/^70%82 kg8-12/);
  });

  test("on a phone, Calculate brings its result into view, clear of the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInQuickly(page, COACH);
    await openCoaching(page);
    const navTop = async () => (await page.getByRole("navigation", { name: "Main navigation" }).boundingBox())?.y ?? 0;
    // The member scrolls until Calculate sits just above the navigation, and taps it there.
    // Calculate scrolls its result into view smoothly: measured on the way, the result is
    // still partly under the navigation. So the tap waits for that scroll to end.
    const tapAtTheBottom = async (button: Locator) => {
      const nav = await navTop();
      await button.evaluate(async (element, bottom) => {
        const from = window.scrollY;
        window.scrollBy({ top: element.getBoundingClientRect().bottom - bottom, behavior: "instant" });
        const to = window.scrollY;
        // This scroll's own end is told a moment later: it must not count as the tap's.
        if (to !== from) {
          await new Promise<void>((resolve) => {
            const ended = () => {
              if (window.scrollY !== to) return;
              window.removeEventListener("scrollend", ended);
              resolve();
            };
            window.addEventListener("scrollend", ended);
          });
        }
        const tab = window as unknown as { calculateScrolled: boolean };
        tab.calculateScrolled = false;
        window.addEventListener("scrollend", () => (tab.calculateScrolled = true), { once: true });
      }, nav - 8);
      await button.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { calculateScrolled: boolean }).calculateScrolled), {
          message: "Calculate scrolled its result into view",
        })
        .toBe(true);
    };
    const shownWhole = async (figure: Locator) => {
      await expect(figure).toBeInViewport({ ratio: 1 });
      const box = await figure.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(await navTop());
    };

    const macro = page.getByRole("region", { name: "Macro Calculator" });
    await macro.getByRole("textbox", { name: "Age" }).fill("35");
    await macro.getByRole("textbox", { name: "Weight (kg)" }).fill("80");
    await macro.getByRole("textbox", { name: "Height (cm)" }).fill("180");
    await tapAtTheBottom(macro.getByRole("button", { name: "Calculate" }));
    await shownWhole(macro.getByText(/^[\d,]+ kcal$/).first());

    const oneRepMax = page.getByRole("region", { name: "1RM Calculator" });
    await oneRepMax.getByRole("textbox", { name: "Weight (kg)" }).fill("100");
    await oneRepMax.getByRole("textbox", { name: "Reps" }).fill("5");
    await tapAtTheBottom(oneRepMax.getByRole("button", { name: "Calculate" }));
    await shownWhole(oneRepMax.getByText(/^Estimated .+ 1RM$/));
  });

  test("shows its skeleton while the messages are on the way, and the retry card when they cannot be had", async ({
    page,
  }) => {
    await signInQuickly(page, COACH);
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    const loaded = page.getByRole("heading", { name: "Premium Coaching", level: 1 });
    await expectSkeletonWhileLoading(page, {
      path: "/premium-coaching",
      procedure: "coaching.mine",
      skeleton: "Loading coaching",
      loaded,
    });
    await expectRetryCard(page, { path: "/premium-coaching", procedure: "coaching.mine", loaded });
  });

  test("reads well on a 360 px phone, for a free member and for a premium one", async ({ page }) => {
    // Two members, and every text of two long pages measured.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await signUp(page, newMember());
    await openCoaching(page);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    await expectTapTarget(page.getByRole("link", { name: "Back to Profile" }), "Back to Profile");
    await expectTapTarget(page.getByRole("link", { name: "Upgrade to PREMIUM WOLF" }), "the upgrade");
    await expectTapTarget(page.getByRole("link", { name: "See PREMIUM WOLF" }), "the calculators' upgrade");

    await signOut(page);
    await signInQuickly(page, COACH);
    await openCoaching(page);
    await plan(page, "Form Video Analysis").click();
    await messageBox(page).fill("Checking how the form reads on a phone");
    const macro = page.getByRole("region", { name: "Macro Calculator" });
    await macro.getByRole("textbox", { name: "Age" }).fill("30");
    await macro.getByRole("textbox", { name: "Weight (kg)" }).fill("80");
    await macro.getByRole("textbox", { name: "Height (cm)" }).fill("180");
    await macro.getByRole("button", { name: "Calculate" }).click();
    const oneRepMax = page.getByRole("region", { name: "1RM Calculator" });
    await oneRepMax.getByRole("textbox", { name: "Weight (kg)" }).fill("140");
    await oneRepMax.getByRole("textbox", { name: "Reps" }).fill("3");
    await oneRepMax.getByRole("button", { name: "Calculate" }).click();
    await expect(oneRepMax.getByRole("table", { name: "Training loads" })).toBeVisible();

    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedText(page)).toEqual([]);
    expect(await hardToReadText(page)).toEqual([]);
    for (const name of ["One-on-One Consultation", "Form Video Analysis", "Custom Workout Plan"]) {
      await expectTapTarget(plan(page, name), name);
    }
    await expectTapTarget(page.getByRole("button", { name: "Cancel", exact: true }), "Cancel");
    await expectTapTarget(sendButton(page), "Send");
    // A choice's tap target is its label, which holds the words and the hidden radio.
    await expectTapTarget(macro.locator("label").filter({ hasText: /^Female$/ }), "Female");
    await expectTapTarget(macro.locator("label").filter({ hasText: /^Bulk$/ }), "Bulk");
    await expectTapTarget(macro.getByRole("combobox", { name: "Activity level" }), "the activity level");
    await expectTapTarget(oneRepMax.getByRole("button", { name: "Calculate" }), "Calculate");
  });
});
