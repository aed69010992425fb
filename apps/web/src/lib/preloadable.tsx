import { type ComponentType, lazy, useState } from "react";

/**
 * A component whose code comes in a chunk of its own, like `React.lazy`, that a route's loader
 * can fetch ahead (`preload`). Once fetched it draws at once, with no Suspense: React takes a
 * screen the server drew over in one pass. A lazy part still loading when React takes the screen
 * over stays server HTML, and the first update that reaches it makes React throw that HTML
 * away and show the fallback (docs/performance.md, "The progress screen's charts").
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at its module's top level.
  function Preloadable(props: Props) {
    // Chosen once: swapping the lazy wrapper for the component later would mount it anew.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
