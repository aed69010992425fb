/**
 * Every product rule, as pure functions and zod schemas, with nothing of the repo behind
 * them: the database, the api, the seed and the screens all take them from here. Import
 * a module by its path (`@wolfpack/rules/auth/inputs`) in the browser to bundle only what a
 * screen needs.
 */
export * from "./admin/dashboard.ts";
export * from "./admin/inputs.ts";
export * from "./auth/countries.ts";
export * from "./auth/data-export.ts";
export * from "./auth/inputs.ts";
export * from "./auth/limits.ts";
export * from "./auth/pictures.ts";
export * from "./auth/throttle.ts";
export * from "./auth/usernames.ts";
export * from "./coaching/calculators.ts";
export * from "./coaching/inputs.ts";
export * from "./coaching/messages.ts";
export * from "./coaching/plans.ts";
export * from "./coaching/services.ts";
export * from "./community/inputs.ts";
export * from "./community/posts.ts";
export * from "./ebooks/access.ts";
export * from "./ebooks/inputs.ts";
export * from "./friends/friendship.ts";
export * from "./friends/inputs.ts";
export * from "./groups/groups.ts";
export * from "./groups/inputs.ts";
export * from "./habits/calendar.ts";
export * from "./habits/habits.ts";
export * from "./habits/inputs.ts";
export * from "./habits/milestones.ts";
export * from "./habits/recent-logs.ts";
export * from "./habits/reminders.ts";
export * from "./leaderboards/boards.ts";
export * from "./leaderboards/inputs.ts";
export * from "./membership/inputs.ts";
export * from "./membership/membership.ts";
export * from "./shared/batching.ts";
export * from "./shared/calendar.ts";
export * from "./shared/counts.ts";
export * from "./shared/csv.ts";
export * from "./shared/inputs.ts";
export * from "./shared/member-id.ts";
export * from "./shared/text.ts";
export * from "./shared/weeks.ts";
export * from "./shared/write-limits.ts";
export * from "./training/access.ts";
export * from "./training/achievement-progress.ts";
export * from "./training/achievements.ts";
export * from "./training/charts.ts";
export * from "./training/completion.ts";
export * from "./training/cooldown.ts";
export * from "./training/inputs.ts";
export * from "./training/program.ts";
export * from "./training/progress-goals.ts";
export * from "./training/recent-sessions.ts";
export * from "./training/session/format.ts";
export * from "./training/session/payload.ts";
export * from "./training/session/reducer.ts";
export * from "./training/session/storage.ts";
export * from "./training/session/targets.ts";
export * from "./training/streak.ts";
export * from "./training/weights.ts";
export * from "./training/workout-filter.ts";
