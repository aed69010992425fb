import { describe, expect, it } from "vitest";
import { groupCreateInput } from "./inputs.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("a group", () => {
  it("has room for 10 members unless told otherwise, between 2 and 50", () => {
    expect(groupCreateInput.parse({ name: "Dawn Runners" })).toEqual({ name: "Dawn Runners", maxMembers: 10 });
    expect(message(groupCreateInput.safeParse({ name: "x", maxMembers: 1 }))).toBe(
      "Group size must be between 2 and 50",
    );
    expect(message(groupCreateInput.safeParse({ name: " " }))).toBe("Give the group a name");
  });
});
