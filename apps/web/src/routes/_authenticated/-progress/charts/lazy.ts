/**
 * The progress screen's charts come in chunks of their own, asked for by this screen only:
 * the screen's own chunk (and the list of files the first script carries for it) stays as
 * it was, and the chart library (Plots.tsx) comes with the training charts. The screen's
 * loader fetches the training charts (the first tab's), so React takes a drawn screen over
 * with them (src/lib/preloadable.tsx); the habit calendars are fetched once the screen shows.
 */
import { lazy } from "react";
import { preloadable } from "../../../../lib/preloadable.tsx";

const loadHabitCalendars = () => import("./HabitCalendar.tsx");

export const TrainingCharts = preloadable(() =>
  import("./TrainingCharts.tsx").then(async (charts) => {
    await charts.preloadPlots();
    return charts.TrainingCharts;
  }),
);
export const HabitCalendars = lazy(() => loadHabitCalendars().then((charts) => ({ default: charts.HabitCalendars })));

/** Fetches the habit calendars' code now, rather than when the Habits tab first shows them. */
export function preloadHabitCalendars() {
  void loadHabitCalendars();
}
