import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

let books = 0;
async function ebook(price: number): Promise<number> {
  books += 1;
  const [row] = await server.db
    .insert(schema.ebooks)
    .values({ title: `REST e-book ${books}`, price })
    .returning({ id: schema.ebooks.id });
  if (!row) throw new Error("no e-book");
  return row.id;
}

describe("the e-book library over REST", () => {
  it("answers members only", async () => {
    for (const [method, path] of [
      ["GET", "/api/users/me/ebooks"],
      ["POST", "/api/ebooks/1/buy"],
      ["PUT", "/api/users/me/ebooks/1/progress"],
    ] as const) {
      const response = await server.request(path, { method, ...(method === "GET" ? {} : { body: {} }) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("buys with 200, again with 200 and the same entry, and lists it", async () => {
    const member = await registerThroughRest(server);
    const id = await ebook(4.99);
    const bought = await server.request(`/api/ebooks/${id}/buy`, { cookie: member.cookie, body: {} });
    expect(bought.status).toBe(200);
    const entry = await json(bought);
    expect(entry).toMatchObject({ ebookId: id, progress: 0, bought: true });
    const again = await server.request(`/api/ebooks/${id}/buy`, { cookie: member.cookie, body: {} });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(entry);

    const progress = await server.request(`/api/users/me/ebooks/${id}/progress`, {
      method: "PUT",
      cookie: member.cookie,
      body: { progress: 30 },
    });
    expect(progress.status).toBe(200);
    expect(await json(progress)).toMatchObject({ ebookId: id, progress: 30 });

    for (const who of ["me", member.member.id]) {
      const list = await server.request(`/api/users/${who}/ebooks`, { cookie: member.cookie });
      expect(list.status).toBe(200);
      expect(await json(list)).toEqual([{ ...entry, progress: 30 }]);
    }
  });

  it("answers 404, 403, 400 as the procedures do", async () => {
    const member = await registerThroughRest(server);
    const other = await registerThroughRest(server);
    const paid = await ebook(10);

    expect((await server.request("/api/ebooks/999999/buy", { cookie: member.cookie, body: {} })).status).toBe(404);
    expect((await server.request("/api/ebooks/abc/buy", { cookie: member.cookie, body: {} })).status).toBe(400);

    const locked = await server.request(`/api/users/me/ebooks/${paid}/progress`, {
      method: "PUT",
      cookie: member.cookie,
      body: { progress: 10 },
    });
    expect(locked.status).toBe(403);
    expect((await json(locked)).message).toMatch(/Buy it, or upgrade to PREMIUM WOLF/);

    const upgraded = await server.request("/api/membership/upgrade", { cookie: member.cookie, body: {} });
    expect(upgraded.status).toBe(200);
    for (const progress of [101, -1, 2.5, "50"]) {
      const refused = await server.request(`/api/users/me/ebooks/${paid}/progress`, {
        method: "PUT",
        cookie: member.cookie,
        body: { progress },
      });
      expect(refused.status, String(progress)).toBe(400);
      expect(await json(refused)).toEqual({ message: "Reading progress must be a whole percent from 0 to 100" });
    }
    const reading = await server.request(`/api/users/me/ebooks/${paid}/progress`, {
      method: "PUT",
      cookie: member.cookie,
      body: { progress: 100 },
    });
    expect(reading.status).toBe(200);

    const foreign = await server.request(`/api/users/${member.member.id}/ebooks`, { cookie: other.cookie });
    expect(foreign.status).toBe(403);
    const foreignWrite = await server.request(`/api/users/${member.member.id}/ebooks/${paid}/progress`, {
      method: "PUT",
      cookie: other.cookie,
      body: { progress: 1 },
    });
    expect(foreignWrite.status).toBe(403);

    await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, other.member.id));
    const asAdmin = await server.request(`/api/users/${member.member.id}/ebooks`, { cookie: other.cookie });
    expect(asAdmin.status).toBe(200);
    expect(await json(asAdmin)).toMatchObject([{ ebookId: paid, progress: 100, bought: false }]);
  });
});
