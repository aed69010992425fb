import { expect, test } from "@playwright/test";
import {
  bottomNav,
  COACH,
  confirmUpgrade,
  DEMO,
  holdApiCalls,
  newMember,
  register,
  signIn,
  signInQuickly,
  toast,
} from "./helpers.ts";

test.describe("visitors", () => {
  test("a signed-out visit to /workouts shows the sign-in screen, and signing in goes back there", async ({ page }) => {
    await page.goto("/workouts");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fworkouts$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
    await expect(page).toHaveURL(/\/workouts$/);
    await expect(page.getByRole("heading", { name: "Training Arsenal" })).toBeVisible();
  });

  test("any unknown path shows the sign-in screen to a visitor", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
  });

  test("a redirect to another site is ignored", async ({ page }) => {
    await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2F");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});

test.describe("sign in", () => {
  test("the form starts with the demo member, and signing in greets them and goes home", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO.password);
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");

    const login = await holdApiCalls(page, "auth.login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const pending = page.getByRole("button", { name: "Signing In...", exact: true });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    login.release();

    await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await expect(page.getByText("Train to be the apex")).toBeVisible();
    // The demo member (free) has trained the free days; the next program day is premium.
    await expect(page.getByRole("link", { name: "START TRAINING" })).toHaveAttribute("href", "/premium-coaching");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a wrong password shows 'Login Failed'", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const failure = toast(page, "Login Failed");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the form checks the email and password before sending", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("auth.login")) calls += 1;
    });
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("a signed-in member who opens /login or /register goes home", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
  });
});

test.describe("register", () => {
  test("a short password is refused with the spec's message", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("auth.register")) calls += 1;
    });
    const member = newMember();
    await page.goto("/register");
    await expect(page.getByText("Minimum 6 characters")).toBeVisible();
    await page.getByLabel("Username", { exact: true }).fill(member.username);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    expect(calls).toBe(0);
  });

  test("a taken email shows 'Registration Failed' with the server's reason", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Username", { exact: true }).fill(newMember().username);
    await page.getByLabel("Email", { exact: true }).fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill("long-enough");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    const failure = toast(page, "Registration Failed");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("already exists");
  });

  test("a new member registers, picks PREMIUM WOLF, lands home and signs out", async ({ page }) => {
    const member = newMember();
    await page.goto("/register");
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await page.getByLabel("Username", { exact: true }).fill(member.username);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);

    const registering = await holdApiCalls(page, "auth.register");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    const pending = page.getByRole("button", { name: "Creating Account...", exact: true });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    registering.release();

    // Choose Your Pack: free is selected by default.
    await expect(page).toHaveURL(/\/membership-selection$/);
    await expect(page.getByRole("heading", { name: "Choose Your Pack" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "FREE PACK" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Start Free Trial", exact: true })).toBeVisible();
    await expect(page.getByText("Upgrade to premium anytime to unlock full access.")).toBeVisible();
    await expect(page.getByText("$0/month")).toBeVisible();
    await expect(page.getByText("$35/month", { exact: true })).toBeVisible();
    await expect(page.getByText("Most Popular")).toBeVisible();

    await page.getByText("Video form corrections").click();
    await expect(page.getByRole("radio", { name: "PREMIUM WOLF" })).toBeChecked();
    await expect(page.getByText("Cancel anytime. No commitment.")).toBeVisible();
    const choose = page.getByRole("button", { name: "Start Premium Journey - $35/month", exact: true });
    await expect(choose).toBeVisible();

    const selecting = await holdApiCalls(page, "membership.select");
    await choose.click();
    await confirmUpgrade(page);
    const processing = page.getByRole("button", { name: "Processing...", exact: true });
    await expect(processing).toBeVisible();
    await expect(processing).toBeDisabled();
    selecting.release();

    const selected = toast(page, "Membership Selected");
    await expect(selected).toBeVisible();
    await expect(selected).toContainText("Welcome to premium! You now have full access.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
    await expect(page.getByText("PREMIUM WOLF")).toBeVisible();

    // The layout: header and the five bottom-navigation entries.
    const header = page.getByRole("banner");
    await expect(header.getByText("WOLFPACK", { exact: true })).toBeVisible();
    await expect(header.getByText("Alpha Training", { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Notifications" })).toBeVisible();
    await expect(header.getByRole("img", { name: member.username })).toBeVisible();
    const nav = bottomNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Home", "Progress", "Workout", "Pack", "Settings"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Workout" }).click();
    await expect(page).toHaveURL(/\/workouts$/);
    await expect(nav.getByRole("link", { name: "Workout" })).toHaveAttribute("aria-current", "page");

    await header.getByRole("button", { name: "Notifications" }).click();
    await expect(page.getByText("No notifications yet")).toBeVisible();

    // Sign out.
    await header.getByRole("button", { name: "Log out" }).click();
    const bye = toast(page, `See you later, ${member.username}!`);
    await expect(bye).toBeVisible();
    await expect(bye).toContainText("Successfully logged out");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);

    // The new account signs back in.
    await signIn(page, member);
    await expect(page.getByText("PREMIUM WOLF")).toBeVisible();
  });

  test("choosing the free pack confirms the three free workouts", async ({ page }) => {
    await register(page, newMember());
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).click();
    const selected = toast(page, "Membership Selected");
    await expect(selected).toContainText("You're all set! Enjoy your 3 free workouts.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("FREE PACK")).toBeVisible();
  });
});

test.describe("members", () => {
  test("an unknown path shows the 404 screen", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/this-page-does-not-exist");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    // Still inside the member's frame.
    await expect(page.getByRole("banner").getByText("WOLFPACK", { exact: true })).toBeVisible();
    await expect(bottomNav(page).getByRole("link")).toHaveCount(5);

    await page.goto("/workout/7/extra");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("a member who is not an admin is sent home from /admin", async ({ page }) => {
    await signInQuickly(page, DEMO);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "UNLEASH THE WOLF" })).toBeVisible();
  });

  test("an admin reaches /admin", async ({ page }) => {
    await signInQuickly(page, COACH);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
