/**
 * Every product rule, as pure functions and zod schemas, with nothing of the repo behind
 * them: the database, the api, the seed and the screens all take them from here. Import
 * a module by its path (`@wolfpack/rules/inputs`) in the browser to bundle only what a
 * screen needs.
 */
export * from "./account-limits.ts";
export * from "./achievement-progress.ts";
export * from "./batching.ts";
export * from "./calculators.ts";
export * from "./calendar.ts";
export * from "./coaching-inputs.ts";
export * from "./coaching-plans.ts";
export * from "./community-inputs.ts";
export * from "./completion.ts";
export * from "./csv.ts";
export * from "./ebook-inputs.ts";
export * from "./ebooks.ts";
export * from "./enums.ts";
export * from "./friendship.ts";
export * from "./habit-inputs.ts";
export * from "./habits.ts";
export * from "./inputs.ts";
export * from "./leaderboard.ts";
export * from "./membership.ts";
export * from "./pictures.ts";
export * from "./program.ts";
export * from "./progress.ts";
export * from "./progress-goals.ts";
export * from "./recent-habit-logs.ts";
export * from "./recent-sessions.ts";
export * from "./text.ts";
export * from "./throttle.ts";
export * from "./training.ts";
export * from "./training-inputs.ts";
export * from "./workout-filter.ts";
export * from "./workout-session.ts";
