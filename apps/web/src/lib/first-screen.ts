/**
 * A guess, before the API has answered, of which screen the app is about to show, so its
 * code can be fetched alongside the auth.me call instead of after it (the router loads a
 * route's code only once every guard has passed).
 *
 * The session cookie is HttpOnly, so the page keeps its own hint of whether someone was
 * signed in on this browser; only a guess: the guards still decide.
 */
const SIGNED_IN_HINT = "wolfpack:signed-in";

export function rememberSignedIn(signedIn: boolean, storage?: Pick<Storage, "setItem" | "removeItem">) {
  try {
    // Read here, not as a default: a screen drawn on the server has no storage (src/server-render.tsx).
    const hints = storage ?? localStorage;
    if (signedIn) hints.setItem(SIGNED_IN_HINT, "1");
    else hints.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage may be off (private modes): the guess is only a speed-up.
  }
}

export function probablySignedIn(storage?: Pick<Storage, "getItem">): boolean {
  try {
    return (storage ?? localStorage).getItem(SIGNED_IN_HINT) === "1";
  } catch {
    return false;
  }
}

/** The screen a member-only path will show: itself for a member, the sign-in screen for a visitor. */
export function likelyFirstPath(pathname: string, membersOnly: boolean, signedIn: boolean): string {
  return membersOnly && !signedIn ? "/login" : pathname;
}
