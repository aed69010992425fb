import { describe, expect, it } from "vitest";
import {
  achievementsCount,
  HABIT_MILESTONES,
  habitMilestoneProgress,
  isTransformationComplete,
  monthlyMinutesGoal,
  nextWorkoutDay,
  PROGRAM_LENGTH,
  programGrid,
  RECENT_SESSIONS,
  WEEKLY_GOAL,
  weeklyGoalCount,
  workoutForDay,
} from "./progress-goals.ts";

describe("weekly goal", () => {
  it("asks for 7 workouts", () => {
    expect(WEEKLY_GOAL).toBe(7);
  });

  it("counts the streak modulo 7", () => {
    expect(weeklyGoalCount(1)).toBe(1);
    expect(weeklyGoalCount(6)).toBe(6);
    expect(weeklyGoalCount(8)).toBe(1);
    expect(weeklyGoalCount(20)).toBe(6);
  });

  it("shows 7, not 0, when the streak is a positive multiple of 7", () => {
    expect(weeklyGoalCount(7)).toBe(7);
    expect(weeklyGoalCount(14)).toBe(7);
    expect(weeklyGoalCount(70)).toBe(7);
  });

  it("is 0 with no streak", () => {
    expect(weeklyGoalCount(0)).toBe(0);
    expect(weeklyGoalCount(-3)).toBe(0);
    expect(weeklyGoalCount(Number.NaN)).toBe(0);
  });
});

describe("monthlyMinutesGoal", () => {
  it("is 1470 until the total plus 300 passes it", () => {
    expect(monthlyMinutesGoal(0)).toBe(1470);
    expect(monthlyMinutesGoal(1170)).toBe(1470);
    expect(monthlyMinutesGoal(1171)).toBe(1471);
    expect(monthlyMinutesGoal(2000)).toBe(2300);
  });
});

describe("achievementsCount", () => {
  it("is one per full week of streak", () => {
    expect(achievementsCount(0)).toBe(0);
    expect(achievementsCount(6)).toBe(0);
    expect(achievementsCount(7)).toBe(1);
    expect(achievementsCount(13)).toBe(1);
    expect(achievementsCount(14)).toBe(2);
    expect(achievementsCount(100)).toBe(14);
  });
});

describe("recent sessions", () => {
  it("lists the latest 5", () => {
    expect(RECENT_SESSIONS).toBe(5);
  });
});

describe("programGrid", () => {
  it("has 100 days, numbered 1 to 100", () => {
    const grid = programGrid(0);
    expect(grid).toHaveLength(PROGRAM_LENGTH);
    expect(grid.map((cell) => cell.day)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it("marks the days up to the streak completed, the next one current, the rest locked", () => {
    const grid = programGrid(7);
    expect(grid.slice(0, 7).every((cell) => cell.state === "completed")).toBe(true);
    expect(grid[7]).toEqual({ day: 8, state: "current" });
    expect(grid.slice(8).every((cell) => cell.state === "locked")).toBe(true);
  });

  it("starts at day 1 with no streak", () => {
    const grid = programGrid(0);
    expect(grid[0]).toEqual({ day: 1, state: "current" });
    expect(grid.filter((cell) => cell.state === "completed")).toHaveLength(0);
  });

  it("has day 100 current at a streak of 99", () => {
    const grid = programGrid(99);
    expect(grid[99]).toEqual({ day: 100, state: "current" });
    expect(grid.filter((cell) => cell.state === "locked")).toHaveLength(0);
  });

  it("is all completed from a streak of 100, with no current day", () => {
    for (const streak of [100, 130]) {
      const grid = programGrid(streak);
      expect(grid.every((cell) => cell.state === "completed")).toBe(true);
    }
  });
});

describe("next workout", () => {
  it("starts the day after the streak", () => {
    expect(nextWorkoutDay(0)).toBe(1);
    expect(nextWorkoutDay(7)).toBe(8);
    expect(nextWorkoutDay(99)).toBe(100);
  });

  it("is none once the transformation is complete", () => {
    expect(isTransformationComplete(99)).toBe(false);
    expect(isTransformationComplete(100)).toBe(true);
    expect(nextWorkoutDay(100)).toBeNull();
    expect(nextWorkoutDay(150)).toBeNull();
  });
});

describe("habitMilestoneProgress", () => {
  it("has the milestones 7, 14, 30, 60 and 100 days", () => {
    expect(HABIT_MILESTONES).toEqual([7, 14, 30, 60, 100]);
  });

  it("reaches a milestone on its day and names the next one", () => {
    expect(habitMilestoneProgress(0)).toMatchObject({ next: 7, champion: false, label: "Next: 7 days" });
    const week = habitMilestoneProgress(7);
    expect(week.milestones.map((m) => m.reached)).toEqual([true, false, false, false, false]);
    expect(week.label).toBe("Next: 14 days");
    expect(habitMilestoneProgress(59).label).toBe("Next: 60 days");
    expect(habitMilestoneProgress(99).next).toBe(100);
  });

  it("is 'Champion' once the last milestone is reached", () => {
    for (const streak of [100, 101, 365]) {
      const progress = habitMilestoneProgress(streak);
      expect(progress.milestones.every((m) => m.reached)).toBe(true);
      expect(progress).toMatchObject({ next: null, champion: true, label: "Champion" });
    }
  });
});

describe("workoutForDay", () => {
  const workouts = [
    { id: 1, day: 1 },
    { id: 2, day: 2 },
    { id: 9, day: 2 },
    { id: 3, day: null },
  ];

  it("finds the first workout of the day", () => {
    expect(workoutForDay(workouts, 2)?.id).toBe(2);
  });

  it("is null for a day without one, or no day", () => {
    expect(workoutForDay(workouts, 8)).toBeNull();
    expect(workoutForDay(workouts, null)).toBeNull();
  });
});
