/**
 * What `pnpm bench:api` measures: the one place to add a read or a write.
 *
 * Each scenario is one request, sent over and over by autocannon on BENCH_CONNECTIONS
 * connections for BENCH_DURATION seconds. A scenario with `needsSession` carries the
 * session cookie of a member the benchmark registered (a free member with no history),
 * or with `signedInAs` that of a seeded account (the coach, the demo member, a premium
 * one); one with `memberPerRequest` instead sends every request as a different member,
 * from a pool the benchmark writes into its database (PostgreSQL only); one with
 * `duringSignIns` is measured a second time while sign-ins run at
 * SIGN_IN_LOAD.perSecond, to show that requests needing no password check stay fast.
 * A scenario's `target` is checked against the baseline measured in the same run.
 */

import { DEMO_COACH, DEMO_MEMBER, DEMO_PASSWORD, packMembers } from "@wolfpack/db/seed";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a scenario must reach to pass: a share of the baseline's req/s, and a p99. */
export interface Target {
  /** The least req/s as a share of the baseline's in the same run: 0.25 is a quarter. */
  minRatio: number;
  /** The p99 latency it must stay under, in milliseconds. */
  maxP99Ms: number;
}

/** What the benchmark writes into its database before measuring (PostgreSQL only). */
export interface Fixtures {
  /** 'Open Mat': a workout outside the 100-day program, so completing it sets no cooldown. */
  openMatWorkoutId: number;
  /** The seed's first e-book that costs money: buying it charges (a free one is only taken). */
  paidEbookId: number;
  /** The community feed: FEED_POSTS posts with ids from firstPostId on, by members of the pool and others. */
  firstPostId: number;
  postCount: number;
  /** Dawn Patrol, a seeded group the demo member is in: the group board's. */
  demoGroupId: number;
}

/** How many posts the benchmark writes into the feed. */
export const FEED_POSTS = 100_000;

/** How a seeded account signs in. */
export interface SignIn {
  email: string;
  password: string;
}

export interface Scenario {
  /** Shown in the table and used as the key in the JSON results; unique. */
  name: string;
  method: Method;
  /**
   * From the server's root, query string included: "/api/auth/me", "/api/trpc/auth.me".
   * A function when it names a row the benchmark wrote (PostgreSQL only); with
   * `memberPerRequest` it is asked again for every request, given the member's number in
   * the pool, so that requests can spread over rows.
   */
  path: string | ((fixtures: Fixtures, member: number) => string);
  /** Sent as JSON with Origin and Content-Type, as the web app sends it. */
  body?: unknown;
  /** Send the benchmark member's session cookie. */
  needsSession: boolean;
  /**
   * With `needsSession`: send this seeded account's session instead, signed in once before
   * measuring. The benchmark's member is a new free member: no request makes an account an
   * admin, and upgrading it to premium would change what every other scenario measures.
   */
  signedInAs?: SignIn;
  /**
   * Send each request as a member of its own instead: a fresh free member from a pool
   * written straight into the benchmark's database (users and sessions rows), none used
   * twice. Needs PostgreSQL; skipped on PGlite, whose database only the server can open.
   */
  memberPerRequest?: boolean;
  /**
   * Reads rows the benchmark writes into its database (fixtures.ts), as the progress charts
   * read the lifter's sets: without them it would measure an empty screen. Needs PostgreSQL.
   */
  readsOwnRows?: boolean;
  /** The status every response must have (checked once before measuring, counted during); 200 unless said. */
  status?: number;
  /** The others' req/s are shown as a ratio to this one's. Exactly one scenario is the baseline. */
  baseline?: boolean;
  /** Also measured while sign-ins run (the "sign-in load" section). */
  duringSignIns?: boolean;
  /** Shown as pass or MISSED beside the figures. */
  target?: Target;
  /**
   * A page load: HTML with its screen drawn by the server (docs/performance.md, "Screens drawn
   * on the server"). Measured only where the web app is built (apps/web/dist, `pnpm build`).
   */
  drawnPage?: boolean;
}

/** What a screen's read should reach (issue 24: a quarter of the baseline, p99 under 30 ms). */
const READ_TARGET: Target = { minRatio: 0.25, maxP99Ms: 30 };
/** What a write that runs a transaction of several statements should reach. */
const WRITE_TARGET: Target = { minRatio: 0.1, maxP99Ms: 200 };

/** Every seeded account has the demo password. */
const seeded = ({ email }: { email: string }): SignIn => ({ email, password: DEMO_PASSWORD });

const premiumPackMember = packMembers.find((member) => member.membershipTier === "premium");
if (!premiumPackMember) throw new Error("The seed has no premium pack member.");
/**
 * The pack's first premium member (ApexAlpha, the whole program behind them): coaching is
 * premium only, and their history gives their export a line per session.
 */
const PREMIUM_MEMBER = seeded(premiumPackMember);

const lifterPackMember = packMembers.find((member) => member.username === "IronHowl");
if (!lifterPackMember) throw new Error("The seed has no IronHowl.");
/**
 * A premium member 72 sessions into the program, in Chicago, whose sessions the benchmark
 * gives weighted sets and whose month it gives habit logs (fixtures.ts): the progress
 * charts' read with something in each chart.
 */
export const LIFTER = seeded(lifterPackMember);

const unrankedPackMember = packMembers.find((member) => member.username === "EchoHunter");
if (!unrankedPackMember) throw new Error("The seed has no EchoHunter.");
/**
 * A member with no workout yet, whose name sorts after the pool's: with the pool written,
 * outside the first 100 of the global and national boards, as nearly every member of a
 * large pack is, so the board read counts their rank (leaderboards/ranks.ts).
 */
const UNRANKED_MEMBER = seeded(unrankedPackMember);

/**
 * A batched tRPC GET as the web app's httpBatchLink sends it with superjson: the
 * procedures joined by commas, and `input` a JSON object keyed by position. superjson
 * writes no input (undefined) as null with a note that it was undefined.
 */
export function trpcBatchPath(calls: ReadonlyArray<readonly [procedure: string, input?: unknown]>): string {
  const inputs = Object.fromEntries(
    calls.map(([, input], index) => [
      index,
      input === undefined ? { json: null, meta: { values: ["undefined"], v: 1 } } : { json: input },
    ]),
  );
  const procedures = calls.map(([procedure]) => procedure).join(",");
  return `/api/trpc/${procedures}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/**
 * What the benchmark's member does before anything is measured: logs today's four habits
 * and sets two reminders, so the habit reads have what a member's first day gives them.
 */
export const MEMBER_SETUP: ReadonlyArray<{ method: Method; path: string; body: unknown; status: number }> = [
  ...(["smoking", "drinking", "sugar", "reading"] as const).map((habitType) => ({
    method: "POST" as const,
    path: "/api/users/me/habits",
    body: { habitType, completed: habitType === "reading" },
    status: 201,
  })),
  {
    method: "POST",
    path: "/api/users/me/reminders",
    body: { habitType: "reading", reminderTime: "21:00" },
    status: 201,
  },
  {
    method: "POST",
    path: "/api/users/me/reminders",
    body: { habitType: "smoking", reminderTime: "08:00" },
    status: 201,
  },
];

/**
 * The write limits the benchmark's server runs with (its WRITE_LIMITS). Every write the
 * scenarios repeat is made by a member of its own, well within the limits, but for the
 * coaching message: one premium member sends it from every connection at once, past the
 * limit (5 an hour) within a second, and, counted, each message would wait for the one
 * before it on that member's counter. So its limit is off, and it measures the message;
 * the like measures a counted write.
 */
export const BENCH_WRITE_LIMITS = "coaching-message=off";

/** The one request the home screen sends for its data. */
export const HOME_BATCH = trpcBatchPath([
  ["auth.me"],
  ["workout.list"],
  ["gear.list"],
  ["ebook.list", { featured: true }],
  ["program.days"],
]);

export const SCENARIOS: readonly Scenario[] = [
  {
    // Through every middleware (secure headers, same-origin, body limit) to the JSON 404,
    // without touching the database: what the HTTP stack alone costs.
    name: "404 baseline",
    method: "GET",
    path: "/api/no-such-endpoint",
    needsSession: false,
    status: 404,
    baseline: true,
  },
  { name: "GET /api/health", method: "GET", path: "/api/health", needsSession: false },
  {
    name: "GET /api/auth/me",
    method: "GET",
    path: "/api/auth/me",
    needsSession: true,
    duringSignIns: true,
    target: READ_TARGET,
  },
  { name: "GET /api/trpc/auth.me", method: "GET", path: "/api/trpc/auth.me", needsSession: true, target: READ_TARGET },

  // The workout catalogue, as the Workouts screen and the home screen read it.
  { name: "GET /api/workouts", method: "GET", path: "/api/workouts", needsSession: true, target: READ_TARGET },
  {
    name: "GET /api/trpc/workout.list",
    method: "GET",
    path: "/api/trpc/workout.list",
    needsSession: true,
    target: READ_TARGET,
  },

  // The home screen's other reads over REST, and everything it reads in its one tRPC request.
  { name: "GET /api/gear", method: "GET", path: "/api/gear", needsSession: true, target: READ_TARGET },
  {
    name: "GET /api/ebooks?featured=true",
    method: "GET",
    path: "/api/ebooks?featured=true",
    needsSession: true,
    target: READ_TARGET,
  },
  {
    name: "home: tRPC batch of 5",
    method: "GET",
    path: HOME_BATCH,
    needsSession: true,
    target: READ_TARGET,
  },

  // The habit screen's reads over REST, and its one tRPC request.
  {
    name: "GET /api/users/me/habits",
    method: "GET",
    path: "/api/users/me/habits",
    needsSession: true,
    target: READ_TARGET,
  },
  {
    name: "GET /api/users/me/reminders",
    method: "GET",
    path: "/api/users/me/reminders",
    needsSession: true,
    target: READ_TARGET,
  },
  {
    name: "habits: tRPC batch of 3",
    method: "GET",
    path: trpcBatchPath([["auth.me"], ["habit.history", { perHabit: 7 }], ["habit.reminders"]]),
    needsSession: true,
    target: READ_TARGET,
  },
  // The same batch as each member's first: nothing of theirs kept by the server yet
  // (docs/performance.md, "A member's own rows kept between requests").
  {
    name: "habits: tRPC batch of 3, a member's first",
    method: "GET",
    path: trpcBatchPath([["auth.me"], ["habit.history", { perHabit: 7 }], ["habit.reminders"]]),
    needsSession: false,
    memberPerRequest: true,
    target: READ_TARGET,
  },

  // The e-books screen's reads: the member's library over REST, and its one tRPC request
  // (the shelf and the library).
  {
    name: "GET /api/users/me/ebooks",
    method: "GET",
    path: "/api/users/me/ebooks",
    needsSession: true,
    target: READ_TARGET,
  },
  {
    name: "e-books: tRPC batch of 2",
    method: "GET",
    path: trpcBatchPath([["ebook.list"], ["ebook.library"]]),
    needsSession: true,
    target: READ_TARGET,
  },

  // The progress screen's one tRPC request (its numbers, the latest sessions, the program
  // days done and the workouts), as a member with a history: the premium member's 100
  // sessions and the achievements they earned.
  {
    name: "progress: tRPC batch of 5",
    method: "GET",
    path: trpcBatchPath([
      ["auth.me"],
      ["member.progress", { memberId: "me" }],
      ["workout.history", { limit: 5 }],
      ["program.days"],
      ["workout.list"],
    ]),
    needsSession: true,
    signedInAs: PREMIUM_MEMBER,
    target: READ_TARGET,
  },

  // The 100-day program screen's one tRPC request: the workouts, the days and the member's pauses.
  {
    name: "program: tRPC batch of 3",
    method: "GET",
    path: trpcBatchPath([["workout.list"], ["program.days"], ["program.pauses"]]),
    needsSession: true,
    signedInAs: PREMIUM_MEMBER,
    target: READ_TARGET,
  },

  // The premium coaching screen, as a premium member: sending the coach message after message
  // (each is stored, none refused), then, over what was sent, the list of their messages over
  // REST and the screen's one tRPC request (the member, and the first page of their messages).
  // Sent first: the seed has no messages, and an empty list measures nothing.
  {
    name: "POST /api/premium/message",
    method: "POST",
    path: "/api/premium/message",
    body: { serviceType: "form-check", message: "Is my squat deep enough? The video is in my progress photos." },
    needsSession: true,
    signedInAs: PREMIUM_MEMBER,
    status: 201,
    target: WRITE_TARGET,
  },
  {
    name: "GET /api/premium/messages",
    method: "GET",
    path: "/api/premium/messages",
    needsSession: true,
    signedInAs: PREMIUM_MEMBER,
    target: READ_TARGET,
  },
  {
    name: "premium coaching: tRPC batch of 2",
    method: "GET",
    path: trpcBatchPath([["auth.me"], ["coaching.mine", {}]]),
    needsSession: true,
    signedInAs: PREMIUM_MEMBER,
    target: READ_TARGET,
  },

  // The coach's dashboard: the figures and the member table's first page over REST, and the
  // one tRPC request a search typed into the member table sends.
  {
    name: "GET /api/admin/analytics",
    method: "GET",
    path: "/api/admin/analytics",
    needsSession: true,
    signedInAs: DEMO_COACH,
    target: READ_TARGET,
  },
  {
    name: "GET /api/admin/engagement",
    method: "GET",
    path: "/api/admin/engagement",
    needsSession: true,
    signedInAs: DEMO_COACH,
    target: READ_TARGET,
  },
  {
    name: "admin search: tRPC engagement",
    method: "GET",
    path: trpcBatchPath([["admin.engagement", { search: "st" }]]),
    needsSession: true,
    signedInAs: DEMO_COACH,
    target: READ_TARGET,
  },

  // The progress screen's charts, as a member with sessions, lifts and habit logs.
  {
    name: "progress charts: tRPC progress.charts",
    method: "GET",
    path: trpcBatchPath([["progress.charts"]]),
    needsSession: true,
    signedInAs: LIFTER,
    readsOwnRows: true,
    target: READ_TARGET,
  },

  // 'Export my data' on the profile, each file as a member with lines for it: the sessions as
  // the premium member (100), the habit logs as the demo member (the seed gives only the demo
  // member and the coach habit logs). A download asked for now and then, not a screen's read:
  // no target.
  {
    name: "GET /api/users/me/export/sessions.csv",
    method: "GET",
    path: "/api/users/me/export/sessions.csv",
    needsSession: true,
    signedInAs: PREMIUM_MEMBER,
  },
  {
    name: "GET /api/users/me/export/habit-logs.csv",
    method: "GET",
    path: "/api/users/me/export/habit-logs.csv",
    needsSession: true,
    signedInAs: DEMO_MEMBER,
  },

  // The community feed over FEED_POSTS posts: its first page, a page 90% of the way down
  // (the cursor is the id of the last post already shown), and the pack screen's one tRPC
  // request (the member, the feed's first page, the member's friends).
  {
    name: "GET /api/community/posts",
    method: "GET",
    path: "/api/community/posts",
    needsSession: true,
    target: READ_TARGET,
  },
  {
    name: "GET /api/community/posts?cursor=(deep)",
    method: "GET",
    path: ({ firstPostId, postCount }) => `/api/community/posts?cursor=${firstPostId + Math.floor(postCount / 10)}`,
    needsSession: true,
    target: READ_TARGET,
  },
  {
    name: "pack: tRPC batch of 3",
    method: "GET",
    path: trpcBatchPath([["auth.me"], ["community.feed", {}], ["friend.list"]]),
    needsSession: true,
    signedInAs: DEMO_MEMBER,
    target: READ_TARGET,
  },

  // The four leaderboards, as the demo member (friends in the seed, a member of Dawn Patrol),
  // over every member in the database (on PostgreSQL, the pool's 100,000 too).
  {
    name: "GET /api/leaderboards/global",
    method: "GET",
    path: "/api/leaderboards/global",
    needsSession: true,
    signedInAs: DEMO_MEMBER,
    target: READ_TARGET,
  },
  {
    name: "GET /api/leaderboards/national/USA",
    method: "GET",
    path: "/api/leaderboards/national/USA",
    needsSession: true,
    signedInAs: DEMO_MEMBER,
    target: READ_TARGET,
  },
  // The same board as a member outside its first 100, with their rank counted: needs the pool.
  {
    name: "GET /api/leaderboards/global, outside the 100",
    method: "GET",
    path: "/api/leaderboards/global",
    needsSession: true,
    signedInAs: UNRANKED_MEMBER,
    readsOwnRows: true,
    target: READ_TARGET,
  },
  {
    name: "GET /api/leaderboards/friends/me",
    method: "GET",
    path: "/api/leaderboards/friends/me",
    needsSession: true,
    signedInAs: DEMO_MEMBER,
    target: READ_TARGET,
  },
  {
    name: "GET /api/leaderboards/group/:id",
    method: "GET",
    path: ({ demoGroupId }) => `/api/leaderboards/group/${demoGroupId}`,
    needsSession: true,
    signedInAs: DEMO_MEMBER,
    target: READ_TARGET,
  },

  // Opening the app without its service worker (a first visit, a new release): the page,
  // its screen drawn with the member's data. No target: a phone opens it once, then the
  // worker serves it from the phone.
  { name: "page /habits, drawn", method: "GET", path: "/habits", needsSession: true, drawnPage: true },
  { name: "page /login, drawn", method: "GET", path: "/login", needsSession: false, drawnPage: true },

  // Many members logging a habit at once, each their own (one log per habit and day).
  {
    name: "POST /api/users/me/habits",
    method: "POST",
    path: "/api/users/me/habits",
    body: { habitType: "reading", completed: true },
    needsSession: false,
    memberPerRequest: true,
    status: 201,
  },

  // Many members liking a post at once, each their own and each a different post in turn
  // (7919 is prime to the post count, so the steps visit every post before any twice).
  {
    name: "POST /api/community/posts/:id/like",
    method: "POST",
    path: ({ firstPostId, postCount }, member) =>
      `/api/community/posts/${firstPostId + ((member * 7919) % postCount)}/like`,
    needsSession: false,
    memberPerRequest: true,
    target: WRITE_TARGET,
  },

  // Many members buying an e-book that costs money at once, each their own: a member's second
  // buy of it is answered with the first and charges and writes nothing.
  {
    name: "POST /api/ebooks/:id/buy",
    method: "POST",
    path: ({ paidEbookId }) => `/api/ebooks/${paidEbookId}/buy`,
    needsSession: false,
    memberPerRequest: true,
    target: WRITE_TARGET,
  },

  // Many members finishing a workout at once, each request a different member (their
  // own row lock, their own counters). Open Mat is outside the 100-day program: a
  // program-day completion sets the member's recovery cooldown, and would make a
  // member's second one a 409. With one completion per member that cannot happen anyway,
  // but a workout without a day keeps the scenario measuring the write, not the
  // cooldown, however the member pool is used. Its 15 listed minutes and 4 exercises
  // (fixtures.ts) bound what a completion may credit: this body is all of them, once.
  // Measured last: it adds rows.
  {
    name: "POST /api/workouts/:id/complete",
    method: "POST",
    path: ({ openMatWorkoutId }) => `/api/workouts/${openMatWorkoutId}/complete`,
    body: { duration: 15, exercisesCompleted: 4 },
    needsSession: false,
    memberPerRequest: true,
    status: 201,
    target: WRITE_TARGET,
  },
];

/**
 * The background load of the "sign-in load" section: the seeded members signing in with
 * the right password, each in turn, as many people would. (One account signing in 20
 * times a second would, rightly, hit the throttle: attempts still being checked count
 * against that account and address.)
 */
export const SIGN_IN_LOAD = {
  perSecond: 20,
  method: "POST" as const,
  path: "/api/auth/login",
  accounts: [DEMO_MEMBER, DEMO_COACH, ...packMembers].map(seeded),
};
