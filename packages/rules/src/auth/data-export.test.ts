import { describe, expect, it } from "vitest";
import { exportFilename, habitLogsCsv, sessionsCsv } from "./data-export.ts";

const lines = (csv: string) => csv.split("\r\n").slice(0, -1);

const session = { date: "2026-11-20", workoutTitle: "Foundation Strength", day: 1, duration: 32 };

describe("sessionsCsv", () => {
  it("writes one line per set, in kilograms for a member in kg", () => {
    const csv = sessionsCsv(
      [
        { ...session, exerciseName: "Goblet Squat", setNumber: 1, reps: 12, weightKg: 20 },
        { ...session, exerciseName: "Goblet Squat", setNumber: 2, reps: 10, weightKg: 22.5 },
      ],
      "kg",
    );
    expect(lines(csv)).toEqual([
      "Date,Workout,Program day,Duration (min),Exercise,Set,Reps,Weight,Unit",
      "2026-11-20,Foundation Strength,1,32,Goblet Squat,1,12,20,kg",
      "2026-11-20,Foundation Strength,1,32,Goblet Squat,2,10,22.5,kg",
    ]);
  });

  it("shows the stored kilograms in pounds, to a tenth, for a member in lb", () => {
    const csv = sessionsCsv([{ ...session, exerciseName: "Deadlift", setNumber: 1, reps: 5, weightKg: 45.359 }], "lb");
    expect(lines(csv)[1]).toBe("2026-11-20,Foundation Strength,1,32,Deadlift,1,5,100,lb");
  });

  it("leaves weight and unit empty for a set logged without weight, and the set columns for a session without sets", () => {
    const csv = sessionsCsv(
      [
        { ...session, exerciseName: "Push-ups", setNumber: 1, reps: 20, weightKg: null },
        {
          date: "2026-11-21",
          workoutTitle: "Open Mat",
          day: null,
          duration: 15,
          exerciseName: null,
          setNumber: null,
          reps: null,
          weightKg: null,
        },
      ],
      "kg",
    );
    expect(lines(csv).slice(1)).toEqual([
      "2026-11-20,Foundation Strength,1,32,Push-ups,1,20,,",
      "2026-11-21,Open Mat,,15,,,,,",
    ]);
  });

  it("quotes a title with a comma, and keeps a formula-like one as text", () => {
    const csv = sessionsCsv(
      [
        {
          ...session,
          workoutTitle: "Push, Pull, Legs",
          exerciseName: null,
          setNumber: null,
          reps: null,
          weightKg: null,
        },
        { ...session, workoutTitle: "=1+1", exerciseName: null, setNumber: null, reps: null, weightKg: null },
      ],
      "kg",
    );
    expect(lines(csv).slice(1)).toEqual(['2026-11-20,"Push, Pull, Legs",1,32,,,,,', "2026-11-20,'=1+1,1,32,,,,,"]);
  });

  it("is the header alone when there is nothing", () => {
    expect(sessionsCsv([], "kg")).toBe("Date,Workout,Program day,Duration (min),Exercise,Set,Reps,Weight,Unit\r\n");
  });
});

describe("habitLogsCsv", () => {
  it("names each habit as the habit screen does, and says whether the day was a success in the habit's own sense", () => {
    const csv = habitLogsCsv([
      { date: "2026-11-20", habitType: "smoking", completed: false, notes: null },
      { date: "2026-11-20", habitType: "reading", completed: true, notes: "Twelve pages, chapter 3" },
      { date: "2026-11-21", habitType: "sugar", completed: true, notes: "Birthday cake" },
      { date: "2026-11-21", habitType: "reading", completed: false, notes: null },
    ]);
    expect(lines(csv)).toEqual([
      "Date,Habit,Outcome,Notes",
      "2026-11-20,Smoking Cessation,Success,",
      '2026-11-20,Daily Reading,Success,"Twelve pages, chapter 3"',
      "2026-11-21,Sugar Avoidance,Failure,Birthday cake",
      "2026-11-21,Daily Reading,Failure,",
    ]);
  });

  it("is the header alone when there is nothing", () => {
    expect(habitLogsCsv([])).toBe("Date,Habit,Outcome,Notes\r\n");
  });
});

describe("exportFilename", () => {
  it("says what the file holds and the day it was taken", () => {
    expect(exportFilename("sessions", "2026-11-24")).toBe("wolfpack-sessions-2026-11-24.csv");
    expect(exportFilename("habit-logs", "2026-11-24")).toBe("wolfpack-habit-logs-2026-11-24.csv");
  });
});
