/**
 * The settings screen's address: which tab is open (?tab=membership), so a reload or a
 * shared link opens the same one. The route's file loads with the first screen of every
 * visit, so this stays a few lines: no schema library, no rules.
 */

export const SETTINGS_TABS = ["profile", "membership", "services", "calculators"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export interface SettingsSearch {
  /** Profile when absent. */
  tab?: Exclude<SettingsTab, "profile">;
}

/** What the address asks for, with anything unknown left out. */
export function settingsSearch(search: Record<string, unknown>): SettingsSearch {
  const tab = SETTINGS_TABS.find((name) => name === search.tab);
  return tab === undefined || tab === "profile" ? {} : { tab };
}

/** The product's words for this screen when nobody is signed in any more. */
export const SETTINGS_SIGNED_OUT_TEXT = "Please log in to access your settings.";
