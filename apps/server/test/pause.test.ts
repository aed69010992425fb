/** Pausing the program over REST (docs/rules.md, Pause): the paths, their answers and their refusals. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe("the pause paths over REST", () => {
  it("answers members only", async () => {
    expect((await server.request("/api/users/me/pause")).status).toBe(401);
    expect((await server.request("/api/users/me/pause", { body: { days: 3, reason: "travel" } })).status).toBe(401);
  });

  it("pauses from today, refuses a second pause with 409, resumes, and says how many days remain", async () => {
    const { cookie } = await registerThroughRest(server);
    const before = await json(await server.request("/api/users/me/pause", { cookie }));
    expect(before).toMatchObject({ current: null, daysLeft: 14, maxDays: 14, windowDays: 90 });

    const paused = await server.request("/api/users/me/pause", { cookie, body: { days: 5, reason: "illness" } });
    expect(paused.status).toBe(201);
    const state = await json(paused);
    expect(state.current).toMatchObject({ firstDay: state.today, reason: "illness", active: true });

    const again = await server.request("/api/users/me/pause", { cookie, body: { days: 2, reason: "travel" } });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/^Your program is already paused until /);

    const resumed = await server.request("/api/users/me/pause", { cookie, method: "DELETE" });
    expect(resumed.status).toBe(200);
    // A pause from today, resumed today, leaves nothing paused: the whole budget is back.
    expect(await json(resumed)).toMatchObject({ current: null, daysLeft: 14 });
    const whole = await server.request("/api/users/me/pause", { cookie, body: { days: 14, reason: "travel" } });
    expect(whole.status).toBe(201);
  });

  it("answers bad input with a clear 400", async () => {
    const { cookie } = await registerThroughRest(server);
    const long = await server.request("/api/users/me/pause", { cookie, body: { days: 15, reason: "travel" } });
    expect(long.status).toBe(400);
    expect(await json(long)).toEqual({ message: "A pause is 1 to 14 days long." });
    const why = await server.request("/api/users/me/pause", { cookie, body: { days: 3, reason: "holiday" } });
    expect(why.status).toBe(400);
    expect(await json(why)).toEqual({ message: "Reason must be illness, injury or travel" });
    const none = await server.request("/api/users/me/pause", { cookie, method: "DELETE" });
    expect(none.status).toBe(409);
    expect(await json(none)).toEqual({ message: "Your program is not paused." });
  });
});
