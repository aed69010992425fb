import { describe, expect, it } from "vitest";
import { startTrainingPath } from "./start-training.ts";

describe("START TRAINING", () => {
  it("opens the next day's workout, the upgrade when it is locked, the program when all is done", () => {
    expect(startTrainingPath({ kind: "workout", workout: { id: 4 }, day: 4 }).to).toBe("/workout/4");
    expect(startTrainingPath({ kind: "locked", workout: { id: 5 }, day: 5 }).to).toBe("/premium-coaching");
    expect(startTrainingPath({ kind: "complete" }).to).toBe("/transform-100-days");
    expect(startTrainingPath({ kind: "browse", day: 9 }).to).toBe("/workouts");
  });

  it("names the day up next, a locked one too, and says when all 100 are done", () => {
    expect(startTrainingPath({ kind: "workout", workout: { id: 4 }, day: 4 }).hint).toBe("Day 4 is up next");
    expect(startTrainingPath({ kind: "locked", workout: { id: 5 }, day: 5 }).hint).toBe(
      "Day 5 is up next: PREMIUM WOLF unlocks it",
    );
    expect(startTrainingPath({ kind: "complete" }).hint).toBe("All 100 days done");
  });
});
