import { describe, expect, it } from "vitest";
import { memberId } from "./member-id.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("memberId", () => {
  it("takes 'me' or a member id", () => {
    expect(memberId.parse("me")).toBe("me");
    expect(memberId.parse("6f1c1d2e-8f3a-4b5c-9d6e-7f8091a2b3c4")).toBe("6f1c1d2e-8f3a-4b5c-9d6e-7f8091a2b3c4");
    expect(firstMessage(memberId.safeParse("user-1"))).toBe("Member id must be 'me' or a member's id");
  });
});
