import { describe, expect, it } from "vitest";
import { controlCharacterMessage, fieldLabel, findControlCharacter } from "./text.ts";

describe("findControlCharacter", () => {
  it("finds a NUL or an escape in a nested value and names where it is", () => {
    expect(findControlCharacter({ avatar: "/a\u0000b" })).toEqual(["avatar"]);
    expect(findControlCharacter({ sets: [{ note: "ok" }, { note: "bad\u001b[31m" }] })).toEqual(["sets", 1, "note"]);
    expect(findControlCharacter("\u007f")).toEqual([]);
    expect(findControlCharacter({ "we\u0000ird": 1 })).toEqual(["we\u0000ird"]);
  });

  it("lets through line breaks, tabs, other scripts and emoji", () => {
    expect(findControlCharacter({ body: "Day 12 done.\r\n\tFelt strong 🐺 狼王 Wölf" })).toBeNull();
    expect(findControlCharacter({ when: new Date(), count: 3, flag: true, none: null })).toBeNull();
  });

  it("does not walk an upload's bytes: a file may hold any byte, and five million entries are no text", () => {
    // Anything walked would be found: this one hides a NUL in a property of the array.
    const picture = Object.assign(new Uint8Array(16).fill(0x1b), { label: "x\u0000" });
    expect(findControlCharacter({ avatarUpload: picture, username: "wolf" })).toBeNull();
    expect(findControlCharacter({ avatarUpload: picture, username: "wo\u0000lf" })).toEqual(["username"]);
  });

  it("walks a very deep input without overflowing", () => {
    let deep: unknown = "end\u0000";
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(200_000);
  });
});

describe("controlCharacterMessage", () => {
  it("names the field in words", () => {
    expect(fieldLabel(["beforePhoto"])).toBe("Before photo");
    expect(fieldLabel(["sets", 2, "coach_note"])).toBe("Coach note");
    expect(controlCharacterMessage(["avatar"])).toBe("Avatar contains a control character. Remove it and try again.");
    expect(controlCharacterMessage([])).toBe("The input contains a control character. Remove it and try again.");
  });
});
