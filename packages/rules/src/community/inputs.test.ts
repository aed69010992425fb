import { describe, expect, it } from "vitest";
import { commentCreateInput, feedInput, postCreateInput } from "./inputs.ts";
import { MISSING_POST_FIELDS, POST_TITLE_MAX } from "./posts.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("a post", () => {
  it("defaults to general and keeps its text trimmed", () => {
    expect(postCreateInput.parse({ title: "  Day 5  ", content: " Legs done " })).toEqual({
      type: "general",
      title: "Day 5",
      content: "Legs done",
    });
  });

  it("needs a title and content that are not blank", () => {
    expect(message(postCreateInput.safeParse({ title: "   ", content: "x" }))).toBe(MISSING_POST_FIELDS);
    expect(message(postCreateInput.safeParse({ title: "x", content: "\n\t" }))).toBe(MISSING_POST_FIELDS);
    expect(message(postCreateInput.safeParse({ content: "x" }))).toBe(MISSING_POST_FIELDS);
  });

  it("has a bounded title and a known type", () => {
    expect(message(postCreateInput.safeParse({ title: "x".repeat(POST_TITLE_MAX + 1), content: "x" }))).toBe(
      `Title must be at most ${POST_TITLE_MAX} characters`,
    );
    expect(message(postCreateInput.safeParse({ type: "rant", title: "x", content: "x" }))).toBe(
      "Post type must be one of general, workout, tip, achievement",
    );
  });
});

describe("the feed and threads", () => {
  it("pages 20 posts by default, at most 50", () => {
    expect(feedInput.parse(undefined)).toEqual({ limit: 20 });
    expect(feedInput.parse({ cursor: "41", limit: "5" })).toEqual({ cursor: 41, limit: 5 });
    expect(message(feedInput.safeParse({ limit: 51 }))).toBe("Limit must be between 1 and 50");
  });

  it("refuses a blank comment", () => {
    expect(message(commentCreateInput.safeParse({ postId: 1, content: "  " }))).toBe("Please write a comment");
  });
});
