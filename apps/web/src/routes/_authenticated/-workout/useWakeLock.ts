import { useEffect } from "react";

/**
 * Keeps the screen awake while `active` (a running session): the Screen Wake Lock API
 * where the browser has it, nothing elsewhere. The browser drops the lock when the tab is
 * hidden, so it is asked for again when the tab shows; it is let go on pause, stop and
 * completion (when `active` turns false) and when the screen closes.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;

    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (cancelled) await lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission): the session runs on without it.
      }
    };
    const onVisibility = () => {
      void acquire();
    };

    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
      sentinel = null;
    };
  }, [active]);
}
