/**
 * What `pnpm bench:api` measures: the one place to add a read or a write.
 *
 * Each scenario is one request, sent over and over by autocannon on BENCH_CONNECTIONS
 * connections for BENCH_DURATION seconds. A scenario with `needsSession` carries the
 * session cookie of a member the benchmark registered (a free member with no history);
 * one with `duringSignIns` is measured a second time while sign-ins run at
 * SIGN_IN_LOAD.perSecond, to show that requests needing no password check stay fast.
 */

import { DEMO_COACH, DEMO_MEMBER, DEMO_PASSWORD, packMembers } from "@wolfpack/db/seed";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Scenario {
  /** Shown in the table and used as the key in the JSON results; unique. */
  name: string;
  method: Method;
  /** From the server's root, query string included: "/api/auth/me", "/api/trpc/auth.me". */
  path: string;
  /** Sent as JSON with Origin and Content-Type, as the web app sends it. */
  body?: unknown;
  /** Send the benchmark member's session cookie. */
  needsSession: boolean;
  /** The status every response must have (checked once before measuring, counted during); 200 unless said. */
  status?: number;
  /** The others' req/s are shown as a ratio to this one's. Exactly one scenario is the baseline. */
  baseline?: boolean;
  /** Also measured while sign-ins run (the "sign-in load" section). */
  duringSignIns?: boolean;
}

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
  { name: "GET /api/auth/me", method: "GET", path: "/api/auth/me", needsSession: true, duringSignIns: true },
  { name: "GET /api/trpc/auth.me", method: "GET", path: "/api/trpc/auth.me", needsSession: true },
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
  accounts: [DEMO_MEMBER, DEMO_COACH, ...packMembers].map(({ email }) => ({ email, password: DEMO_PASSWORD })),
};
