import { describe, expect, it } from "vitest";
import {
  boardCountry,
  boardRows,
  compareCodePoints,
  rankStandings,
  type Standing,
  usernameOrderKey,
} from "./boards.ts";

const member = (
  username: string,
  currentStreak: number,
  workoutsCompleted: number,
  totalMinutes: number,
): Standing => ({
  userId: `id-${username}`,
  username,
  currentStreak,
  workoutsCompleted,
  totalMinutes,
});

describe("the board order", () => {
  it("ranks by streak, then workouts, then minutes, then username", () => {
    const ranked = rankStandings([
      member("dana", 3, 10, 300),
      member("ali", 5, 1, 30),
      member("cleo", 3, 10, 400),
      member("bo", 3, 12, 100),
      member("Eve", 3, 10, 300),
    ]);
    expect(ranked.map((row) => [row.rank, row.username])).toEqual([
      [1, "ali"],
      [2, "bo"],
      [3, "cleo"],
      [4, "dana"],
      [5, "Eve"],
    ]);
  });

  it("breaks ties on usernames with A to Z lower-cased, in code-point order", () => {
    expect(usernameOrderKey("ÄlphaWOLF")).toBe("Älphawolf");
    const ranked = rankStandings([member("zed", 0, 0, 0), member("Adam", 0, 0, 0), member("émile", 0, 0, 0)]);
    expect(ranked.map((row) => row.username)).toEqual(["Adam", "zed", "émile"]);
  });

  it("compares by code point, as UTF-8 bytes do, not by UTF-16 unit", () => {
    // U+FF21 (fullwidth A) is one unit above the surrogates of U+1F43A (wolf face) in UTF-16,
    // but below it as a code point.
    expect(compareCodePoints("\uFF21", "\u{1F43A}")).toBeLessThan(0);
    expect("\uFF21" < "\u{1F43A}").toBe(false);
    expect(compareCodePoints("ab", "abc")).toBeLessThan(0);
    expect(compareCodePoints("abc", "abc")).toBe(0);
  });
});

describe("a board's rows", () => {
  const ranked = rankStandings(
    Array.from({ length: 150 }, (_, i) => member(`m${String(i).padStart(3, "0")}`, 0, 150 - i, 0)),
  );

  it("shows the first rows and the viewer's own with its true rank when outside them", () => {
    const rows = boardRows(ranked, "id-m120", 100);
    expect(rows).toHaveLength(101);
    expect(rows.at(-1)).toMatchObject({ username: "m120", rank: 121 });
  });

  it("adds nothing when the viewer is among the first rows or not on the board", () => {
    expect(boardRows(ranked, "id-m005", 100)).toHaveLength(100);
    expect(boardRows(ranked, "someone-else", 100)).toHaveLength(100);
  });
});

describe("the national board's country", () => {
  it("is USA for a member without one", () => {
    expect(boardCountry(null)).toBe("USA");
    expect(boardCountry("  ")).toBe("USA");
    expect(boardCountry("Canada")).toBe("Canada");
  });
});
