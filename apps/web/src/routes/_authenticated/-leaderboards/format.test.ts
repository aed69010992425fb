import { describe, expect, it } from "vitest";
import { minuteWords, ordinal, rankTier, streakWords, workoutWords } from "./format.ts";

describe("rankTier", () => {
  it("names the alpha, the betas, the hunters of the top ten and the rest of the pack", () => {
    expect([1, 2, 3, 4, 10, 11, 250].map((rank) => rankTier(rank).label)).toEqual([
      "Alpha",
      "Beta",
      "Beta",
      "Hunter",
      "Hunter",
      "Pack",
      "Pack",
    ]);
  });
});

describe("ordinal", () => {
  it("reads ranks as places", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });
});

describe("a row's numbers", () => {
  it("count days, workouts and minutes in words", () => {
    expect(streakWords(1)).toBe("1 day");
    expect(streakWords(12)).toBe("12 days");
    expect(workoutWords(1)).toBe("1 workout");
    expect(workoutWords(1234)).toBe("1,234 workouts");
    expect(minuteWords(0)).toBe("0 min");
  });
});
