import { describe, expect, it } from "vitest";
import { isReservedUsername, usernameSkeletons, usernamesLookAlike } from "./usernames.ts";

describe("usernamesLookAlike", () => {
  it("makes names that look the same one name: case, other scripts' letters, digits like letters", () => {
    for (const lookalike of [
      "Coach",
      "COACH",
      "c\u03BFach",
      "\u0441oach",
      "c0ach",
      "ＣＯＡＣＨ",
      "\u0421\u041E\u0410\u0421\u041D",
    ]) {
      expect(usernamesLookAlike(lookalike, "coach"), lookalike).toBe(true);
    }
    expect(usernamesLookAlike("\u0251dmin", "admin")).toBe(true);
    // A capital i beside a small L, and a case change beside a Greek capital omicron.
    expect(usernamesLookAlike("AIphaDemo", "AlphaDemo")).toBe(true);
    expect(usernamesLookAlike("IR\u039FNHOWL", "ironhowl")).toBe(true);
  });

  it("keeps names that look different apart", () => {
    expect(usernamesLookAlike("coach", "couch")).toBe(false);
    expect(usernamesLookAlike("Wölf", "Wolf")).toBe(false);
    expect(usernamesLookAlike("iron_howl", "ironhowl")).toBe(false);
    expect(usernamesLookAlike("狼王", "狼主")).toBe(false);
  });

  it("gives a name typed with a combining mark the skeletons of the precomposed one", () => {
    expect(usernameSkeletons("Wo\u0308lf")).toEqual(usernameSkeletons("W\u00F6lf"));
  });

  it("gives skeletons that are their own skeletons", () => {
    for (const name of ["Coach", "c0ach", "\u0251dmin", "Wölf", "mIl1", "\u0421\u041E\u0410\u0421\u041D"]) {
      const { lower } = usernameSkeletons(name);
      expect(usernameSkeletons(lower).lower).toBe(lower);
    }
  });
});

describe("isReservedUsername", () => {
  it("reserves the team's names, and names that look like them", () => {
    const names = [
      "coach",
      "Coach",
      "ADMIN",
      "\u0251dmin",
      "Wolf_Pack",
      "wolfpack",
      "Sup.port",
      "r00t",
      "\u0421\u041E\u0410\u0421\u041D",
    ];
    for (const name of names) expect(isReservedUsername(name), name).toBe(true);
  });

  it("leaves ordinary names free, also ones that contain a team word", () => {
    for (const name of ["CoachWolf", "LoneWolf", "admiral", "supporter", "teamwork", "Wölf"]) {
      expect(isReservedUsername(name), name).toBe(false);
    }
  });
});
