/**
 * A property-based fuzzer of the REST contract: every documented /api path, called by a
 * visitor, a free member, a premium member and an admin, with path parameters, queries and
 * bodies generated from the field names the zod rules know and from anything at all. Bad
 * input is the caller's fault: the answer is a status below 500 and, when refused, a JSON
 * `{message}` with no stack trace in it. fast-check prints the seed of a failing run, so a
 * finding can be replayed with `fc.assert(..., { seed })`.
 */
import { hashPassword } from "@wolfpack/api";
import { eq, schema } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import * as rules from "@wolfpack/rules";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RestRoute } from "../src/rest/contract.ts";
import { restRoutes } from "../src/rest/routes.ts";
import { json, ORIGIN, openTestServer, registerThroughRest, sessionCookie, type TestServer } from "./harness.ts";

type Role = "visitor" | "free" | "premium" | "admin";
const ROLES: Role[] = ["visitor", "free", "premium", "admin"];
/** Calls that start or end a session are made as a visitor, so the members' sessions last the whole run. */
const SESSION_PATHS = new Set(["/auth/register", "/auth/login", "/auth/logout"]);
/** Every query key a documented path reads. */
const QUERY_KEYS = ["cursor", "limit", "featured", "username", "q", "search", "unanswered"];
const RUNS_PER_PATH = Number(process.env.FUZZ_RUNS ?? 8);

/** Every field name of every input rule: what a body generated for any path is made of. */
function fieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(rules)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === "object") for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names].sort();
}

let server: TestServer;
const cookies = new Map<Role, string>();
const passwords = new Map<Role, { email: string; password: string }>();
/** Ids that exist, so generated calls reach past "not found" into the procedures. */
const knownIds: string[] = ["me", "1", "0"];

beforeAll(async () => {
  server = await openTestServer();
  await seedDemo(server.db, { hashPassword, knownPasswords: false });
  for (const role of ["free", "premium", "admin"] as const) {
    const member = await registerThroughRest(server, { username: `fuzz_${role}`, email: `fuzz_${role}@example.com` });
    cookies.set(role, member.cookie);
    passwords.set(role, { email: member.email, password: member.password });
    knownIds.push(member.member.id);
  }
  const premium = await server.request("/api/auth/select-membership", {
    cookie: cookies.get("premium"),
    body: { membershipTier: "premium" },
  });
  expect(premium.status).toBe(200);
  const admin = await json(await server.request("/api/auth/me", { cookie: cookies.get("admin") }));
  await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, admin.id));

  const post = await json(
    await server.request("/api/community/posts", {
      cookie: cookies.get("free"),
      body: { title: "Hi", content: "Pack" },
    }),
  );
  const comment = await json(
    await server.request(`/api/community/posts/${post.id}/comments`, {
      cookie: cookies.get("free"),
      body: { content: "Howl" },
    }),
  );
  const group = await json(
    await server.request("/api/groups", { cookie: cookies.get("free"), body: { name: "Fuzz Pack" } }),
  );
  for (const id of [post.id, comment.id, group.id]) if (id !== undefined) knownIds.push(String(id));
  const [workout] = await server.db.select({ id: schema.workouts.id }).from(schema.workouts).limit(1);
  const [ebook] = await server.db.select({ id: schema.ebooks.id }).from(schema.ebooks).limit(1);
  knownIds.push(String(workout?.id), String(ebook?.id), "USA");
}, 120_000);
afterAll(() => server.close());

/** Strings that have broken parsers before: bad escapes, huge and odd numbers, paths out, blanks. */
const NASTY = ["%", "%E0", "%00", "..", "%2e%2e", "-1", "1e2", "0x10", "NaN", "99999999999999999999", " ", "ɑdmin"];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ minLength: 2_100, maxLength: 2_200 }),
);
/** A path segment: an id that exists, or anything, escaped or (for the nasty ones) raw. */
const segment = () =>
  fc.oneof(
    fc.constantFrom(...knownIds),
    fc.constantFrom(...NASTY),
    text.map((value) => encodeURIComponent(value)),
    fc.integer().map(String),
  );
const fieldValue = () =>
  fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...knownIds),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 2 }),
  );

type Body = { kind: "none" } | { kind: "json"; value: unknown } | { kind: "raw"; text: string; type?: string };

function bodyArbitrary(names: string[]): fc.Arbitrary<Body> {
  const known = fc.dictionary(fc.constantFrom(...names), fieldValue(), { maxKeys: 6 });
  return fc.oneof(
    { weight: 6, arbitrary: known.map((value): Body => ({ kind: "json", value })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: "json", value })) },
    { weight: 1, arbitrary: text.map((raw): Body => ({ kind: "raw", text: raw, type: "application/json" })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.constantFrom("text/plain", "multipart/form-data", "application/x-www-form-urlencoded"))
        .map(([raw, type]): Body => ({ kind: "raw", text: raw, type })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
  );
}

function pathOf(route: RestRoute, params: string[]): string {
  let index = 0;
  return `/api${route.path.replace(/:[A-Za-z]+/g, () => params[index++] ?? "x")}`;
}

/** Cookies another app on the same host may set beside ours: a browser sends them all. */
const STRAY_COOKIES = ["", "theme=100%", "a=%E0%A4%A", "__Host-wolfpack_session=%", "=; ;="];

async function call(
  route: RestRoute,
  role: Role,
  path: string,
  query: Record<string, string>,
  body: Body,
  strayCookie: string,
) {
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const headers: Record<string, string> = { host: new URL(ORIGIN).host, origin: ORIGIN };
  const cookie = cookies.get(role);
  const sent = [strayCookie, role === "visitor" ? undefined : cookie].filter(Boolean).join("; ");
  if (sent) headers.cookie = sent;
  let payload: string | undefined;
  if (body.kind === "json") {
    payload = JSON.stringify(body.value) ?? "null";
    headers["content-type"] = "application/json";
  } else if (body.kind === "raw") {
    payload = body.text;
    if (body.type) headers["content-type"] = body.type;
  }
  const withBody = route.method !== "GET" && route.method !== "DELETE";
  return server.app.request(`${ORIGIN}${path}${search ? `?${search}` : ""}`, {
    method: route.method,
    headers,
    body: withBody ? payload : undefined,
  });
}

/** A member whose session a generated call ended (a profile change may) signs in again. */
async function keepSignedIn(role: Role) {
  if (role === "visitor") return;
  const me = await server.request("/api/auth/me", { cookie: cookies.get(role) });
  if (me.status === 200) return;
  const login = await server.request("/api/auth/login", { body: passwords.get(role) });
  const cookie = sessionCookie(login);
  if (cookie) cookies.set(role, cookie);
}

const STACK_TRACE = /\n\s+at |node_modules|file:\/\/|\.ts:\d+/;

describe("every documented REST path, fuzzed", () => {
  const names = () => fieldNames();

  for (const route of restRoutes) {
    const paramCount = route.path.match(/:[A-Za-z]+/g)?.length ?? 0;
    it(`${route.method} /api${route.path} never answers 5xx`, async () => {
      const roles = SESSION_PATHS.has(route.path) ? (["visitor"] as Role[]) : ROLES;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.array(segment(), { minLength: paramCount, maxLength: paramCount }),
          fc.dictionary(fc.constantFrom(...QUERY_KEYS), segment(), { maxKeys: 3 }),
          bodyArbitrary(names()),
          fc.constantFrom(...STRAY_COOKIES),
          async (role, params, query, body, strayCookie) => {
            const path = pathOf(route, params);
            const response = await call(route, role, path, query, body, strayCookie);
            const answer = await response.text();
            const what = `${route.method} ${path} as ${role}: ${response.status} ${answer.slice(0, 200)}`;
            expect(response.status, what).toBeLessThan(500);
            expect(answer, what).not.toMatch(STACK_TRACE);
            if (response.status >= 400) {
              expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
              expect(typeof JSON.parse(answer).message, what).toBe("string");
            }
            await keepSignedIn(role);
          },
        ),
        { numRuns: RUNS_PER_PATH * roles.length },
      );
    }, 120_000);
  }
});
