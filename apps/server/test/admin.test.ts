import { eq, schema, sql } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const CSV = "/api/admin/members.csv";
const HEADER = "Username,Email,Tier,Workouts,Minutes,Streak,Last Active (UTC)";

async function coach() {
  const member = await registerThroughRest(server);
  await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, member.member.id));
  return member;
}

interface EngagementRow {
  userId: string;
  username: string;
  email: string;
  membershipTier: string;
  workoutsCompleted: number;
  totalMinutes: number;
  currentStreak: number;
  lastLoginAt: string | null;
}

/** Every row of GET /api/admin/engagement, page after page (the last row's id is the next cursor). */
async function engagement(cookie: string): Promise<EngagementRow[]> {
  const rows: EngagementRow[] = [];
  for (let cursor = ""; ; ) {
    const response = await server.request(`/api/admin/engagement${cursor ? `?cursor=${cursor}` : ""}`, { cookie });
    expect(response.status).toBe(200);
    const page: EngagementRow[] = await json(response);
    rows.push(...page);
    const last = page.at(-1);
    if (!last) return rows;
    cursor = last.userId;
  }
}

/** The file's lines: it opens with UTF-8's byte order mark, and every line ends with CRLF. */
async function linesOf(response: Response): Promise<string[]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(3));
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(0, -2).split("\r\n");
}

describe("the coach's CSV of every member", () => {
  it("is refused to visitors (401) and to members (403)", async () => {
    const visitor = await server.request(CSV);
    expect(visitor.status).toBe(401);
    expect(await json(visitor)).toEqual({ message: "Please sign in to continue." });
    const { cookie } = await registerThroughRest(server);
    const member = await server.request(CSV, { cookie });
    expect(member.status).toBe(403);
    expect(member.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await json(member)).toEqual({ message: "Only admins can do this." });
  });

  it("has one line per member with the member table's figures, across many pages", async () => {
    const { cookie } = await coach();
    // More members than one page of the export (1,000) holds; a third never signed in.
    await server.db.execute(sql`
      insert into users (username, email, password_hash, membership_tier, workouts_completed, total_minutes, last_login_at)
      select 'pack_' || g, 'pack' || g || '@example.com', 'not a real hash',
        (case when g % 5 = 0 then 'premium' else 'free' end)::membership_tier, g % 40, (g % 40) * 35,
        case when g % 3 = 0 then null else now() - g * interval '7 minutes' end
      from generate_series(1, 1030) g`);

    const response = await server.request(CSV, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="wolfpack-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [header, ...lines] = await linesOf(response);
    expect(header).toBe(HEADER);

    const table = await engagement(cookie);
    expect(table.length).toBeGreaterThan(1030);
    expect(lines).toHaveLength(table.length);
    const expected = table.map((row) =>
      [
        row.username,
        row.email,
        row.membershipTier,
        row.workoutsCompleted,
        row.totalMinutes,
        row.currentStreak,
        row.lastLoginAt ? row.lastLoginAt.slice(0, 19).replace("T", " ") : "Never",
      ].join(","),
    );
    expect([...lines].sort()).toEqual(expected.sort());
    expect(lines).toContain("pack_3,pack3@example.com,free,3,105,0,Never");
  });

  it("keeps a member's name that a spreadsheet would run as a formula as text", async () => {
    const { cookie } = await coach();
    await server.db.insert(schema.users).values({
      username: "=cmd",
      email: "formula@example.com",
      passwordHash: "not a real hash",
    });
    const lines = await linesOf(await server.request(CSV, { cookie }));
    expect(lines).toContain("'=cmd,formula@example.com,free,0,0,0,Never");
  });

  it("comes compressed to a client that takes gzip, and reads the same", async () => {
    const { cookie } = await coach();
    const plain = await (await server.request(CSV, { cookie })).arrayBuffer();
    const response = await server.request(CSV, { cookie, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = response.body;
    if (!body) throw new Error("no body");
    const unzipped = await new Response(body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    expect(new Uint8Array(unzipped)).toEqual(new Uint8Array(plain));
  });

  it("comes plain to a client that lists gzip only to refuse it", async () => {
    const { cookie } = await coach();
    const response = await server.request(CSV, { cookie, headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect((await linesOf(response))[0]).toBe(HEADER);
  });

  it("fails the download, rather than ending it short, when a later page cannot be read", async () => {
    const { cookie } = await coach();
    const response = await server.request(CSV, { cookie });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The members' table is out of reach while the second page is read (the first holds 1,000).
    await server.db.execute(sql`alter table users rename to users_away`);
    try {
      await expect(reader.read()).rejects.toThrow();
    } finally {
      await server.db.execute(sql`alter table users_away rename to users`);
    }
  });
});
