import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
  test,
} from "@playwright/test";

export const DEMO = { email: "demo@wolfpack.app", password: "password123" };
export const COACH = { email: "coach@wolfpack.app", password: "password123" };

let counter = 0;

/** A member nobody registered yet: unique per test and per run. */
export function newMember() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `wolf_${tag}`,
    email: `wolf_${tag}@example.test`,
    password: "hunter-2025",
  };
}

/**
 * Holds every request to a matching address until release() is called, so a test can look
 * at the page while it waits (a pending label, code not in yet) without sleeping.
 */
export async function holdRequests(page: Page, url: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Once released, the route stays but lets every request straight through.
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** Holds every API call whose procedure matches until release() is called (holdRequests). */
export function holdApiCalls(page: Page, procedure: string) {
  return holdRequests(page, apiCallsTo(procedure));
}

/**
 * The page's reads (tRPC queries go out as GET), counted from now on, so that a test's own
 * call can be the first to reach the server after the test changed something there (ended
 * the session). Screens also read on their own, at moments a test cannot wait for: the
 * reminder watcher once its lazily loaded code is in, and the router preloads a link's
 * screen when a link appears under the resting pointer (after a click, the navigation's
 * centre button lies where the sign-up form's button was). `hold()` keeps every read sent
 * from then on and resolves once the reads already sent have been answered; `release()`
 * lets the kept ones go.
 */
export async function holdableReads(page: Page) {
  const isRead = (request: Request) =>
    request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/trpc/");
  /** Reads let through and not answered yet. */
  const onTheWay = new Set<Request>();
  const answered = (request: Request) => onTheWay.delete(request);
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  let gate: Promise<void> | null = null;
  let open = () => {};
  await page.route(
    (url) => url.pathname.startsWith("/api/trpc/"),
    async (route) => {
      const request = route.request();
      if (!isRead(request)) return route.fallback();
      while (gate) await gate;
      onTheWay.add(request);
      await route.fallback();
    },
  );
  return {
    async hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      await expect.poll(() => onTheWay.size, { message: "reads still on the way" }).toBe(0);
    },
    release() {
      gate = null;
      open();
    },
  };
}

/** The tRPC requests that carry a procedure, batched or not. */
export function apiCallsTo(procedure: string): RegExp {
  return new RegExp(`/api/trpc/[^?]*\\b${procedure.replace(".", "\\.")}\\b`);
}

/** Moves to a path inside the app, as a link would: a page load would first wait on the member. */
export async function moveInApp(page: Page, path: string) {
  await appReady(page);
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/**
 * Once the app has the page: it has drawn its first screen, or taken over the one the server
 * drew (until then that one is `inert`). Clicks and typing wait for this by themselves.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && !root.inert && root.querySelector(":scope > .boot-screen") === null;
  });
}

/**
 * Opens `path` from another screen, in the app, on a fresh page: the screen's reads then go
 * out from the phone (and through `page.route`). Opened directly, the server draws the screen
 * into the page with its data (docs/performance.md), and the phone asks for none of it.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto("/about");
  await moveInApp(page, path);
}

/**
 * Moving to `path` from another screen while `procedure` is held shows the skeleton named
 * `skeleton`; once the call goes through, `loaded` shows and the skeleton is gone.
 */
export async function expectSkeletonWhileLoading(
  page: Page,
  {
    path,
    procedure,
    skeleton,
    loaded,
    whileHeld,
  }: {
    path: string;
    procedure: string;
    skeleton: string;
    loaded: Locator;
    /** What else to look at while the skeleton shows. */
    whileHeld?: (placeholder: Locator) => Promise<void>;
  },
) {
  const held = await holdApiCalls(page, procedure);
  await moveInApp(page, path);
  const placeholder = page.getByRole("status", { name: skeleton });
  await expect(placeholder).toBeVisible();
  await whileHeld?.(placeholder);
  held.release();
  await expect(loaded).toBeVisible();
  await expect(placeholder).toHaveCount(0);
}

/**
 * When `procedure` fails, `path` shows the retry card with readable words only; once it
 * answers again, 'Try again' shows `loaded`.
 */
export async function expectRetryCard(
  page: Page,
  { path, procedure, loaded }: { path: string; procedure: string; loaded: Locator },
) {
  const calls = apiCallsTo(procedure);
  await page.route(calls, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<html></html>" }));
  await openInApp(page, path);
  const card = page.getByRole("alert").filter({ hasText: "This screen did not load" });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText(/Error:|Unexpected token|TRPCClientError/);
  await page.unroute(calls);
  await card.getByRole("button", { name: "Try again" }).click();
  await expect(loaded).toBeVisible();
  await expect(card).toHaveCount(0);
}

/**
 * Every call to the API the page makes from now on, as the procedures each request carries.
 * With `sentFrom` (a path such as "/community"), only the calls sent while the address was
 * that path: a call the previous screen still had on the way (the router preloads a link's
 * data when the pointer rests on it) is not the screen's own, and counting it made such
 * tests fail now and then.
 */
export function recordApiRequests(page: Page, sentFrom?: string) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/trpc/")) return;
    if (sentFrom !== undefined) {
      // The page's address when the call went out: events come in the order they happened.
      const from = new URL(request.frame().url());
      if (`${from.pathname}${from.search}` !== sentFrom) return;
    }
    requests.push(decodeURIComponent(url.pathname.slice("/api/trpc/".length)));
  });
  return requests;
}

/**
 * What went wrong on a page while a test ran: console errors and uncaught errors (a CSP
 * refusal is one), and every request that left this server: nothing a page needs comes from another host.
 */
export function recordPageProblems(page: Page, baseURL: string | undefined) {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  return { problems, foreign };
}

/**
 * The requests a screen sent, without the habit watcher's reads: on every member screen it
 * reads the member's reminders and recent habit logs once per page load, after the screen's
 * own reads; alone, or batched with whatever the app asks at that moment (on a busy machine,
 * the next screen's reads), or not at all when the screen read them already. The header's
 * unread count (bell.unreadCount, read at load and each minute) is not the screen's either.
 */
export function screenRequests(requests: readonly string[]): string[] {
  const notTheScreens = new Set(["habit.history", "habit.reminders", "bell.unreadCount"]);
  return requests
    .map((request) =>
      request
        .split(",")
        .filter((procedure) => !notTheScreens.has(procedure))
        .join(","),
    )
    .filter((request) => request !== "");
}

/**
 * How long a tab may take to follow a change made elsewhere (another tab's sign-out, a
 * session gone when it comes back): well under anything the app would do on its own later
 * (auth.me stays fresh for five minutes, docs/development.md), so only the push between
 * tabs or the coming back can meet it. A second on a quiet machine; CI's is busy.
 */
export const AT_ONCE = { timeout: 5_000 };

export function toast(page: Page, text: string | RegExp) {
  return page.locator(".mantine-Notification-root").filter({ hasText: text });
}

export async function signIn(page: Page, credentials: { email: string; password: string }, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, /Welcome back, .+!/)).toBeVisible();
}

export async function register(
  page: Page,
  /** `avatar`: the name of one of the app's avatars to choose, e.g. "Red wolf". */
  member: { username: string; email: string; password: string; avatar?: string },
) {
  await page.goto("/register");
  await page.getByLabel("Username", { exact: true }).fill(member.username);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  if (member.avatar) await page.getByRole("radio", { name: member.avatar, exact: true }).check();
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/membership-selection$/);
  // The address changes before the screen's data is in: wait for the screen itself.
  await expect(page.getByRole("button", { name: "Start Free Trial", exact: true })).toBeVisible();
}

/**
 * The browser's time zone, as the sign-up and sign-in forms send it (the config's
 * timezoneId), so a member made through the API is the member the forms would make.
 */
function browserTimeZone(): string | undefined {
  return test.info().project.use.timezoneId;
}

/**
 * Signs a new member up through the API the sign-up form calls, with what the form sends,
 * and leaves the browser signed in as them (page.request shares the browser's cookies).
 * For tests that are not about signing up: the form takes seconds of a run per test, and
 * register() covers it. The page stays where it was: the test opens the screen it wants.
 */
export async function signUp(
  page: Page,
  member: { username: string; email: string; password: string; avatar?: string },
) {
  const response = await page.request.post("/api/auth/register", {
    data: { ...member, timezone: browserTimeZone() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A new member signed up through the API (signUp), on the plan screen sign-up leads to, as
 * register() leaves them; for tests that go on from there rather than look at the form.
 */
export async function signUpToPlans(page: Page, member = newMember()) {
  await signUp(page, member);
  await page.goto("/membership-selection");
  await expect(page.getByRole("button", { name: "Start Free Trial", exact: true })).toBeVisible();
}

/**
 * Signs in through the API the sign-in form calls, with what the form sends; the browser
 * holds the session. For tests that are not about signing in (signIn() goes through the form).
 */
export async function signInQuickly(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post("/api/auth/login", {
    data: { ...credentials, timezone: browserTimeZone() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export function bottomNav(page: Page) {
  return page.getByRole("navigation", { name: "Main navigation" });
}

export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The member the server sees for this browser's session cookie, or null. */
export async function memberOnServer(request: APIRequestContext): Promise<{ membershipTier: string } | null> {
  const response = await request.get("/api/auth/me");
  return response.ok() ? await response.json() : null;
}

/**
 * Ends the browser's session on the server only, as an expiry or a sign-out elsewhere
 * would: the browser keeps its now useless cookie. With `reads` (holdableReads of the
 * page), the page's reads are held from here on, so the test's next call is the first
 * to meet the ended session whatever the screens read on their own.
 */
export async function endSessionOnServer(
  context: BrowserContext,
  request: APIRequestContext,
  reads?: { hold(): Promise<void> },
) {
  if (reads) await reads.hold();
  // Otherwise once the open screens' own reads are done (some start late, from lazily
  // loaded parts): one of those may meet the ended session before the call the test
  // makes. A page is idle only once per page load: after a move inside the app (sign-up
  // going on to the plan screen) this waits for nothing, hence `reads`. Never with reads
  // held: those keep the page from ever being idle.
  else for (const page of context.pages()) await page.waitForLoadState("networkidle");
  // `__Host-wolfpack_session` in production (these tests run against it), `wolfpack_session` over plain HTTP.
  const cookie = (await context.cookies()).find((each) => each.name.endsWith("wolfpack_session"));
  if (!cookie) throw new Error("the browser has no session cookie");
  const response = await request.post("/api/auth/logout", {
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  });
  expect(response.ok()).toBe(true);
}

/**
 * The tab goes to the background and comes back. Headless Chromium never hides a page,
 * so the test plays the browser's part: the state flips and the event fires.
 */
export async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"] as const) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });
}

/** A new member whose username is as long as allowed (30 characters) and as wide as letters get. */
export function newLongNamedMember() {
  const member = newMember();
  const tag = member.username.slice("wolf_".length);
  return { ...member, username: `${"W".repeat(30 - tag.length - 1)}_${tag}` };
}

type RGBA = [number, number, number, number];

/** What the eye gets from one piece of text. */
export interface TextLook {
  text: string;
  /** WCAG 2 contrast ratio of the text against what is behind it (the worst spot of it). */
  ratio: number;
  /** The text's colour and that background, as painted (after transparency). */
  color: string;
  background: string;
  /** Computed font size in px. */
  fontSize: number;
}

/** One element's text as the page computes it, before its background is known for sure. */
interface TextProbe {
  text: string;
  fontSize: number;
  /** The text colour, its alpha multiplied by the opacity of the element and its ancestors. */
  ink: RGBA;
  /**
   * The effective background: the background colours of the element and its ancestors,
   * composited bottom-up, up to the first opaque one (or the white canvas). Null when a
   * gradient or a picture lies in between: then the pixels under the text decide.
   */
  flat: RGBA | null;
  /** Where the text is, in CSS px of the viewport. */
  box: { x: number; y: number; width: number; height: number };
  /** The element's place among those probed. */
  index: number;
}

/**
 * Reads each element's own text (or an empty field's placeholder), its colour and its
 * background from the computed styles. With `scan`, only elements whose own text shows
 * whole in the viewport, not covered by anything (a sticky bar), are read.
 * Runs in the page: one self-contained function.
 */
function probeText(elements: Element[], scan: boolean): TextProbe[] {
  const parse = (value: string): RGBA | null => {
    const v = value.trim();
    if (v === "transparent") return [0, 0, 0, 0];
    let match = /^rgba?\(([^)]+)\)$/.exec(v);
    if (match) {
      const parts = (match[1] ?? "")
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    }
    match = /^color\(srgb ([^)]+)\)$/.exec(v);
    if (match) {
      const parts = (match[1] ?? "")
        .split(/[\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [(parts[0] ?? 0) * 255, (parts[1] ?? 0) * 255, (parts[2] ?? 0) * 255, parts[3] ?? 1];
    }
    return null;
  };
  const over = (top: RGBA, bottom: RGBA): RGBA => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const effectiveBackground = (element: Element): RGBA | null => {
    const layers: RGBA[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== "none") return null;
      const color = parse(style.backgroundColor);
      if (color === null) return null;
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    return layers.reduceRight<RGBA>((behind, layer) => over(layer, behind), [255, 255, 255, 1]);
  };

  const probes: TextProbe[] = [];
  for (const [index, element] of elements.entries()) {
    const style = getComputedStyle(element);
    const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
    let text: string;
    let color = style.color;
    let box: DOMRect;
    if (field) {
      const shows = !["hidden", "radio", "checkbox", "range", "color", "file"].includes(field.type);
      text = shows ? field.value || field.placeholder : "";
      if (!field.value && field.placeholder) color = getComputedStyle(field, "::placeholder").color;
      box = field.getBoundingClientRect();
    } else {
      const nodes = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      text = nodes
        .map((node) => node.textContent ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim();
      const range = document.createRange();
      if (nodes.length > 0) {
        range.setStartBefore(nodes[0] as Node);
        range.setEndAfter(nodes[nodes.length - 1] as Node);
      }
      box = nodes.length > 0 ? range.getBoundingClientRect() : element.getBoundingClientRect();
    }
    if (scan) {
      const own = element.getBoundingClientRect();
      const shown =
        text !== "" &&
        own.width > 1 &&
        own.height > 1 &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (!shown) continue;
      const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (atCentre && !element.contains(atCentre) && !atCentre.contains(element)) continue;
    }
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    const ink = parse(color) ?? [0, 0, 0, 1];
    probes.push({
      text: text.slice(0, 60),
      fontSize: Number.parseFloat(style.fontSize),
      ink: [ink[0], ink[1], ink[2], ink[3] * opacity],
      flat: effectiveBackground(element),
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      index,
    });
  }
  return probes;
}

/**
 * The darkest and the lightest pixel under each box in a screenshot (PNG, base64) taken
 * with all text hidden. Runs in the page, which decodes the picture.
 */
async function pixelsUnder({ png, boxes }: { png: string; boxes: TextProbe["box"][] }): Promise<[RGBA, RGBA][]> {
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  context.drawImage(bitmap, 0, 0);
  const scale = bitmap.width / window.innerWidth;
  const light = ([r, g, b]: RGBA) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return boxes.map((box) => {
    const x = Math.max(0, Math.floor(box.x * scale));
    const y = Math.max(0, Math.floor(box.y * scale));
    const width = Math.max(1, Math.min(bitmap.width - x, Math.ceil(box.width * scale)));
    const height = Math.max(1, Math.min(bitmap.height - y, Math.ceil(box.height * scale)));
    const { data } = context.getImageData(x, y, width, height);
    let darkest: RGBA = [255, 255, 255, 1];
    let lightest: RGBA = [0, 0, 0, 1];
    for (let i = 0; i < data.length; i += 4) {
      const pixel: RGBA = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, 1];
      if (light(pixel) < light(darkest)) darkest = pixel;
      if (light(pixel) > light(lightest)) lightest = pixel;
    }
    return [darkest, lightest];
  });
}

/** Every piece of text turns transparent (backgrounds, borders and pictures stay) while this is on. */
const HIDE_TEXT = `*, *::before, *::after, ::placeholder {
  color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-shadow: none !important; text-decoration-color: transparent !important;
  caret-color: transparent !important; transition: none !important; animation: none !important;
}`;

function relativeLuminance([r, g, b]: RGBA) {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: RGBA, b: RGBA) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const over = (top: RGBA, bottom: RGBA): RGBA => {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
};
const rgb = (color: RGBA) => `rgb(${color.slice(0, 3).map(Math.round).join(", ")})`;

/** Text looks from probes: flat backgrounds from the styles, the rest from the pixels. */
async function looksOf(page: Page, probes: TextProbe[]): Promise<TextLook[]> {
  const unsure = probes.filter((probe) => probe.flat === null);
  const pixels = new Map<TextProbe, [RGBA, RGBA]>();
  if (unsure.length > 0) {
    const hide = await page.addStyleTag({ content: HIDE_TEXT });
    const png = (await page.screenshot({ animations: "disabled", caret: "hide" })).toString("base64");
    await hide.evaluate((style) => (style as HTMLStyleElement).remove());
    const sampled = await page.evaluate(pixelsUnder, { png, boxes: unsure.map((probe) => probe.box) });
    unsure.forEach((probe, index) => {
      const extremes = sampled[index];
      if (extremes) pixels.set(probe, extremes);
    });
  }
  return probes.map((probe) => {
    const backgrounds = probe.flat ? [probe.flat] : (pixels.get(probe) ?? []);
    let worst = { ratio: Number.POSITIVE_INFINITY, color: "", background: "" };
    for (const background of backgrounds) {
      const ink = over(probe.ink, background);
      const ratio = contrastRatio(ink, background);
      if (ratio < worst.ratio) worst = { ratio, color: rgb(ink), background: rgb(background) };
    }
    return { text: probe.text, fontSize: probe.fontSize, ...worst, ratio: Math.round(worst.ratio * 100) / 100 };
  });
}

/** Waits until every transition and finite animation on the page has finished (spinners spin on). */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The look of the text of the one element the locator finds (it must be on screen). */
export async function textLook(locator: Locator): Promise<TextLook> {
  await settled(locator.page());
  const [look] = await looksOf(locator.page(), await locator.evaluateAll(probeText, false));
  if (!look) throw new Error(`no element for ${locator}`);
  return look;
}

/**
 * The look of every piece of text showing on the page: the page is scrolled through from
 * the top, a third of a screen at a time, so each text is read once where it shows whole
 * (not under the sticky header, a sticky bar or the navigation). The scroll is put back.
 */
export async function visibleTextLooks(page: Page): Promise<TextLook[]> {
  // Not while the app is still taking over a screen the server drew: it may scroll the page
  // between a text's box being read and the picture taken.
  await appReady(page);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  const looks = new Map<number, TextLook>();
  try {
    for (let y = 0; ; ) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await settled(page);
      const probes = (await page.locator("body *").evaluateAll(probeText, true)).filter(
        (probe) => !looks.has(probe.index),
      );
      const measured = await looksOf(page, probes);
      for (const [at, probe] of probes.entries()) looks.set(probe.index, measured[at] as TextLook);
      const { scrollY, innerHeight, end } = await page.evaluate(() => ({
        scrollY: window.scrollY,
        innerHeight: window.innerHeight,
        end: document.documentElement.scrollHeight,
      }));
      if (scrollY + innerHeight >= end - 1) break;
      y = scrollY + Math.max(100, Math.floor(innerHeight / 3));
    }
  } finally {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), scrolledTo);
  }
  return [...looks.entries()].sort(([a], [b]) => a - b).map(([, look]) => look);
}

/** Text that is cut off without an ellipsis, or that reaches past the side of the screen. */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const element of document.body.querySelectorAll("*")) {
      const textNodes = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      if (textNodes.length === 0 || !element.checkVisibility()) continue;
      const range = document.createRange();
      range.setStartBefore(textNodes[0] as Node);
      range.setEndAfter(textNodes[textNodes.length - 1] as Node);
      const text = range.getBoundingClientRect();
      if (text.width <= 1) continue;
      const label = (element.textContent ?? "").trim().slice(0, 50);
      /** Hidden or shortened on purpose. */
      let hidden = false;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        // Visually hidden text (for screen readers) sits in a 1 px box on purpose.
        if (box.width <= 1 || box.height <= 1) {
          hidden = true;
          break;
        }
        if (style.textOverflow === "ellipsis" && style.whiteSpace === "nowrap") {
          // Shortened on purpose: what shows ends in an ellipsis, inside the screen.
          hidden = true;
          if (box.right > width + 1) problems.push(`"${label}" is ellipsised past the screen's side`);
          break;
        }
        if (style.overflowX === "visible") continue;
        if (text.right > box.right + 1 || text.left < box.left - 1) {
          problems.push(`"${label}" is cut off by <${node.tagName.toLowerCase()} class="${node.className}">`);
          break;
        }
      }
      if (!hidden && (text.right > width + 1 || text.left < -1))
        problems.push(`"${label}" reaches past the screen's side`);
    }
    return problems;
  });
}

/** Whether the page scrolls sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** An element's text is shortened with an ellipsis: it is one line and more than fits. */
export function isEllipsised(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      style.textOverflow === "ellipsis" &&
      style.whiteSpace === "nowrap" &&
      style.overflowX !== "visible" &&
      element.scrollWidth > element.clientWidth
    );
  });
}

/** The smallest tap target, in px, both ways (WCAG 2.5.5, Apple and Material guidance). */
export const MIN_TAP = 44;
/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;
/** The smallest type on a phone screen, in px. */
export const MIN_FONT_SIZE = 12;

export async function expectTapTarget(target: Locator, what: string) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box?.width ?? 0, `${what}: width`).toBeGreaterThanOrEqual(MIN_TAP);
  expect(box?.height ?? 0, `${what}: height`).toBeGreaterThanOrEqual(MIN_TAP);
}

/** A piece of text as a failure names it: the words, the contrast, the colours, the size. */
export const spellLook = (look: TextLook) =>
  `"${look.text}" ${look.ratio}:1 (${look.color} on ${look.background}, ${look.fontSize}px)`;

/** Every piece of visible text that reads below 4.5:1 or is smaller than 12 px. */
export async function hardToReadText(page: Page): Promise<string[]> {
  return (await visibleTextLooks(page))
    .filter((look) => look.ratio < MIN_CONTRAST || look.fontSize < MIN_FONT_SIZE)
    .map(spellLook);
}

/**
 * Parts of `region` drawn over one another: every line of text and every button, link or
 * field is a part, and no two (other than one inside the other) may share more than a
 * sliver (`tolerance` px both ways; a line's box reaches a little past its line height).
 */
export function overlappingParts(region: Locator, tolerance = 2): Promise<string[]> {
  return region.evaluate((root, slack) => {
    interface Part {
      element: Element;
      label: string;
      boxes: DOMRect[];
    }
    /** Visually hidden text (for screen readers) sits in a 1 px box on purpose. */
    const hiddenOnPurpose = (element: Element) => {
      for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const parts: Part[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || hiddenOnPurpose(element))
        continue;
      const label = (element.getAttribute("aria-label") || element.textContent || "").trim().slice(0, 40);
      if (element.matches("button, a, input, select, textarea, [role='button']")) {
        parts.push({ element, label, boxes: [element.getBoundingClientRect()] });
        continue;
      }
      const boxes = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "")
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()];
        })
        .filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length > 0) parts.push({ element, label, boxes });
    }
    const meet = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
    const problems: string[] = [];
    parts.forEach((a, i) => {
      for (const b of parts.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.boxes.some((box) => b.boxes.some((other) => meet(box, other))))
          problems.push(`"${a.label}" and "${b.label}" overlap`);
      }
    });
    return problems;
  }, tolerance);
}

/**
 * Text inside `region` shortened with an ellipsis or cut at its own box's edge: words the
 * member does not get to read (visually hidden text, in its 1 px box, aside).
 */
export function shortenedText(region: Locator): Promise<string[]> {
  return region.evaluate((root) =>
    [root, ...root.querySelectorAll("*")]
      .filter(
        (element) =>
          element.checkVisibility() &&
          element.clientWidth > 1 &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
          ) &&
          getComputedStyle(element).overflowX !== "visible" &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => `"${(element.textContent ?? "").trim().slice(0, 40)}" is shortened`),
  );
}

/** How many lines the text of the one element the locator finds takes. */
export function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size;
  });
}

interface ToastRecord {
  /** The title of each toast put up, in order. */
  titles: string[];
  /** The most toasts on screen at one moment (one leaving counts until it is gone). */
  most: number;
}

/**
 * Records every toast each page load puts up, from its first moment: call before the load.
 * Returns a reader for the page as it is now.
 */
export async function recordToasts(page: Page): Promise<() => Promise<ToastRecord>> {
  await page.addInitScript(() => {
    const record: ToastRecord = { titles: [], most: 0 };
    (window as unknown as { wolfpackToasts: ToastRecord }).wolfpackToasts = record;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      const roots = [...document.querySelectorAll(".mantine-Notification-root")];
      record.most = Math.max(record.most, roots.length);
      for (const root of roots) {
        if (seen.has(root)) continue;
        seen.add(root);
        record.titles.push(root.querySelector(".mantine-Notification-title")?.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { wolfpackToasts: ToastRecord }).wolfpackToasts);
}

/** Says yes to the upgrade's question (price, renewal date, what unlocks): premium is paid for. */
export async function confirmUpgrade(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Upgrade to PREMIUM WOLF?" });
  await dialog.getByRole("button", { name: "Pay $35 and upgrade" }).click();
  // The dialog fades out: until it is gone its title is a second 'PREMIUM WOLF' heading.
  await expect(dialog).toBeHidden();
}

/** Waits until the page is in the service worker's hands (a worker takes a page only when it loads). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * What the phone keeps for offline (IndexedDB), as text. The database is only looked into
 * once the app made it: opening it first would make it without the app's store.
 */
export function keptTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === "wolfpack-offline")) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open("wolfpack-offline");
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("query-cache")) return resolve([]);
        const read = db.transaction("query-cache").objectStore("query-cache").getAll();
        read.onerror = () => resolve([]);
        read.onsuccess = () => {
          db.close();
          resolve(read.result as string[]);
        };
      };
    });
  });
}

/** Waits until a screen's data is kept on the phone (the persister writes within a second). */
export async function keptOnPhone(page: Page, wanted: string) {
  await expect.poll(async () => (await keptTexts(page)).some((text) => text.includes(wanted))).toBe(true);
}
