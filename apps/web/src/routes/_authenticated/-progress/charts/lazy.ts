/**
 * The progress screen's charts come in chunks of their own, asked for by this screen only:
 * the screen's own chunk (and the list of files the first script carries for it) stays as
 * it was, and the chart library (Plots.tsx) is fetched by the training charts.
 */
import { lazy } from "react";

const loadTrainingCharts = () => import("./TrainingCharts.tsx");
const loadHabitCalendars = () => import("./HabitCalendar.tsx");

export const TrainingCharts = lazy(() => loadTrainingCharts().then((charts) => ({ default: charts.TrainingCharts })));
export const HabitCalendars = lazy(() => loadHabitCalendars().then((charts) => ({ default: charts.HabitCalendars })));

/** Fetches the charts' code now, beside their data, rather than when a tab first shows them. */
export function preloadCharts() {
  void loadTrainingCharts().then((charts) => charts.loadPlots());
  void loadHabitCalendars();
}
