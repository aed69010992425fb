import { asc, eq, schema } from "@wolfpack/db";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
/** Workouts outside the program: no day, so no recovery cooldown stands between two sessions. */
let mat: number;
let ppl: number;

beforeAll(async () => {
  t = await openTestApi();
  const inserted = await t.db
    .insert(schema.workouts)
    .values([
      { title: "Open Mat", category: "Mobility", duration: 15, difficulty: "Beginner", exercises: ["Cat-Cow"] },
      {
        title: "Push, Pull, Legs",
        category: "Strength",
        duration: 45,
        difficulty: "Intermediate",
        exercises: ["Bench Press", "Barbell Row", "Back Squat"],
      },
    ])
    .returning({ id: schema.workouts.id });
  mat = inserted[0]?.id ?? 0;
  ppl = inserted[1]?.id ?? 0;
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApi["member"]>>;

/** Lines of cells, as a spreadsheet reads the file (RFC 4180: quoted fields, doubled quotes, CRLF). */
function parseCsv(csv: string): string[][] {
  expect(csv.endsWith("\r\n")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && csv[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

const SESSION_HEADER = [
  "Date",
  "Workout",
  "Program day",
  "Duration (min)",
  "Exercise",
  "Set",
  "Reps",
  "Weight",
  "Unit",
];

/** The member's sets as the database holds them, oldest session first, in kilograms. */
async function storedSets(memberId: string) {
  return t.db
    .select({
      title: schema.workouts.title,
      exerciseName: schema.workoutSets.exerciseName,
      setNumber: schema.workoutSets.setNumber,
      reps: schema.workoutSets.reps,
      weightKg: schema.workoutSets.weightKg,
    })
    .from(schema.workoutSets)
    .innerJoin(schema.userWorkouts, eq(schema.userWorkouts.id, schema.workoutSets.userWorkoutId))
    .innerJoin(schema.workouts, eq(schema.workouts.id, schema.userWorkouts.workoutId))
    .where(eq(schema.userWorkouts.userId, memberId))
    .orderBy(asc(schema.userWorkouts.completedAt), asc(schema.workoutSets.id));
}

async function train(member: Member) {
  await member.api.workout.complete({
    workoutId: ppl,
    duration: 47,
    exercisesCompleted: 2,
    sets: [
      { exerciseName: "Bench Press", setNumber: 1, reps: 10, weight: 60 },
      { exerciseName: "Bench Press", setNumber: 2, reps: 8, weight: 62.5 },
      { exerciseName: "Barbell Row", setNumber: 1, reps: 12, weight: null },
    ],
  });
  // A session logged without a single set.
  await member.api.workout.complete({ workoutId: mat, duration: 15, exercisesCompleted: 1 });
  await member.api.workout.complete({
    workoutId: mat,
    duration: 18,
    exercisesCompleted: 1,
    sets: [{ exerciseName: "Cat-Cow", setNumber: 1, reps: 15 }],
  });
}

describe("exporting the member's sessions", () => {
  it("gives one line per set the member logged, and one for a session without sets", async () => {
    const member = await t.member();
    await train(member);
    const today = localDateOf(new Date(), "UTC");

    const { filename, csv } = await member.api.export.sessions();
    expect(filename).toBe(`wolfpack-sessions-${today}.csv`);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(SESSION_HEADER);

    const sets = await storedSets(member.profile.id);
    expect(sets).toHaveLength(4);
    const withSets = rows.filter((row) => row[4] !== "");
    expect(withSets.map((row) => [row[1], row[4], Number(row[5]), row[6] === "" ? null : Number(row[6])])).toEqual(
      sets.map((set) => [set.title, set.exerciseName, set.setNumber, set.reps]),
    );
    expect(rows).toEqual([
      [today, "Push, Pull, Legs", "", "47", "Bench Press", "1", "10", "60", "kg"],
      [today, "Push, Pull, Legs", "", "47", "Bench Press", "2", "8", "62.5", "kg"],
      [today, "Push, Pull, Legs", "", "47", "Barbell Row", "1", "12", "", ""],
      [today, "Open Mat", "", "15", "", "", "", "", ""],
      [today, "Open Mat", "", "18", "Cat-Cow", "1", "15", "", ""],
    ]);
    // The title's comma is inside quotes, so a spreadsheet keeps it in one cell.
    expect(csv).toContain(`${today},"Push, Pull, Legs",,47,Bench Press,1,10,60,kg\r\n`);
  });

  it("dates each session and the file on the member's own calendar", async () => {
    const member = await t.member();
    const zone = "Pacific/Kiritimati";
    await t.db.update(schema.users).set({ timezone: zone }).where(eq(schema.users.id, member.profile.id));
    await member.api.workout.complete({ workoutId: mat, duration: 10, exercisesCompleted: 1 });
    const today = localDateOf(new Date(), zone);
    const { filename, csv } = await member.api.export.sessions();
    expect(filename).toBe(`wolfpack-sessions-${today}.csv`);
    expect(parseCsv(csv)[1]?.[0]).toBe(today);
  });

  it("shows the weights in pounds for a member who logs in pounds", async () => {
    const member = await t.member();
    await member.api.profile.setWeightUnit({ weightUnit: "lb" });
    await member.api.workout.complete({
      workoutId: ppl,
      duration: 40,
      exercisesCompleted: 1,
      sets: [{ exerciseName: "Back Squat", setNumber: 1, reps: 5, weight: 225 }],
    });
    const [stored] = await storedSets(member.profile.id);
    expect(stored?.weightKg).toBeCloseTo(102.058, 3);

    const [, row] = parseCsv((await member.api.export.sessions()).csv);
    expect(row?.slice(4)).toEqual(["Back Squat", "1", "5", "225", "lb"]);

    // The same sets read in kilograms once the member switches back.
    await member.api.profile.setWeightUnit({ weightUnit: "kg" });
    const [, inKg] = parseCsv((await member.api.export.sessions()).csv);
    expect(inKg?.slice(7)).toEqual(["102.1", "kg"]);
  });

  it("never includes another member's sessions, not even for an admin", async () => {
    const mine = await t.member();
    const theirs = await t.member();
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    await mine.api.workout.complete({
      workoutId: mat,
      duration: 20,
      exercisesCompleted: 1,
      sets: [{ exerciseName: "Cat-Cow", setNumber: 1, reps: 1 }],
    });
    await theirs.api.workout.complete({
      workoutId: ppl,
      duration: 30,
      exercisesCompleted: 1,
      sets: [{ exerciseName: "Barbell Row", setNumber: 1, reps: 2 }],
    });

    const exported = (await mine.api.export.sessions()).csv;
    expect(exported).toContain("Cat-Cow");
    expect(exported).not.toContain("Barbell Row");
    expect(parseCsv(exported)).toHaveLength(2);
    expect(parseCsv((await admin.api.export.sessions()).csv)).toEqual([SESSION_HEADER]);
  });

  it("is the header alone for a member who has not trained yet", async () => {
    const member = await t.member();
    const { csv } = await member.api.export.sessions();
    expect(csv).toBe(`${SESSION_HEADER.join(",")}\r\n`);
  });

  it("is for signed-in members only", async () => {
    await expect(t.caller().api.export.sessions()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.caller().api.export.habitLogs()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("exporting the member's habit logs", () => {
  it("gives one line per log: the day, the habit as the habit screen names it, the outcome and the notes", async () => {
    const member = await t.member();
    const other = await t.member();
    await member.api.habit.log({ habitType: "smoking", outcome: "success" });
    await member.api.habit.log({ habitType: "reading", outcome: "failure", notes: 'Only "two" pages, sadly' });
    await member.api.habit.log({ habitType: "drinking", outcome: "failure", notes: "=cheers" });
    await other.api.habit.log({ habitType: "sugar", outcome: "success", notes: "Not mine" });
    const today = localDateOf(new Date(), "UTC");

    const { filename, csv } = await member.api.export.habitLogs();
    expect(filename).toBe(`wolfpack-habit-logs-${today}.csv`);
    const rows = parseCsv(csv);
    const stored = await t.db.select().from(schema.habitLogs).where(eq(schema.habitLogs.userId, member.profile.id));
    expect(rows).toHaveLength(stored.length + 1);
    expect(rows).toEqual([
      ["Date", "Habit", "Outcome", "Notes"],
      // A day's logs in the habits' order.
      [today, "Smoking Cessation", "Success", ""],
      [today, "Alcohol Abstinence", "Failure", "'=cheers"],
      [today, "Daily Reading", "Failure", 'Only "two" pages, sadly'],
    ]);
    expect(csv).not.toContain("Not mine");
  });

  it("is the header alone for a member who logged nothing", async () => {
    const member = await t.member();
    expect((await member.api.export.habitLogs()).csv).toBe("Date,Habit,Outcome,Notes\r\n");
  });
});
