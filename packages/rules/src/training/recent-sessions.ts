/**
 * How many sessions the progress screen lists, newest first. On its own so that the
 * screen's loader (in the first script every screen loads) takes this number and not the
 * rest of the progress rules.
 */
export const RECENT_SESSIONS = 5;
