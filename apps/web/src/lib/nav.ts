/** The five entries of the bottom navigation, in order; Workout sits in the centre. */
export const NAV_ITEMS = [
  { key: "home", label: "Home", to: "/" },
  { key: "progress", label: "Progress", to: "/progress" },
  { key: "workout", label: "Workout", to: "/workouts" },
  { key: "pack", label: "Pack", to: "/community" },
  { key: "settings", label: "Settings", to: "/settings" },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];

function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Which entry is highlighted for a path; none for screens outside the five (e.g. /about). */
export function activeNavKey(pathname: string): NavKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || path === "") return "home";
  if (under(path, "/progress")) return "progress";
  // A single workout (/workout/7) and the program belong to training too.
  if (under(path, "/workouts") || under(path, "/workout") || under(path, "/transform-100-days")) return "workout";
  if (under(path, "/community") || under(path, "/leaderboards")) return "pack";
  if (under(path, "/settings")) return "settings";
  return null;
}
