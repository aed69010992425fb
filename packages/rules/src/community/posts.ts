/**
 * Posts and comments: their types, lengths, page sizes and wording, without zod: screens
 * show them as hints and limits, and loaders may take them, without loading the input rules.
 */
export const POST_TYPES = ["general", "workout", "tip", "achievement"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const POST_TITLE_MAX = 120;
export const POST_CONTENT_MAX = 2000;
export const COMMENT_MAX = 1000;
export const FEED_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 50;

/** The toast text when a post's title or content is blank (docs/rules.md, The pack). */
export const MISSING_POST_FIELDS = "Please fill in both title and content";
