import { describe, expect, it } from "vitest";
import {
  filterWorkouts,
  HOME_TRAINING_GRID_SIZE,
  nextProgramDay,
  nextWorkout,
  PHASES,
  PROGRAM_CHIP_COUNT,
  phaseOfDay,
  phaseStates,
  programDayStates,
  programProgress,
  programWorkouts,
  toggleProgramDay,
  workoutListTitle,
} from "./program.ts";
import { PROGRAM_DAYS, parseWorkoutFilter, WORKOUT_CATEGORIES } from "./workout-filter.ts";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("the program's constants", () => {
  it("is 100 days, 50 chips, a grid of 4 and five category filters", () => {
    expect(PROGRAM_DAYS).toBe(100);
    expect(PROGRAM_CHIP_COUNT).toBe(50);
    expect(HOME_TRAINING_GRID_SIZE).toBe(4);
    expect(WORKOUT_CATEGORIES).toEqual(["All", "Strength", "Cardio", "Mobility", "Functional"]);
  });

  it("has six phases that cover days 1 to 100 once, in order", () => {
    expect(PHASES.map((phase) => [phase.name, phase.firstDay, phase.lastDay])).toEqual([
      ["Foundation", 1, 10],
      ["Strength Building", 11, 30],
      ["Power Development", 31, 50],
      ["Hypertrophy", 51, 70],
      ["Peak Training", 71, 90],
      ["The Finisher", 91, 100],
    ]);
    const covered = PHASES.flatMap((phase) => range(phase.firstDay, phase.lastDay));
    expect(covered).toEqual(range(1, 100));
  });
});

describe("phaseOfDay", () => {
  it("names the phase at each boundary", () => {
    expect(phaseOfDay(1)?.name).toBe("Foundation");
    expect(phaseOfDay(10)?.name).toBe("Foundation");
    expect(phaseOfDay(11)?.name).toBe("Strength Building");
    expect(phaseOfDay(50)?.name).toBe("Power Development");
    expect(phaseOfDay(51)?.name).toBe("Hypertrophy");
    expect(phaseOfDay(90)?.name).toBe("Peak Training");
    expect(phaseOfDay(100)?.name).toBe("The Finisher");
  });

  it("has none outside the program", () => {
    expect(phaseOfDay(0)).toBeNull();
    expect(phaseOfDay(101)).toBeNull();
    expect(phaseOfDay(2.5)).toBeNull();
  });
});

describe("programProgress", () => {
  it("starts at nothing", () => {
    expect(programProgress([])).toEqual({ completed: 0, percent: 0, daysLeft: 100 });
  });

  it("counts every day done out of 100, gaps and all", () => {
    expect(programProgress([1, 2, 3, 5])).toEqual({ completed: 4, percent: 4, daysLeft: 96 });
    // Days done out of order count as much as days done from day 1.
    expect(programProgress([2, 3, 4])).toEqual({ completed: 3, percent: 3, daysLeft: 97 });
  });

  it("counts each day once, whatever order they come in", () => {
    expect(programProgress([3, 1, 2, 2, 1])).toEqual({ completed: 3, percent: 3, daysLeft: 97 });
  });

  it("ignores numbers that are not program days", () => {
    expect(programProgress([0, 1, 101, -4, 1.5])).toEqual({ completed: 1, percent: 1, daysLeft: 99 });
  });

  it("is whole at day 100", () => {
    expect(programProgress(range(1, 100))).toEqual({ completed: 100, percent: 100, daysLeft: 0 });
  });
});

describe("nextProgramDay", () => {
  it("is day 1 for a new member", () => {
    expect(nextProgramDay([])).toBe(1);
  });
  it("is the first day not done, a gap included", () => {
    expect(nextProgramDay([1, 2, 4])).toBe(3);
    expect(nextProgramDay(range(1, 99))).toBe(100);
  });
  it("is null once all 100 are done", () => {
    expect(nextProgramDay(range(1, 100))).toBeNull();
  });
});

describe("programDayStates", () => {
  it("marks done days, the next day as current and the rest as locked", () => {
    expect(programDayStates([1, 2, 4], 5)).toEqual([
      { day: 1, state: "done" },
      { day: 2, state: "done" },
      { day: 3, state: "current" },
      { day: 4, state: "done" },
      { day: 5, state: "locked" },
    ]);
  });
  it("lists the first 50 for the chips and never more than 100", () => {
    expect(programDayStates([], PROGRAM_CHIP_COUNT)).toHaveLength(50);
    expect(programDayStates([], 500)).toHaveLength(100);
  });
  it("lists all 100 for the grid, with no current day once every day is done", () => {
    const grid = programDayStates([5, 6]);
    expect(grid).toHaveLength(100);
    expect(grid.filter((cell) => cell.state === "done").map((cell) => cell.day)).toEqual([5, 6]);
    expect(grid.find((cell) => cell.state === "current")?.day).toBe(1);
    expect(programDayStates(range(1, 100)).every((cell) => cell.state === "done")).toBe(true);
  });
});

describe("phaseStates", () => {
  it("puts a new member at the start of Foundation", () => {
    expect(phaseStates([]).map((phase) => phase.state)).toEqual([
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
  });
  it("follows the next day to train", () => {
    expect(phaseStates(range(1, 30)).map((phase) => phase.state)).toEqual([
      "done",
      "done",
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
  });
  it("is all done after day 100", () => {
    expect(phaseStates(range(1, 100)).every((phase) => phase.state === "done")).toBe(true);
  });
});

describe("the workouts list", () => {
  const workouts = [
    { id: 1, category: "Strength", day: 1 },
    { id: 2, category: "Cardio", day: 2 },
    { id: 3, category: "Strength", day: 3 },
    { id: 4, category: "Mobility", day: null },
  ];

  it("titles the list by day, then category", () => {
    expect(workoutListTitle({})).toBe("ALL WORKOUTS");
    expect(workoutListTitle({ category: "All" })).toBe("ALL WORKOUTS");
    expect(workoutListTitle({ category: "Cardio" })).toBe("CARDIO WORKOUTS");
    expect(workoutListTitle({ category: "Functional" })).toBe("FUNCTIONAL WORKOUTS");
    expect(workoutListTitle({ day: 7 })).toBe("DAY 7 WORKOUT");
    expect(workoutListTitle({ day: 7, category: "Cardio" })).toBe("DAY 7 WORKOUT");
  });

  it("filters by day first, then by category", () => {
    expect(filterWorkouts(workouts, {}).map((w) => w.id)).toEqual([1, 2, 3, 4]);
    expect(filterWorkouts(workouts, { category: "All" }).map((w) => w.id)).toEqual([1, 2, 3, 4]);
    expect(filterWorkouts(workouts, { category: "Strength" }).map((w) => w.id)).toEqual([1, 3]);
    expect(filterWorkouts(workouts, { category: "Functional" })).toEqual([]);
    expect(filterWorkouts(workouts, { day: 2, category: "Strength" }).map((w) => w.id)).toEqual([2]);
    expect(filterWorkouts(workouts, { day: 40 })).toEqual([]);
  });

  it("reads the filter from the address, dropping what does not fit", () => {
    const none = { category: undefined, day: undefined };
    expect(parseWorkoutFilter({})).toStrictEqual(none);
    expect(parseWorkoutFilter({ category: "Cardio", day: 3 })).toStrictEqual({ category: "Cardio", day: 3 });
    expect(parseWorkoutFilter({ day: "12" })).toStrictEqual({ category: undefined, day: 12 });
    for (const search of [
      { category: "Yoga", day: 0 },
      { category: "cardio" },
      { day: 101 },
      { day: 2.5 },
      { day: "x" },
      { day: "" },
      { day: null, category: 3 },
    ]) {
      // Both keys are there, so the raw '?category=Yoga' is overridden, not kept.
      expect(parseWorkoutFilter(search)).toStrictEqual(none);
    }
  });

  it("lists the workouts with a program day in day order", () => {
    const mixed = [
      { id: 9, day: 3 },
      { id: 8, day: null },
      { id: 7, day: 1 },
    ];
    expect(programWorkouts(mixed).map((w) => w.id)).toEqual([7, 9]);
  });
});

describe("nextWorkout (START TRAINING)", () => {
  const workouts = [
    { id: 11, day: 1, locked: false },
    { id: 12, day: 2, locked: false },
    { id: 13, day: 3, locked: true },
  ];

  it("opens the first program day the member has not completed", () => {
    expect(nextWorkout(workouts, [])).toEqual({ kind: "workout", workout: workouts[0], day: 1 });
    expect(nextWorkout(workouts, [1])).toEqual({ kind: "workout", workout: workouts[1], day: 2 });
  });

  it("is the upgrade path when that workout is locked for the member", () => {
    expect(nextWorkout(workouts, [1, 2])).toEqual({ kind: "locked", workout: workouts[2], day: 3 });
  });

  it("is the list when no workout has that day, and complete after day 100", () => {
    expect(nextWorkout(workouts, [1, 2, 3])).toEqual({ kind: "browse", day: 4 });
    expect(nextWorkout(workouts, range(1, 100))).toEqual({ kind: "complete" });
  });
});

describe("toggleProgramDay", () => {
  it("adds a day not done and removes a day done, keeping the list sorted", () => {
    expect(toggleProgramDay([1, 3], [], 2)).toEqual([1, 2, 3]);
    expect(toggleProgramDay([1, 2, 3], [], 2)).toEqual([1, 3]);
  });
  it("keeps a day a workout session completed", () => {
    expect(toggleProgramDay([1, 2, 3], [2], 2)).toEqual([1, 2, 3]);
  });
  it("never adds a number that is not a program day", () => {
    expect(toggleProgramDay([1], [], 101)).toEqual([1]);
  });
});
