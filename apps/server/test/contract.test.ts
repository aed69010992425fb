/**
 * The REST contract, tested from its own document: for every operation of
 * /api/openapi.json, fast-check generates calls from the operation's parameters and body
 * schemas (and, besides, anything at all), made by a visitor, a free member, a premium
 * member and an admin. Every answer must be below 500, carry no stack trace, have a status
 * the operation documents and a body its schema takes. fast-check prints the seed of a
 * failing run, so a finding replays with `fc.assert(..., { seed })`.
 */
import { hashPassword } from "@wolfpack/api";
import { eq, schema } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractBreach, document, type Operation, operations, resolveRef } from "./contract.ts";
import { json, ORIGIN, openTestServer, registerThroughRest, sessionCookie, type TestServer } from "./harness.ts";
import { arbitraryOf, type JsonSchema, type SchemaContext } from "./schema-arbitrary.ts";

type Role = "visitor" | "free" | "premium" | "admin";
const ROLES: Role[] = ["visitor", "free", "premium", "admin"];
/** Calls that start or end a session are made as a visitor, so the members' sessions last the whole run. */
const SESSION_PATHS = new Set(["/api/auth/register", "/api/auth/login", "/api/auth/logout"]);
const RUNS_PER_ROLE = Number(process.env.CONTRACT_RUNS ?? 6);

let server: TestServer;
const cookies = new Map<Role, string>();
const passwords = new Map<Role, { email: string; password: string }>();
/** Ids that exist, so generated calls reach past "not found" into the procedures. */
const knownIds: string[] = ["me", "1"];

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
/** Ids that exist, tried for any property or parameter whose name says it is one. */
const context: SchemaContext = {
  resolve: resolveRef,
  known: (name) => (/id$/i.test(name) || name === "country" ? knownIds : []),
};

/** A parameter as sent in a URL: a value of its schema, an id that exists, or anything (raw when nasty). */
function parameterValue(parameter: { name: string; schema?: JsonSchema }): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: arbitraryOf(parameter.schema ?? {}, context).map((value) => encodeURIComponent(String(value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 1, arbitrary: text.map((value) => encodeURIComponent(value)) },
  );
}

type Body = { kind: "none" } | { kind: "json"; value: unknown } | { kind: "raw"; text: string; type?: string };

function bodyArbitrary(operation: Operation): fc.Arbitrary<Body> {
  const schema = operation.requestBody?.content["application/json"]?.schema;
  const documented = schema ? arbitraryOf(schema, context) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 6, arbitrary: documented.map((value): Body => ({ kind: "json", value })) },
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

function pathOf(operation: Operation, params: Record<string, string>): string {
  return operation.template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "x");
}

/** Cookies another app on the same host may set beside ours: a browser sends them all. */
const STRAY_COOKIES = ["", "theme=100%", "a=%E0%A4%A", "__Host-wolfpack_session=%", "=; ;="];

async function call(
  operation: Operation,
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
  const withBody = operation.method !== "GET" && operation.method !== "DELETE";
  return server.app.request(`${ORIGIN}${path}${search ? `?${search}` : ""}`, {
    method: operation.method,
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

describe("every operation of the REST contract, called with what its document generates", () => {
  it("is the document the server serves", async () => {
    const served = await server.request("/api/openapi.json");
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("comes gzipped to a client that takes gzip, and plain to one that refuses it", async () => {
    const zipped = await server.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const body = zipped.body;
    if (!body) throw new Error("no body");
    const unzipped = await new Response(body.pipeThrough(new DecompressionStream("gzip"))).json();
    expect(unzipped).toEqual(JSON.parse(JSON.stringify(document)));
    const refused = await server.request("/api/openapi.json", { headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.json()).toEqual(unzipped);
  });

  for (const operation of operations) {
    const inPath = operation.parameters.filter((parameter) => parameter.in === "path");
    const inQuery = operation.parameters.filter((parameter) => parameter.in === "query");
    it(`${operation.method} ${operation.template} answers as documented, never 5xx`, async () => {
      const roles = SESSION_PATHS.has(operation.template) ? (["visitor"] as Role[]) : ROLES;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.record(Object.fromEntries(inPath.map((parameter) => [parameter.name, parameterValue(parameter)]))),
          fc.record(Object.fromEntries(inQuery.map((parameter) => [parameter.name, parameterValue(parameter)])), {
            requiredKeys: [],
          }),
          bodyArbitrary(operation),
          fc.constantFrom(...STRAY_COOKIES),
          async (role, params, query, body, strayCookie) => {
            const path = pathOf(operation, params as Record<string, string>);
            const response = await call(operation, role, path, query as Record<string, string>, body, strayCookie);
            const answer = await response.clone().text();
            const what = `${operation.method} ${path} as ${role}: ${response.status} ${answer.slice(0, 200)}`;
            expect(response.status, what).toBeLessThan(500);
            expect(answer, what).not.toMatch(STACK_TRACE);
            expect(await contractBreach(operation.method, path, response), what).toBeNull();
            await keepSignedIn(role);
          },
        ),
        { numRuns: RUNS_PER_ROLE * roles.length },
      );
    }, 120_000);
  }
});
