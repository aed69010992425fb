import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadSyncRefusals, syncRefusals } from "./start.ts";

// Loaded with the write queue, after the first screen (docs/offline.md).
const SyncRefusals = lazy(loadSyncRefusals);

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * A thin line above the screen while the phone has no signal (docs/offline.md). In the
 * page's flow, above the sticky header, so it covers nothing; dark text on amber (13:1).
 * The polite live region around it is always there, so a screen reader hears it appear;
 * the status itself is there only while offline (a status on screen means something is
 * going on, and online nothing is). Under it, once the write queue is loaded, the queued
 * writes the server refused, each until dismissed.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  const refusals = useSyncExternalStore(syncRefusals.subscribe, syncRefusals.shown, () => false);
  return (
    <>
      <div aria-live="polite">
        {offline ? (
          <div role="status" style={BANNER}>
            Offline: showing what this phone knows
          </div>
        ) : null}
      </div>
      {refusals ? (
        <Suspense fallback={null}>
          <SyncRefusals />
        </Suspense>
      ) : null}
    </>
  );
}

const BANNER = {
  padding: "calc(env(safe-area-inset-top) + 4px) 12px 4px",
  background: "#ffd43b",
  color: "#121316",
  fontSize: 14,
  lineHeight: "20px",
  fontWeight: 600,
  textAlign: "center",
} as const;
