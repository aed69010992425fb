import { schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
let workoutId: number;
beforeAll(async () => {
  server = await openTestServer();
  const [workout] = await server.db
    .insert(schema.workouts)
    .values({
      title: "Push, Pull, Legs",
      category: "Strength",
      duration: 45,
      difficulty: "Intermediate",
      exercises: ["Bench Press", "Barbell Row", "Back Squat"],
    })
    .returning({ id: schema.workouts.id });
  workoutId = workout?.id ?? 0;
});
afterAll(() => server.close());

/** The day on a new member's calendar: they registered without a time zone, so UTC. */
const utcToday = () => new Date().toISOString().slice(0, 10);

describe("'Export my data' over REST", () => {
  it("answers the member's sessions as a CSV file to download, one line per set", async () => {
    const { cookie } = await registerThroughRest(server);
    const done = await server.request(`/api/workouts/${workoutId}/complete`, {
      cookie,
      body: {
        duration: 44,
        exercisesCompleted: 1,
        sets: [
          { exerciseName: "Bench Press", setNumber: 1, reps: 10, weight: 60 },
          { exerciseName: "Bench Press", setNumber: 2, reps: 8, weight: 60 },
        ],
      },
    });
    expect(done.status).toBe(201);
    const today = utcToday();

    const response = await server.request("/api/users/me/export/sessions.csv", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="wolfpack-sessions-${today}.csv"`);
    expect(await response.text()).toBe(
      "Date,Workout,Program day,Duration (min),Exercise,Set,Reps,Weight,Unit\r\n" +
        `${today},"Push, Pull, Legs",,44,Bench Press,1,10,60,kg\r\n` +
        `${today},"Push, Pull, Legs",,44,Bench Press,2,8,60,kg\r\n`,
    );
  });

  it("answers the member's habit logs as a CSV file", async () => {
    const { cookie } = await registerThroughRest(server);
    const logged = await server.request("/api/users/me/habits", {
      cookie,
      body: { habitType: "reading", completed: true, notes: "Chapter 4" },
    });
    expect(logged.status).toBe(201);
    const today = utcToday();

    const response = await server.request("/api/users/me/export/habit-logs.csv", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="wolfpack-habit-logs-${today}.csv"`);
    expect(await response.text()).toBe(`Date,Habit,Outcome,Notes\r\n${today},Daily Reading,Success,Chapter 4\r\n`);
  });

  it("refuses a visitor with 401 in JSON, as every other path does", async () => {
    for (const path of ["/api/users/me/export/sessions.csv", "/api/users/me/export/habit-logs.csv"]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(await json(response), path).toEqual({ message: "Please sign in to continue." });
    }
  });
});
