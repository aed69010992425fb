import { describe, expect, it } from "vitest";
import { groupFullMessage, groupHasRoom } from "./groups.ts";

describe("a group's room", () => {
  it("holds up to its maximum", () => {
    expect(groupHasRoom(9, 10)).toBe(true);
    expect(groupHasRoom(10, 10)).toBe(false);
    expect(groupFullMessage("Dawn Runners", 10)).toBe("Dawn Runners is full: it has room for 10 members.");
  });
});
