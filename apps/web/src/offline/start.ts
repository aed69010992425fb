import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { TrpcUtils } from "../trpc.ts";

/**
 * What makes the app work with no signal (docs/offline.md), kept out of the first
 * screen's script: the kept query cache (./persist.ts) and the service worker (dist/sw.js,
 * built by vite-plugin-pwa) load once the first screen is up, unless the app opens
 * offline, when the kept cache is all there is to show.
 */

const loadPersist = () => import("./persist.ts");
/**
 * The notice of writes refused on arrival (./SyncRefusals.tsx), fetched with the queue and
 * shown only once here: a lazy piece fetched when the signal has just gone would fail and
 * take the whole screen with it.
 */
export const loadSyncRefusals = () => import("./SyncRefusals.tsx");

/** Before the first screen: with no signal, the screens read what the phone kept. */
export async function openOffline(queryClient: QueryClient, trpc: TrpcUtils): Promise<void> {
  // TanStack Query only hears the online/offline events: an app opened offline would try,
  // and fail, every read the kept cache could answer.
  onlineManager.setOnline(navigator.onLine);
  if (navigator.onLine) return;
  let member = false;
  try {
    member = await (await loadPersist()).restore(queryClient, trpc);
  } catch {
    // Storage is off: as below.
  }
  if (!member) {
    // Nobody's screens are kept (signed out): waiting for the signal would spin for ever;
    // the screen says at once that the servers cannot be reached.
    onlineManager.setOnline(true);
    return;
  }
  // What was kept may be old: back online, every screen reads afresh.
  window.addEventListener("online", () => void queryClient.invalidateQueries(), { once: true });
}

let refusalsShown = false;
const refusalListeners = new Set<() => void>();

/** Whether the screen may show the writes the queue had refused (./SyncRefusals.tsx is loaded). */
export const syncRefusals = {
  subscribe(listener: () => void) {
    refusalListeners.add(listener);
    return () => refusalListeners.delete(listener);
  },
  shown: () => refusalsShown,
};

/** Loads the notice of refused writes, again once back online if the signal went meanwhile. */
function showSyncRefusals() {
  loadSyncRefusals().then(
    () => {
      refusalsShown = true;
      for (const listener of refusalListeners) listener();
    },
    () => window.addEventListener("online", showSyncRefusals, { once: true }),
  );
}

/**
 * Once the first screen is up and the browser is idle: keep the cache, start the write
 * queue and the service worker, and load the notice of what the queue has refused.
 */
export function afterFirstScreen(queryClient: QueryClient, trpc: TrpcUtils) {
  loadPersist().then(
    ({ keepWorkingOffline }) => {
      showSyncRefusals();
      return keepWorkingOffline(queryClient, trpc);
    },
    () => {},
  );
}

/** A member signed out: nothing of theirs stays on the phone. */
export function forgetKeptData(): Promise<void> {
  return loadPersist()
    .then(({ forget }) => forget())
    .catch(() => {});
}
