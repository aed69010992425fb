import type { Mutation, QueryClient } from "@tanstack/react-query";
import superjson from "superjson";
import { isUnauthorized } from "../lib/errors.ts";
import type { TrpcUtils } from "../trpc.ts";
import { refusalStore, startQueue } from "./queue.ts";
import { isQueued, isQueuedWrite, QUEUE_SCOPE, waiting } from "./queued.ts";

/**
 * Writes still waiting when a member's session ended on its own (expired, or ended
 * elsewhere: a 401), kept on the phone for that member's next sign-in and sent then; never
 * sent as anyone else (docs/offline.md, "When the session ends"). Loaded only then.
 */

/**
 * Where they are kept. ../session.ts reads the same key to fetch this code only when there
 * are any: it does not import it from here, nor this from there (a lazy chunk importing the
 * first script's session cost /login a chunk of its own, 0.5 KB).
 */
export const HELD_WRITES_KEY = "wolfpack:held-writes";

export interface HeldWrite {
  mutationKey: unknown;
  variables: unknown;
}

export interface HeldWrites {
  /** The member who made them (an id). */
  member: string;
  writes: HeldWrite[];
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** A queued write the server has not taken: still waiting, or sent after the session had ended (401). */
export function toHold(mutation: AnyMutation): boolean {
  if (!isQueuedWrite(mutation)) return false;
  if (waiting(mutation)) return true;
  return mutation.state.status === "error" && isQueued(mutation.state.context) && isUnauthorized(mutation.state.error);
}

/**
 * What to keep: the member's earlier held writes (another member's never stay beside them)
 * and the new ones, each once.
 */
export function mergeHeld(earlier: HeldWrites | null, member: string, writes: HeldWrite[]): HeldWrites {
  const all = earlier?.member === member ? [...earlier.writes, ...writes] : writes;
  const seen = new Set<string>();
  return {
    member,
    writes: all.filter((write) => {
      const text = superjson.stringify(write);
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    }),
  };
}

/** What the member who signs in is told when the one before them left writes unsent. */
export function droppedText(count: number): string {
  const words = count === 1 ? "1 change" : `${count} changes`;
  const were = count === 1 ? "was not synced and has" : "were not synced and have";
  return `${words} made on this phone by the member signed in before ${were} been removed.`;
}

function read(): HeldWrites | null {
  try {
    const text = window.localStorage.getItem(HELD_WRITES_KEY);
    return text ? superjson.parse<HeldWrites>(text) : null;
  } catch {
    return null;
  }
}

/** Keeps the member's waiting writes before their screens are dropped. */
export function hold(queryClient: QueryClient, member: string) {
  const writes = queryClient
    .getMutationCache()
    .getAll()
    .filter(toHold)
    .map((mutation) => ({ mutationKey: mutation.options.mutationKey, variables: mutation.state.variables }));
  if (writes.length === 0) return;
  try {
    window.localStorage.setItem(HELD_WRITES_KEY, superjson.stringify(mergeHeld(read(), member, writes)));
  } catch {
    // Storage is off: nothing outlives the page anyway.
  }
}

/**
 * A member signed in: their held writes go back in the queue (sent now, or once online, with
 * their own keys, so one that landed after all counts once); another member's are removed,
 * and the member who signs in is told.
 */
export function release(queryClient: QueryClient, trpc: TrpcUtils, member: string) {
  const held = read();
  try {
    window.localStorage.removeItem(HELD_WRITES_KEY);
  } catch {
    // Storage is off: read() found nothing.
  }
  if (!held || held.writes.length === 0) return;
  if (held.member !== member) {
    // Shown with the writes the server refused, until dismissed (./SyncRefusals.tsx).
    refusalStore.add(droppedText(held.writes.length));
    return;
  }
  startQueue(queryClient, trpc);
  for (const write of held.writes) {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationKey: write.mutationKey as readonly unknown[],
      scope: QUEUE_SCOPE,
      onMutate: () => ({ queued: true }),
    });
    void mutation.execute(write.variables).catch(() => {});
  }
}
