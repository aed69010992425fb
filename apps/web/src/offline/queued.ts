import { type Mutation, onlineManager, type QueryClient, useMutationState } from "@tanstack/react-query";
import { getMutationKey } from "@trpc/react-query";
import { trpc } from "../trpc.ts";

/**
 * The writes a phone keeps while it has no signal and sends when it is back (docs/offline.md):
 * a workout completion, a habit log, a program-day toggle. What the screens need of them; the
 * queue itself (./queue.ts) loads after the first screen.
 */

/** The mark beside what the screens show done before the server has it. */
export const WAITING_TO_SYNC = "Waiting to sync";

/** The queued writes, by their cache key (trpc's mutation key of each procedure). */
export const QUEUED_WRITES = {
  complete: getMutationKey(trpc.workout.complete),
  habitLog: getMutationKey(trpc.habit.log),
  toggleDay: getMutationKey(trpc.program.toggleDay),
} as const;

export type QueuedWrite = keyof typeof QUEUED_WRITES;

/**
 * The three writes go one after another, in the order the member made them: a session
 * credited before an earlier one would be refused (docs/rules.md, Offline sync), and a day
 * marked then unmarked must land in that order.
 */
export const QUEUE_SCOPE = { id: "wolfpack:write-queue" } as const;

/**
 * What every write of the three carries (docs/rules.md, Offline sync): a key made when the
 * member acts, so a replay counts once; made offline, the moment it happened, which the
 * server credits. Online it goes now, and the server's clock is the one that counts.
 */
export function writeFields(): { clientKey: string; occurredAt?: string } {
  const clientKey = crypto.randomUUID();
  return onlineManager.isOnline() ? { clientKey } : { clientKey, occurredAt: new Date().toISOString() };
}

/**
 * Whether a write is made with no signal, so it waits on the phone. Each of the three
 * writes' `onMutate` returns it in its context, which is kept with the write: a write
 * restored from the phone still knows it.
 */
export const queuedNow = (): { queued: boolean } => ({ queued: !onlineManager.isOnline() });

/** A write that waited on the phone (its context says so). */
export function isQueued(context: unknown): boolean {
  return (context as { queued?: unknown } | null | undefined)?.queued === true;
}

export const waiting = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.status === "pending" && (mutation.state.isPaused || isQueued(mutation.state.context));

const queuedKeys = Object.values(QUEUED_WRITES).map((key) => JSON.stringify(key));

/** Whether a write is one of the three the phone keeps (by its mutation key). */
export const isQueuedWrite = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  queuedKeys.includes(JSON.stringify(mutation.options.mutationKey));

/** How many writes this phone keeps that the server has not taken yet. */
export function countWaitingToSync(queryClient: QueryClient): number {
  return queryClient
    .getMutationCache()
    .findAll({ predicate: (mutation) => isQueuedWrite(mutation) && waiting(mutation) }).length;
}

/**
 * Why signing out waits (docs/offline.md): signing out deletes what the phone keeps, and the
 * writes waiting would go with it.
 */
export function notLoggedOutText(count: number): string {
  const waitingWords = count === 1 ? "1 change is" : `${count} changes are`;
  return `${waitingWords} waiting to sync. Log out once you are back online and they are sent.`;
}

/** The writes of one kind kept on this phone and not yet taken by the server: their inputs. */
export function useWaitingToSync<T>(write: QueuedWrite): T[] {
  return useMutationState({
    filters: { mutationKey: QUEUED_WRITES[write], predicate: waiting },
    select: (mutation) => mutation.state.variables as T,
  });
}
