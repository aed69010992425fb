import { describe, expect, it } from "vitest";
import { boardSearch, chosenGroup } from "./search.ts";

describe("boardSearch", () => {
  it("keeps a known board, and a group only on the Groups board", () => {
    expect(boardSearch({ board: "global" })).toEqual({ board: "global", group: undefined });
    expect(boardSearch({ board: "groups", group: 12 })).toEqual({ board: "groups", group: 12 });
    expect(boardSearch({ board: "groups", group: "7" })).toEqual({ board: "groups", group: 7 });
    expect(boardSearch({ board: "national", group: 12 })).toEqual({ board: "national", group: undefined });
  });

  it("leaves out what it does not know: Friends is the board without a name", () => {
    expect(boardSearch({})).toEqual({ board: undefined, group: undefined });
    expect(boardSearch({ board: "friends" })).toEqual({ board: undefined, group: undefined });
    expect(boardSearch({ board: "planet" })).toEqual({ board: undefined, group: undefined });
    expect(boardSearch({ board: "groups", group: "x" })).toEqual({ board: "groups", group: undefined });
    expect(boardSearch({ board: "groups", group: -3 })).toEqual({ board: "groups", group: undefined });
    expect(boardSearch({ board: "groups", group: 1.5 })).toEqual({ board: "groups", group: undefined });
  });
});

describe("chosenGroup", () => {
  const groups = [{ id: 4 }, { id: 9 }];
  it("is the group asked for when the member is in it, else their first", () => {
    expect(chosenGroup(groups, 9)).toBe(9);
    expect(chosenGroup(groups, 5)).toBe(4);
    expect(chosenGroup(groups, undefined)).toBe(4);
    expect(chosenGroup([], 9)).toBeUndefined();
  });
});
