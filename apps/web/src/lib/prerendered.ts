/**
 * The sign-in screen's HTML that the build prerendered (dist/login.html), taken over by the
 * app (src/main.tsx) rather than drawn again: its first render must draw what the prerender
 * drew, so the sign-in form starts empty and then takes what the visitor typed, and a
 * Sign In pressed before the app was ready is sent once it is (docs/performance.md).
 */
export interface Hydrating {
  /** Sign In was pressed before the app could send it. */
  submitted: boolean;
}

let hydrating: Hydrating | null = null;
let stopHolding = () => {};

/**
 * From the moment the script runs until React has the screen: a press of Sign In is held
 * (the page's own submission would send nothing, `method="dialog"`), to be sent once hydrated.
 */
export function holdSubmit(form: HTMLFormElement | null) {
  if (!form) return;
  const state: Hydrating = { submitted: false };
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    state.submitted = true;
  };
  form.addEventListener("submit", hold);
  stopHolding = () => {
    form.removeEventListener("submit", hold);
    hydrating = state;
  };
}

/** Right before hydrateRoot: React handles the presses from now on. */
export function startHydrating() {
  stopHolding();
  stopHolding = () => {};
  hydrating ??= { submitted: false };
}

/**
 * For the screen that hydrates: read in its first render (React may start that render over,
 * so reading changes nothing), and ended by `doneHydrating` once it is on screen; later
 * visits to the screen draw as usual.
 */
export function hydratingNow(): Hydrating | null {
  return hydrating;
}

export function doneHydrating() {
  hydrating = null;
}
