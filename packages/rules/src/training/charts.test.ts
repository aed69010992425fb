import { describe, expect, it } from "vitest";
import { estimateOneRepMax } from "../coaching/calculators.ts";
import {
  CHART_WEEKS,
  chartWeeksStart,
  countsTowardOneRepMax,
  oneRepMaxHistory,
  type SessionSet,
  weeklyMinutes,
} from "./charts.ts";

describe("minutes a week", () => {
  // Wednesday 10 June 2026: its week began on Monday 8 June.
  const today = "2026-06-10";

  it("shows the last 12 weeks, Monday to Sunday, ending with today's, empty weeks as 0", () => {
    const weeks = weeklyMinutes([], today);
    expect(weeks).toHaveLength(CHART_WEEKS);
    expect(weeks[0]).toEqual({ weekStart: "2026-03-23", minutes: 0 });
    expect(weeks.at(-1)).toEqual({ weekStart: "2026-06-08", minutes: 0 });
    expect(chartWeeksStart(today)).toBe("2026-03-23");
  });

  it("adds a week's days up, a Sunday to the week before the Monday after it", () => {
    const weeks = weeklyMinutes(
      [
        { date: "2026-06-07", minutes: 30 }, // Sunday: last week
        { date: "2026-06-08", minutes: 20 }, // Monday: this week
        { date: "2026-06-10", minutes: 45 },
        { date: "2026-06-01", minutes: 15 }, // Monday of last week
      ],
      today,
    );
    expect(weeks.at(-1)).toEqual({ weekStart: "2026-06-08", minutes: 65 });
    expect(weeks.at(-2)).toEqual({ weekStart: "2026-06-01", minutes: 45 });
    expect(weeks.reduce((sum, week) => sum + week.minutes, 0)).toBe(110);
  });

  it("leaves out days before the first week", () => {
    const weeks = weeklyMinutes(
      [
        { date: "2026-03-22", minutes: 60 }, // the Sunday before the chart
        { date: "2026-03-23", minutes: 10 },
      ],
      today,
    );
    expect(weeks[0]?.minutes).toBe(10);
    expect(weeks.reduce((sum, week) => sum + week.minutes, 0)).toBe(10);
  });

  it("counts weeks across a year end", () => {
    const weeks = weeklyMinutes([{ date: "2026-12-31", minutes: 25 }], "2027-01-03", 2);
    expect(weeks).toEqual([
      { weekStart: "2026-12-21", minutes: 0 },
      { weekStart: "2026-12-28", minutes: 25 },
    ]);
  });
});

describe("estimated one-rep max per session", () => {
  const set = (exerciseName: string, sessionId: number, weightKg: number | null, reps: number | null): SessionSet => {
    const day = String(sessionId).padStart(2, "0");
    return {
      exerciseName,
      sessionId,
      completedAt: new Date(`2026-05-${day}T18:00:00Z`),
      date: `2026-05-${day}`,
      weightKg,
      reps,
    };
  };

  it("counts sets with weight for 1 to 20 reps", () => {
    expect(countsTowardOneRepMax({ weightKg: 60, reps: 5 })).toBe(true);
    expect(countsTowardOneRepMax({ weightKg: 60, reps: 20 })).toBe(true);
    expect(countsTowardOneRepMax({ weightKg: 60, reps: 21 })).toBe(false);
    expect(countsTowardOneRepMax({ weightKg: 60, reps: 0 })).toBe(false);
    expect(countsTowardOneRepMax({ weightKg: 0, reps: 5 })).toBe(false);
    expect(countsTowardOneRepMax({ weightKg: null, reps: 5 })).toBe(false);
    expect(countsTowardOneRepMax({ weightKg: 60, reps: null })).toBe(false);
  });

  it("takes each session's best set by the calculators' formula, oldest session first", () => {
    const history = oneRepMaxHistory(
      [
        set("Squat", 2, 100, 5), // 116.7 -> 117
        set("Squat", 2, 110, 2), // 117.3 -> 117
        set("Squat", 2, 90, 10), // 120
        set("Squat", 1, 100, 3), // 110
        set("Squat", 1, 200, 25), // past 20 reps: not counted
        set("Squat", 3, null, 12), // bodyweight: not counted
      ],
      "kg",
    );
    expect(history).toEqual([
      {
        exercise: "Squat",
        points: [
          { date: "2026-05-01", oneRepMax: estimateOneRepMax(100, 3) },
          { date: "2026-05-02", oneRepMax: estimateOneRepMax(90, 10) },
        ],
      },
    ]);
    expect(history[0]?.points.map((point) => point.oneRepMax)).toEqual([110, 120]);
  });

  it("estimates in the member's unit: pounds from the kilograms stored", () => {
    // 60 kg is 132.3 lb; 132.3 x (1 + 5/30) = 154.35.
    const [squat] = oneRepMaxHistory([set("Squat", 1, 60, 5)], "lb");
    expect(squat?.points).toEqual([{ date: "2026-05-01", oneRepMax: 154 }]);
  });

  it("lists the exercises lifted most recently first, and leaves out those never lifted with weight", () => {
    const history = oneRepMaxHistory(
      [set("Bench Press", 1, 60, 5), set("Deadlift", 4, 120, 3), set("Squat", 2, 80, 5), set("Plank", 5, null, 1)],
      "kg",
    );
    expect(history.map((exercise) => exercise.exercise)).toEqual(["Deadlift", "Squat", "Bench Press"]);
  });

  it("lists exercises last lifted in the same session A to Z", () => {
    const history = oneRepMaxHistory([set("Row", 1, 50, 5), set("Curl", 1, 10, 5), set("Squat", 1, 80, 5)], "kg");
    expect(history.map((exercise) => exercise.exercise)).toEqual(["Curl", "Row", "Squat"]);
  });

  it("keeps the latest sessions and the most recent exercises only", () => {
    const sets = [1, 2, 3, 4, 5].map((session) => set("Row", session, 50 + session, 5));
    sets.push(set("Curl", 1, 10, 5));
    const history = oneRepMaxHistory(sets, "kg", { sessions: 3, exercises: 1 });
    expect(history).toHaveLength(1);
    expect(history[0]?.exercise).toBe("Row");
    expect(history[0]?.points.map((point) => point.date)).toEqual(["2026-05-03", "2026-05-04", "2026-05-05"]);
  });
});
