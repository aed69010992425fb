import type { QueryClient } from "@tanstack/react-query";
import { isUnauthorized, serverMessage, UNREACHABLE_MESSAGE } from "../lib/errors.ts";
import type { TrpcUtils } from "../trpc.ts";
import { isQueued, QUEUED_WRITES, type QueuedWrite } from "./queued.ts";

/**
 * The write queue (docs/offline.md): TanStack Query's own paused mutations. A write made with
 * no signal pauses; the persister (./persist.ts) keeps it on the phone with the screens'
 * data; an app opened again finds it there and sends it once online. A restored write has
 * lost the screen that made it, so what it runs and what follows it are set here, for any
 * write of the three, however it came.
 */

/** What a write the server refused when it arrived is called on screen. */
const WHAT: Record<QueuedWrite, string> = {
  complete: "Workout",
  habitLog: "Habit log",
  toggleDay: "Program day",
};

export interface Refusal {
  id: number;
  /** 'Habit log not synced: Sugar is already logged for today. …' */
  text: string;
  /** Sends it again with its key, when no answer came at all (the signal went meanwhile). */
  again?: () => void;
}

let refusals: readonly Refusal[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** The writes refused on arrival, shown until the member dismisses each (./SyncRefusals.tsx). */
export const refusalStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => refusals,
  /** A notice of writes that will not sync, not one refusal of the server's (./held-writes.ts). */
  add(text: string) {
    refusals = [...refusals, { id: -Date.now(), text }];
    changed();
  },
  dismiss(id: number) {
    refusals = refusals.filter((refusal) => refusal.id !== id);
    changed();
  },
};

function kindOf(mutationKey: unknown): QueuedWrite | null {
  const path = JSON.stringify(mutationKey);
  for (const [kind, key] of Object.entries(QUEUED_WRITES)) {
    if (JSON.stringify(key) === path) return kind as QueuedWrite;
  }
  return null;
}

/** The query clients whose queue is set (the app has one; each is set once). */
const started = new WeakSet<QueryClient>();

/**
 * Sets what each queued write runs (before a kept queue is restored: a restored write takes
 * them when it is rebuilt), and how the app follows a queued write that lands or is refused.
 */
export function startQueue(queryClient: QueryClient, trpc: TrpcUtils) {
  if (started.has(queryClient)) return;
  started.add(queryClient);
  trpc.workout.complete.setMutationDefaults(({ canonicalMutationFn }) => ({ mutationFn: canonicalMutationFn }));
  trpc.habit.log.setMutationDefaults(({ canonicalMutationFn }) => ({ mutationFn: canonicalMutationFn }));
  trpc.program.toggleDay.setMutationDefaults(({ canonicalMutationFn }) => ({ mutationFn: canonicalMutationFn }));

  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== "updated") return;
    const { action, mutation } = event;
    if (action.type !== "success" && action.type !== "error") return;
    const kind = kindOf(mutation.options.mutationKey);
    if (kind === null || !isQueued(mutation.state.context)) return;
    // Sent after the session had ended: kept for the member's next sign-in, not refused (./held-writes.ts).
    if (action.type === "error" && isUnauthorized(action.error)) return;
    if (action.type === "error") {
      // Shown in the server's words until dismissed: never dropped without the member knowing.
      const words = serverMessage(action.error);
      const { mutationKey } = mutation.options;
      const variables = mutation.state.variables;
      const id = mutation.mutationId;
      const again = () => {
        refusalStore.dismiss(id);
        // Same key: if the first try did land after all, the server answers it and counts nothing twice.
        const retry = queryClient
          .getMutationCache()
          .build(queryClient, { mutationKey, onMutate: () => ({ queued: true }) });
        void retry.execute(variables).catch(() => {});
      };
      const text = `${WHAT[kind]} not synced: ${words ?? UNREACHABLE_MESSAGE}`;
      refusals = [...refusals, words === null ? { id, text, again } : { id, text }];
      changed();
    }
    // Landed or refused, the screens read afresh: the server's numbers replace what the
    // phone showed as done (a refused write's change goes with it).
    void queryClient.invalidateQueries();
  });
}
