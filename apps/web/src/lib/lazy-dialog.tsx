import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code (Mantine's Modal with its focus trap and scroll lock, about 21 KB
 * brotli) comes when it is first opened, not with the screen (docs/performance.md, "Dialogs
 * loaded when first opened"): nothing of it is drawn before. Once opened it stays mounted, so
 * it closes with its transition. In the installed app the code is on the phone already.
 */
export function lazyDialog<Props extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Dialog = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at its module's top level.
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.opened);
    // Set while rendering, as React allows for state that follows a prop: opened once, kept.
    if (props.opened && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
