import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { TrpcUtils } from "../trpc.ts";

/**
 * What makes the app work with no signal (docs/offline.md), kept out of the first
 * screen's script: the kept query cache (./persist.ts) and the service worker (dist/sw.js,
 * built by vite-plugin-pwa) load once the first screen is up, unless the app opens
 * offline, when the kept cache is all there is to show.
 */

const loadPersist = () => import("./persist.ts");

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

let queueStarted = false;
const queueListeners = new Set<() => void>();

/** Whether the write queue is loaded: then the screen may show what it refused (./SyncRefusals.tsx). */
export const writeQueue = {
  subscribe(listener: () => void) {
    queueListeners.add(listener);
    return () => queueListeners.delete(listener);
  },
  started: () => queueStarted,
};

/**
 * Once the first screen is up and the browser is idle: keep the cache, start the write
 * queue and the service worker.
 */
export function afterFirstScreen(queryClient: QueryClient, trpc: TrpcUtils) {
  loadPersist().then(
    ({ keepWorkingOffline }) => {
      const kept = keepWorkingOffline(queryClient, trpc);
      queueStarted = true;
      for (const listener of queueListeners) listener();
      return kept;
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
