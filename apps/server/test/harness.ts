import { DEFAULT_THROTTLE_LIMITS } from "@wolfpack/api";
import { schema } from "@wolfpack/db";
import { createTestDb } from "@wolfpack/db/testing";
import { type AppOptions, createApp } from "../src/app.ts";
import { contractBreach } from "./contract.ts";

export const HOST = "wolfpack.test";
export const ORIGIN = `http://${HOST}`;

export type TestServer = Awaited<ReturnType<typeof openTestServer>>;

/**
 * Requests made with app.request() all come from one unknown address: the suites register
 * dozens of members, so the registration limit is raised unless a test passes its own.
 */
export const TEST_LIMITS = { ...DEFAULT_THROTTLE_LIMITS, registrationsPerAddress: 10_000 };

/** The whole HTTP app on a fresh database, called with app.request(): no port is opened. */
export async function openTestServer(options: Omit<AppOptions, "db"> = {}) {
  const handle = await createTestDb();
  const app = createApp({ db: handle.db, limits: TEST_LIMITS, ...options });
  return { ...handle, app, request: (path: string, init?: RequestOptions) => send(app, path, init) };
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless it is already a string, or a form (multipart/form-data). */
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
}

/**
 * A request as a browser on the app's own site would send it. Its answer must keep the
 * REST contract (contract.ts): an answer the document does not describe fails the test.
 */
export async function send(app: ReturnType<typeof createApp>, path: string, init: RequestOptions = {}) {
  const headers: Record<string, string> = { host: HOST, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  if (method !== "GET" && !("origin" in headers)) headers.origin = ORIGIN;
  let body: string | FormData | undefined;
  if (init.body instanceof FormData) {
    body = init.body;
  } else if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await app.request(`${ORIGIN}${path}`, { method, headers, body });
  const breach = await contractBreach(method, path, response);
  if (breach) throw new Error(`The REST contract is broken: ${breach}`);
  return response;
}

export function sessionCookie(response: Response): string | null {
  const set = response.headers
    .getSetCookie()
    .filter((cookie) => /^(__Host-)?wolfpack_session=/.test(cookie))
    .at(-1);
  const pair = set?.split(";")[0];
  return pair && !pair.endsWith("=") ? pair : null;
}

let counter = 0;
/** Registers a member through the REST path and returns their session cookie. */
export async function registerThroughRest(server: TestServer, overrides: Record<string, string> = {}) {
  counter += 1;
  const details = {
    username: `rest_wolf_${counter}`,
    email: `rest${counter}@example.com`,
    password: "secret123",
    ...overrides,
  };
  const response = await server.request("/api/auth/register", { body: details });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error("register set no cookie");
  return { ...details, cookie, member: (await response.json()) as { id: string } };
}

/** A response's JSON body, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: assertions check the shape.
export async function json(response: Response): Promise<any> {
  return response.json();
}

/** Each program day's workout id in a seeded database: day → id. */
export async function programDayIds(server: TestServer): Promise<Map<number, number>> {
  const rows = await server.db.select({ id: schema.workouts.id, day: schema.workouts.day }).from(schema.workouts);
  return new Map(rows.flatMap((row) => (row.day === null ? [] : [[row.day, row.id] as const])));
}
