import type { PostType } from "@wolfpack/rules/community/posts";

/** Each kind of post as the type select names it. */
export const POST_TYPE_LABELS: Record<PostType, string> = {
  general: "General",
  workout: "Workout",
  tip: "Tip",
  achievement: "Achievement",
};

/** Each kind's badge colour: amber for the everyday, the others told apart at a glance. */
export const POST_TYPE_COLORS: Record<PostType, string> = {
  general: "gray",
  workout: "wolf",
  tip: "teal",
  achievement: "yellow",
};
