import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

async function premium() {
  const member = await registerThroughRest(server);
  const upgraded = await server.request("/api/membership/upgrade", { cookie: member.cookie, body: {} });
  expect(upgraded.status).toBe(200);
  return member;
}

async function admin() {
  const member = await registerThroughRest(server);
  await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, member.member.id));
  return member;
}

describe("coaching messages over REST", () => {
  it("answer members only", async () => {
    for (const [method, path] of [
      ["POST", "/api/premium/message"],
      ["GET", "/api/premium/messages"],
      ["GET", "/api/admin/coaching-messages"],
      ["POST", "/api/admin/coaching-messages/1/answered"],
    ] as const) {
      const response = await server.request(path, { method, ...(method === "POST" ? { body: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuse a free member's message with 403 naming the upgrade", async () => {
    const { cookie } = await registerThroughRest(server);
    const refused = await server.request("/api/premium/message", {
      cookie,
      body: { message: "Hello coach", serviceType: "consultation", price: "$50-100/hr" },
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/PREMIUM WOLF\. Upgrade your membership/);
  });

  it("send the spec's payload with 201 and list it, with the plan's own price", async () => {
    const member = await premium();
    const sent = await server.request("/api/premium/message", {
      cookie: member.cookie,
      body: { message: "Check my deadlift", serviceType: "form-check", price: "$0", userPhone: member.email },
    });
    expect(sent.status).toBe(201);
    const message = await json(sent);
    expect(message).toMatchObject({
      serviceType: "form-check",
      message: "Check my deadlift",
      userPhone: member.email,
      status: "sent",
      price: "$79",
      respondedAt: null,
    });

    const list = await server.request("/api/premium/messages", { cookie: member.cookie });
    expect(list.status).toBe(200);
    expect(await json(list)).toEqual([message]);
  });

  it("refuse a blank message and an unknown plan with 400", async () => {
    const { cookie } = await premium();
    const blank = await server.request("/api/premium/message", {
      cookie,
      body: { message: "   ", serviceType: "consultation" },
    });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toEqual({ message: "Write your message to the coach" });
    const unknown = await server.request("/api/premium/message", {
      cookie,
      body: { message: "Hi", serviceType: "massage" },
    });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({ message: "Choose a coaching plan: consultation, form-check, custom-plan" });
    expect(await json(await server.request("/api/premium/messages", { cookie }))).toEqual([]);
  });

  it("give the coach an inbox to mark answered, and refuse it to members", async () => {
    const coach = await admin();
    const member = await premium();
    const message = await json(
      await server.request("/api/premium/message", {
        cookie: member.cookie,
        body: { message: "Plan for me", serviceType: "custom-plan" },
      }),
    );

    const inbox = await server.request("/api/admin/coaching-messages?unanswered=true", { cookie: coach.cookie });
    expect(inbox.status).toBe(200);
    const page = await json(inbox);
    expect(page.messages[0]).toMatchObject({
      id: message.id,
      username: member.username,
      email: member.email,
      status: "sent",
      price: "$299",
    });

    expect((await server.request("/api/admin/coaching-messages", { cookie: member.cookie })).status).toBe(403);
    const refused = await server.request(`/api/admin/coaching-messages/${message.id}/answered`, {
      cookie: member.cookie,
      body: {},
    });
    expect(refused.status).toBe(403);

    const answered = await server.request(`/api/admin/coaching-messages/${message.id}/answered`, {
      cookie: coach.cookie,
      body: {},
    });
    expect(answered.status).toBe(200);
    const body = await json(answered);
    expect(body).toMatchObject({ id: message.id, status: "answered" });
    expect(typeof body.respondedAt).toBe("string");

    const unanswered = await json(
      await server.request("/api/admin/coaching-messages?unanswered=true", { cookie: coach.cookie }),
    );
    expect(unanswered.messages.map((m: { id: number }) => m.id)).not.toContain(message.id);
    const mine = await json(await server.request("/api/premium/messages", { cookie: member.cookie }));
    expect(mine[0]).toMatchObject({ id: message.id, status: "answered", respondedAt: body.respondedAt });

    expect(
      (await server.request("/api/admin/coaching-messages/999999/answered", { cookie: coach.cookie, body: {} })).status,
    ).toBe(404);
    expect(
      (await server.request("/api/admin/coaching-messages/abc/answered", { cookie: coach.cookie, body: {} })).status,
    ).toBe(400);
  });
});

describe("a message's thread over REST", () => {
  it("the coach answers, the member reads and writes back; another member gets 404/403 on every path", async () => {
    const coach = await admin();
    const member = await premium();
    const stranger = await premium();
    const sent = await json(
      await server.request("/api/premium/message", {
        cookie: member.cookie,
        body: { message: "Rest days?", serviceType: "consultation" },
      }),
    );

    const answered = await server.request(`/api/admin/coaching-messages/${sent.id}/answer`, {
      cookie: coach.cookie,
      body: { content: "Two a week." },
    });
    expect(answered.status).toBe(201);
    const { message } = await json(answered);
    expect(message).toMatchObject({ id: sent.id, status: "answered", replies: 1, waiting: false });

    const back = await server.request(`/api/premium/messages/${sent.id}/replies`, {
      cookie: member.cookie,
      body: { content: "Thanks!" },
    });
    expect(back.status).toBe(201);
    const thread = await server.request(`/api/premium/messages/${sent.id}/thread`, { cookie: member.cookie });
    expect(thread.status).toBe(200);
    expect((await json(thread)).replies.map((r: { content: string }) => r.content)).toEqual(["Two a week.", "Thanks!"]);

    for (const [method, path, status] of [
      ["GET", `/api/premium/messages/${sent.id}/thread`, 404],
      ["POST", `/api/premium/messages/${sent.id}/replies`, 404],
      ["POST", `/api/admin/coaching-messages/${sent.id}/answer`, 403],
      ["POST", `/api/admin/coaching-messages/${sent.id}/answered`, 403],
    ] as const) {
      const response = await server.request(path, {
        method,
        cookie: stranger.cookie,
        ...(method === "POST" ? { body: { content: "Let me in" } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(JSON.stringify(await json(response))).not.toContain("Two a week");
    }

    const admins = await server.request(`/api/premium/messages/${sent.id}/thread`, { cookie: (await admin()).cookie });
    expect(admins.status).toBe(200);
  });
});
