/**
 * How many logs of each habit Recent History shows, newest first (docs/rules.md, Habits). On its
 * own so that the habit screen's loader (in the first script every screen loads) takes
 * this number and not the rest of the habit rules.
 */
export const RECENT_HABIT_LOGS = 7;

/** The habit screen's and the reminder watcher's read of the logs: one query, one cache entry. */
export const RECENT_HABIT_HISTORY = { perHabit: RECENT_HABIT_LOGS } as const;
