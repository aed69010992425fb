/**
 * Home opens on its Workouts tab; the other three tabs' code comes in chunks of its own,
 * fetched once home has shown (preloadOtherTabs), so the first screen a member waits for
 * carries only what it draws (docs/performance.md, the size budget).
 */
import { lazy } from "react";

const loadGearTab = () => import("./GearTab.tsx");
const loadEbooksTab = () => import("./EbooksTab.tsx");
const loadEventsTab = () => import("./EventsTab.tsx");

export const GearTab = lazy(() => loadGearTab().then((tab) => ({ default: tab.GearTab })));
export const EbooksTab = lazy(() => loadEbooksTab().then((tab) => ({ default: tab.EbooksTab })));
export const EventsTab = lazy(() => loadEventsTab().then((tab) => ({ default: tab.EventsTab })));

/** Fetches the other tabs' code in the background, so a tap on one finds it here. */
export function preloadOtherTabs() {
  void loadGearTab();
  void loadEbooksTab();
  void loadEventsTab();
}
