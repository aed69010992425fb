import { createDb, eq, schema } from "@wolfpack/db";
import { testDriver } from "@wolfpack/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { json, openTestServer, registerThroughRest, send, TEST_LIMITS, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const REFUSED = /^You've reached the limit of 10 posts per 10 minutes\. Try again in \d+ minutes?\.$/;

const aPost = (i: number) => ({ title: `Post ${i}`, content: "Another one" });

async function postsBy(memberId: string): Promise<number> {
  return (await server.db.select().from(schema.communityPosts).where(eq(schema.communityPosts.userId, memberId)))
    .length;
}

/** The statuses of many responses, counted. */
async function statuses(responses: (Response | Promise<Response>)[]): Promise<Record<number, number>> {
  const tally: Record<number, number> = {};
  for (const response of await Promise.all(responses)) tally[response.status] = (tally[response.status] ?? 0) + 1;
  return tally;
}

describe("limits on a member's writes", () => {
  it("answer the 11th post in ten minutes with 429, Retry-After and when to try again, over REST and tRPC", async () => {
    const wolf = await registerThroughRest(server);
    for (let i = 0; i < 10; i++) {
      expect((await server.request("/api/community/posts", { cookie: wolf.cookie, body: aPost(i) })).status).toBe(201);
    }

    const rest = await server.request("/api/community/posts", { cookie: wolf.cookie, body: aPost(10) });
    expect(rest.status).toBe(429);
    const seconds = Number(rest.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(600);
    const body = await json(rest);
    expect(Object.keys(body)).toEqual(["message"]);
    expect(body.message).toMatch(REFUSED);
    // The message and the header tell the same wait.
    expect(Number(body.message.match(/in (\d+) minute/)[1])).toBe(Math.ceil(seconds / 60));

    const trpc = await server.request("/api/trpc/community.create", { cookie: wolf.cookie, body: { json: aPost(11) } });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await json(trpc)).error.json).toMatchObject({ message: expect.stringMatching(REFUSED) });

    expect(await postsBy(wolf.member.id)).toBe(10);
  });

  it.runIf(testDriver() === "postgres")(
    "hold across two instances on one PostgreSQL: 10 of 30 posts sent at once are stored",
    async () => {
      const second = await createDb({ databaseUrl: (server as { url?: string }).url, poolSize: 4 });
      try {
        const instanceB = createApp({ db: second.db, limits: TEST_LIMITS });
        const wolf = await registerThroughRest(server);
        const sent = Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0
            ? server.request("/api/community/posts", { cookie: wolf.cookie, body: aPost(i) })
            : send(instanceB, "/api/community/posts", { cookie: wolf.cookie, body: aPost(i) }),
        );
        expect(await statuses(sent)).toEqual({ 201: 10, 429: 20 });
        expect(await postsBy(wolf.member.id)).toBe(10);
      } finally {
        await second.close();
      }
    },
  );
});
