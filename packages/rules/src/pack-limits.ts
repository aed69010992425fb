/**
 * The pack's lengths and sizes, without zod: screens show them as hints and limits, and
 * loaders may take them, without loading the input rules.
 */
export const POST_TITLE_MAX = 120;
export const POST_CONTENT_MAX = 2000;
export const COMMENT_MAX = 1000;
export const FEED_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 50;
export const GROUP_NAME_MAX = 40;
export const GROUP_DESCRIPTION_MAX = 200;
export const MIN_GROUP_SIZE = 2;
export const DEFAULT_GROUP_SIZE = 10;
export const MAX_GROUP_SIZE = 50;
export const MEMBER_SEARCH_RESULTS = 10;

/** The toast text of the spec when a post's title or content is blank. */
export const MISSING_POST_FIELDS = "Please fill in both title and content";
