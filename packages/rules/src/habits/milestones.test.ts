import { describe, expect, it } from "vitest";
import {
  HABIT_MILESTONES,
  habitMilestoneProgress,
  habitProgress,
  habitStreakMessage,
  isAlertMilestone,
} from "./milestones.ts";

describe("habit progress and words", () => {
  it("measures the bar between the last target passed and the next one, full past a year", () => {
    expect(habitProgress(0)).toMatchObject({ previous: 0, next: 7, percent: 0 });
    expect(habitProgress(3)).toMatchObject({
      previous: 0,
      next: 7,
      percent: 43,
      line: "4 days to your 7-day milestone.",
    });
    expect(habitProgress(7)).toMatchObject({ previous: 7, next: 14, percent: 0 });
    expect(habitProgress(13)).toMatchObject({ next: 14, line: "1 day to your 14-day milestone." });
    expect(habitProgress(45)).toMatchObject({ previous: 30, next: 60, percent: 50 });
    expect(habitProgress(200)).toMatchObject({ previous: 100, next: 365, percent: 38 });
    expect(habitProgress(365)).toMatchObject({ next: null, percent: 100 });
    expect(habitProgress(500).percent).toBe(100);
  });

  it("says the spec's lines for 0 and 1, then strong, momentum, champion and legend", () => {
    expect(habitStreakMessage(0)).toBe("Start your journey today!");
    expect(habitStreakMessage(1)).toBe("Great start! Keep it up!");
    expect(habitStreakMessage(6)).toMatch(/strong/i);
    expect(habitStreakMessage(7)).toMatch(/momentum/i);
    expect(habitStreakMessage(29)).toMatch(/momentum/i);
    expect(habitStreakMessage(30)).toMatch(/champion/i);
    expect(habitStreakMessage(100)).toMatch(/legend/i);
  });

  it("alerts at 1, 3, 7, 14, 30, 60, 100 and 365 days only", () => {
    const alerted = Array.from({ length: 400 }, (_, day) => day).filter(isAlertMilestone);
    expect(alerted).toEqual([1, 3, 7, 14, 30, 60, 100, 365]);
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
