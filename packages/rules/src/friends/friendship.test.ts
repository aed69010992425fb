import { describe, expect, it } from "vitest";
import { friendRequestOutcome } from "./friendship.ts";

describe("a friend request", () => {
  it("is sent when nothing stands between the two", () => {
    expect(friendRequestOutcome("luna", null)).toEqual({ kind: "request" });
  });

  it("accepts their request when they asked first", () => {
    expect(friendRequestOutcome("luna", { mine: false, status: "pending" })).toEqual({ kind: "accept" });
  });

  it("is refused, saying why, when it would repeat or undo a standing answer", () => {
    expect(friendRequestOutcome("luna", { mine: true, status: "pending" })).toEqual({
      kind: "refuse",
      message: "You already asked luna. Waiting for them to answer.",
    });
    expect(friendRequestOutcome("luna", { mine: false, status: "accepted" })).toMatchObject({
      message: "You and luna are already friends.",
    });
    expect(friendRequestOutcome("luna", { mine: true, status: "blocked" })).toMatchObject({
      message: "You blocked luna. Unblock them first.",
    });
    expect(friendRequestOutcome("luna", { mine: false, status: "blocked" })).toMatchObject({
      message: "luna is not taking friend requests.",
    });
  });
});
