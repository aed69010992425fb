import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const STREAK_FIELD = {
  smoking: "daysWithoutSmoking",
  drinking: "daysWithoutDrinking",
  sugar: "daysWithoutSugar",
  reading: "daysReading",
} as const;

describe("the habit paths over REST", () => {
  it("answers members only", async () => {
    for (const [method, path] of [
      ["GET", "/api/users/me/habits"],
      ["GET", "/api/users/me/reminders"],
      ["PATCH", "/api/reminders/1"],
      ["DELETE", "/api/reminders/1"],
    ] as const) {
      const response = await server.request(path, {
        method,
        ...(method === "PATCH" ? { body: { enabled: false } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it.each([
    ["smoking", false, "success", 1],
    ["smoking", true, "failure", 0],
    ["drinking", false, "success", 1],
    ["drinking", true, "failure", 0],
    ["sugar", false, "success", 1],
    ["sugar", true, "failure", 0],
    ["reading", true, "success", 1],
    ["reading", false, "failure", 0],
  ] as const)(
    "takes %s with completed=%s as a %s, and keeps the wire meaning",
    async (habitType, completed, outcome, streak) => {
      const { cookie, member } = await registerThroughRest(server);
      const logged = await server.request(`/api/users/${member.id}/habits`, {
        cookie,
        body: { habitType, completed, notes: "from the REST path" },
      });
      expect(logged.status).toBe(201);
      const answer = await json(logged);
      expect(answer.log).toMatchObject({ habitType, completed, outcome, notes: "from the REST path" });
      expect(answer.member[STREAK_FIELD[habitType]]).toBe(streak);

      const history = await json(await server.request("/api/users/me/habits", { cookie }));
      expect(history).toEqual([expect.objectContaining({ habitType, completed, outcome })]);
      expect((await json(await server.request("/api/users/me", { cookie })))[STREAK_FIELD[habitType]]).toBe(streak);
    },
  );

  it("refuses a second log the same day with 409, a wrong body with 400, and another member's path with 403", async () => {
    const { cookie } = await registerThroughRest(server);
    const other = await registerThroughRest(server);
    const first = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "sugar", completed: false },
    });
    expect(first.status).toBe(201);
    const second = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "sugar", completed: true },
    });
    expect(second.status).toBe(409);
    expect((await json(second)).message).toBe(
      "Sugar Avoidance is already logged for today. A day's log cannot be changed.",
    );

    const noCompleted = await server.request("/api/users/me/habits", { cookie, body: { habitType: "reading" } });
    expect(noCompleted.status).toBe(400);
    expect((await json(noCompleted)).message).toBe("completed must be true or false");
    const notJson = await server.request("/api/users/me/habits", { cookie, body: "{habitType:" });
    expect(notJson.status).toBe(400);

    const elsewhere = await server.request(`/api/users/${other.member.id}/habits`, {
      cookie,
      body: { habitType: "reading", completed: true },
    });
    expect(elsewhere.status).toBe(403);
    expect(await json(await server.request(`/api/users/${other.member.id}/habits`, { cookie: other.cookie }))).toEqual(
      [],
    );
    expect(await json(await server.request("/api/users/me/habits", { cookie }))).toHaveLength(1);
  });

  it("logs a day once when the member hops time zones: Kiritimati, then Pago Pago, then UTC", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 10:30Z on 24 November 2026: the 25th in Kiritimati, the 23rd in Pago Pago, the 24th in UTC.
    vi.setSystemTime(new Date("2026-11-24T10:30:00Z"));
    const { cookie, username, email } = await registerThroughRest(server);
    const statuses: number[] = [];
    for (const timezone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
      const moved = await server.request("/api/auth/profile", {
        method: "PUT",
        cookie,
        body: { username, email, timezone },
      });
      expect(moved.status).toBe(200);
      const logged = await server.request("/api/users/me/habits", {
        cookie,
        body: { habitType: "smoking", completed: false },
      });
      statuses.push(logged.status);
      if (logged.status === 409) {
        expect((await json(logged)).message).toMatch(
          /^Smoking Cessation is already logged for Nov 25, a later day than today/,
        );
      }
    }
    expect(statuses).toEqual([201, 409, 409]);
    const logs = await json(await server.request("/api/users/me/habits", { cookie }));
    expect(logs).toEqual([expect.objectContaining({ habitType: "smoking", date: "2026-11-25" })]);
    expect(await json(await server.request("/api/users/me", { cookie }))).toMatchObject({
      daysWithoutSmoking: 1,
      bestDaysWithoutSmoking: 1,
    });
  });

  it("takes a missed yesterday once, with the wire's completed, and refuses two days back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 18:00Z on 24 November 2026: 10:00 on the 24th in Los Angeles.
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"));
    const { cookie } = await registerThroughRest(server, { timezone: "America/Los_Angeles" });
    const late = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "drinking", completed: false, day: "yesterday" },
    });
    expect(late.status).toBe(201);
    const answer = await json(late);
    expect(answer.log).toMatchObject({ habitType: "drinking", date: "2026-11-23", outcome: "success" });
    expect(answer.member.daysWithoutDrinking).toBe(1);

    const again = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "drinking", completed: true, day: "2026-11-23" },
    });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(
      "Alcohol Abstinence is already logged for yesterday (Nov 23). A day's log cannot be changed.",
    );
    const tooLate = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "sugar", completed: false, day: "2026-11-22" },
    });
    expect(tooLate.status).toBe(400);
    expect((await json(tooLate)).message).toMatch(/^Nov 22 can no longer be logged\./);
    const odd = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "sugar", completed: false, day: 3 },
    });
    expect(odd.status).toBe(400);
    expect(await json(await server.request("/api/users/me/habits", { cookie }))).toEqual([
      expect.objectContaining({ habitType: "drinking", date: "2026-11-23" }),
    ]);
  });

  it("creates, switches off and deletes reminders, checks the time, and answers 404 to anyone but the owner", async () => {
    const owner = await registerThroughRest(server);
    const stranger = await registerThroughRest(server);
    const created = await server.request(`/api/users/${owner.member.id}/reminders`, {
      cookie: owner.cookie,
      body: { habitType: "reading", reminderTime: "21:30", streakAlerts: true },
    });
    expect(created.status).toBe(201);
    const reminder = await json(created);
    expect(reminder).toMatchObject({ habitType: "reading", reminderTime: "21:30", enabled: true, streakAlerts: true });

    const badTime = await server.request("/api/users/me/reminders", {
      cookie: owner.cookie,
      body: { habitType: "reading", reminderTime: "9:30pm" },
    });
    expect(badTime.status).toBe(400);
    expect((await json(badTime)).message).toBe(
      "Reminder time must be HH:MM on the 24-hour clock, such as 09:00 or 21:30",
    );

    for (const [method, body] of [
      ["PATCH", { enabled: false }],
      ["DELETE", undefined],
    ] as const) {
      const refused = await server.request(`/api/reminders/${reminder.id}`, { method, cookie: stranger.cookie, body });
      expect(refused.status, method).toBe(404);
    }

    const off = await server.request(`/api/reminders/${reminder.id}`, {
      method: "PATCH",
      cookie: owner.cookie,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(await json(off)).toMatchObject({ id: reminder.id, enabled: false });
    expect(await json(await server.request("/api/users/me/reminders", { cookie: owner.cookie }))).toEqual([
      expect.objectContaining({ id: reminder.id, enabled: false }),
    ]);

    const gone = await server.request(`/api/reminders/${reminder.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(gone.status).toBe(200);
    expect(await json(await server.request("/api/users/me/reminders", { cookie: owner.cookie }))).toEqual([]);
    const again = await server.request(`/api/reminders/${reminder.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(again.status).toBe(404);
  });
});
