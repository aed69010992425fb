import { describe, expect, it } from "vitest";
import { estimateOneRepMax } from "../coaching/calculators.ts";
import {
  CHART_WEEKS,
  chartWeeksStart,
  countsTowardOneRepMax,
  oneRepMaxHistory,
  type SessionBest,
  sessionOneRepMaxes,
  weeklyMinutes,
} from "./charts.ts";
import { weightIn } from "./weights.ts";

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
  const lifted = (exerciseName: string, weightKg: number | null, reps: number | null) => ({
    exerciseName,
    weightKg,
    reps,
  });
  const best = (exerciseName: string, sessionId: number, oneRepMax: number): SessionBest => {
    const day = String(sessionId).padStart(2, "0");
    return {
      exerciseName,
      sessionId,
      completedAt: new Date(`2026-05-${day}T18:00:00Z`),
      date: `2026-05-${day}`,
      oneRepMax,
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

  it("takes each exercise's best set of a session by the calculators' formula", () => {
    const bests = sessionOneRepMaxes([
      lifted("Squat", 100, 5), // 116.7 -> 117
      lifted("Squat", 110, 2), // 117.3 -> 117
      lifted("Squat", 90, 10), // 120
      lifted("Squat", 200, 25), // past 20 reps: not counted
      lifted("Bench Press", 60, 5), // 70
      lifted("Plank", null, 12), // bodyweight: not counted
    ]);
    expect(bests).toEqual([
      { exerciseName: "Squat", kg: estimateOneRepMax(90, 10), lb: estimateOneRepMax(weightIn(90, "lb"), 10) },
      { exerciseName: "Bench Press", kg: 70, lb: estimateOneRepMax(weightIn(60, "lb"), 5) },
    ]);
    expect(bests[0]?.kg).toBe(120);
  });

  it("estimates pounds from the kilograms stored, to the pound", () => {
    // 60 kg is 132.3 lb; 132.3 x (1 + 5/30) = 154.35.
    expect(sessionOneRepMaxes([lifted("Squat", 60, 5)])).toEqual([{ exerciseName: "Squat", kg: 70, lb: 154 }]);
  });

  it("takes each unit's best from the weights as that unit shows them", () => {
    // Both sets estimate 117 kg; in pounds (220.5 and 242.5 lb) the second is the higher.
    const [squat] = sessionOneRepMaxes([lifted("Squat", 100, 5), lifted("Squat", 110, 2)]);
    expect(squat).toEqual({
      exerciseName: "Squat",
      kg: 117,
      lb: Math.max(estimateOneRepMax(weightIn(100, "lb"), 5), estimateOneRepMax(weightIn(110, "lb"), 2)),
    });
  });

  it("draws each exercise's session bests oldest first", () => {
    const history = oneRepMaxHistory([best("Squat", 2, 120), best("Squat", 1, 110)]);
    expect(history).toEqual([
      {
        exercise: "Squat",
        points: [
          { date: "2026-05-01", oneRepMax: 110 },
          { date: "2026-05-02", oneRepMax: 120 },
        ],
      },
    ]);
  });

  it("lists the exercises lifted most recently first", () => {
    const history = oneRepMaxHistory([best("Bench Press", 1, 70), best("Deadlift", 4, 130), best("Squat", 2, 93)]);
    expect(history.map((exercise) => exercise.exercise)).toEqual(["Deadlift", "Squat", "Bench Press"]);
  });

  it("lists exercises last lifted in the same session A to Z", () => {
    const history = oneRepMaxHistory([best("Row", 1, 58), best("Curl", 1, 12), best("Squat", 1, 93)]);
    expect(history.map((exercise) => exercise.exercise)).toEqual(["Curl", "Row", "Squat"]);
  });

  it("keeps the latest sessions and the most recent exercises only", () => {
    const bests = [1, 2, 3, 4, 5].map((session) => best("Row", session, 58 + session));
    bests.push(best("Curl", 1, 12));
    const history = oneRepMaxHistory(bests, { sessions: 3, exercises: 1 });
    expect(history).toHaveLength(1);
    expect(history[0]?.exercise).toBe("Row");
    expect(history[0]?.points.map((point) => point.date)).toEqual(["2026-05-03", "2026-05-04", "2026-05-05"]);
  });
});
