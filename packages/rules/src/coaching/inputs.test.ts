import { describe, expect, it } from "vitest";
import { coachingInboxInput, coachingMessageIdInput, coachingMessageInput, coachingMineInput } from "./inputs.ts";
import { COACHING_MESSAGE_MAX, COACHING_PAGE_SIZE, MISSING_COACHING_MESSAGE } from "./messages.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("a message to the coach", () => {
  it("keeps its text trimmed and leaves blank optional fields out", () => {
    expect(
      coachingMessageInput.parse({
        message: "  Check my squat  ",
        serviceType: "form-check",
        price: " ",
        userPhone: "",
      }),
    ).toEqual({ message: "Check my squat", serviceType: "form-check", price: null, userPhone: null });
    expect(coachingMessageInput.parse({ message: "Hi", serviceType: "consultation" })).toEqual({
      message: "Hi",
      serviceType: "consultation",
    });
  });

  it("must not be blank once trimmed", () => {
    for (const blank of ["", "   ", "\n\t ", undefined]) {
      expect(message(coachingMessageInput.safeParse({ message: blank, serviceType: "consultation" }))).toBe(
        MISSING_COACHING_MESSAGE,
      );
    }
  });

  it("is at most 2,000 characters", () => {
    expect(
      coachingMessageInput.safeParse({ message: "x".repeat(COACHING_MESSAGE_MAX), serviceType: "custom-plan" }).success,
    ).toBe(true);
    expect(
      message(
        coachingMessageInput.safeParse({ message: "x".repeat(COACHING_MESSAGE_MAX + 1), serviceType: "custom-plan" }),
      ),
    ).toBe("Message must be at most 2000 characters");
  });

  it("names one of the three plans", () => {
    expect(message(coachingMessageInput.safeParse({ message: "Hi", serviceType: "massage" }))).toBe(
      "Choose a coaching plan: consultation, form-check, custom-plan",
    );
    expect(message(coachingMessageInput.safeParse({ message: "Hi" }))).toBe(
      "Choose a coaching plan: consultation, form-check, custom-plan",
    );
  });

  it("bounds the price and phone at 40 characters", () => {
    const base = { message: "Hi", serviceType: "consultation" };
    expect(message(coachingMessageInput.safeParse({ ...base, price: "$".repeat(41) }))).toBe(
      "Price must be at most 40 characters",
    );
    expect(message(coachingMessageInput.safeParse({ ...base, userPhone: "1".repeat(41) }))).toBe(
      "Phone must be at most 40 characters",
    );
    expect(message(coachingMessageInput.safeParse({ ...base, userPhone: 555 }))).toBe("Phone must be text");
  });
});

describe("lists of messages", () => {
  it("page the inbox 50 at a time, all messages unless only the unanswered are asked for", () => {
    expect(coachingInboxInput.parse(undefined)).toEqual({ limit: COACHING_PAGE_SIZE, unanswered: false });
    expect(coachingInboxInput.parse({ cursor: "12", unanswered: true })).toEqual({
      cursor: 12,
      limit: COACHING_PAGE_SIZE,
      unanswered: true,
    });
    expect(message(coachingInboxInput.safeParse({ limit: 51 }))).toBe("Limit must be between 1 and 50");
    expect(coachingMineInput.parse(undefined)).toEqual({});
  });

  it("take a message by a positive whole id", () => {
    expect(coachingMessageIdInput.parse({ id: "7" })).toEqual({ id: 7 });
    expect(message(coachingMessageIdInput.safeParse({ id: "abc" }))).toBe("Message id must be a number");
    expect(message(coachingMessageIdInput.safeParse({ id: 0 }))).toBe("Message id must be a positive number");
  });
});
