/**
 * Whether the app's first render takes over the sign-in screen's HTML that the build
 * prerendered (dist/login.html, src/main.tsx) instead of drawing its own: that render
 * must draw what the prerender drew, so the sign-in form starts empty and fills itself
 * once hydrated (docs/performance.md).
 */
let hydrating = false;

export function startHydrating() {
  hydrating = true;
}

/** True once, for the screen that hydrates; later visits to it draw as usual. */
export function takeHydrating(): boolean {
  const was = hydrating;
  hydrating = false;
  return was;
}
