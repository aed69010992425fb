import { describe, expect, it } from "vitest";
import { ebookLibraryInput, ebookProgressInput, oneEbookInput, READING_PROGRESS_MESSAGE } from "./inputs.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("e-book inputs", () => {
  it("takes a positive whole e-book id, also from a path's text", () => {
    expect(oneEbookInput.parse({ ebookId: "7" })).toEqual({ ebookId: 7 });
    expect(message(oneEbookInput.safeParse({ ebookId: 0 }))).toBe("E-book id must be a positive number");
    expect(message(oneEbookInput.safeParse({ ebookId: 1.5 }))).toBe("E-book id must be a whole number");
    expect(message(oneEbookInput.safeParse({ ebookId: "abc" }))).toBe("E-book id must be a number");
  });

  it("takes reading progress as a whole percent from 0 to 100", () => {
    for (const progress of [0, 1, 50, 100]) {
      expect(ebookProgressInput.parse({ ebookId: 1, progress })).toEqual({ memberId: "me", ebookId: 1, progress });
    }
    for (const progress of [-1, 101, 2.5, "50", null, undefined, Number.NaN]) {
      expect(message(ebookProgressInput.safeParse({ ebookId: 1, progress })), String(progress)).toBe(
        READING_PROGRESS_MESSAGE,
      );
    }
  });

  it("reads the signed-in member's library unless another member is named", () => {
    expect(ebookLibraryInput.parse(undefined)).toEqual({ memberId: "me" });
    expect(ebookLibraryInput.parse({})).toEqual({ memberId: "me" });
    expect(message(ebookLibraryInput.safeParse({ memberId: "user-1" }))).toBe(
      "Member id must be 'me' or a member's id",
    );
  });
});
