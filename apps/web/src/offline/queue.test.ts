import { dehydrate, hydrate, onlineManager, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "@wolfpack/api";
import { afterEach, describe, expect, it } from "vitest";
import { createAppQueryClient } from "../query-client.ts";
import { createTrpcUtils, trpc } from "../trpc.ts";
import { fromKeptText, keptText } from "./kept-text.ts";
import { refusalStore, startQueue } from "./queue.ts";
import { QUEUE_SCOPE, QUEUED_WRITES, writeFields } from "./queued.ts";

/**
 * The write queue (docs/offline.md) as a phone lives it: a write made offline is kept, the
 * app is closed, opened again, and the write goes once online, once. The server's side is a
 * link that answers as the API does (its answers are the API's tests' business).
 */

interface Call {
  path: string;
  input: unknown;
}

/** An app: a query client with the queue set, talking to `answer`. */
function app(calls: Call[], answer: (call: Call) => unknown) {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        const call = { path: op.path, input: op.input };
        calls.push(call);
        try {
          observer.next({ result: { type: "data", data: answer(call) } });
          observer.complete();
        } catch (error) {
          observer.error(error as TRPCClientError<AppRouter>);
        }
      });
  const queryClient = createAppQueryClient();
  const utils = createTrpcUtils(queryClient, trpc.createClient({ links: [link] }));
  startQueue(queryClient, utils);
  return queryClient;
}

/** A habit log made as the habits screen makes it. */
function logHabitNow(queryClient: QueryClient) {
  const input = { habitType: "smoking", outcome: "success", ...writeFields() };
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: QUEUED_WRITES.habitLog,
    scope: QUEUE_SCOPE,
    onMutate: () => ({ queued: !onlineManager.isOnline() }),
  });
  void mutation.execute(input).catch(() => {});
  return input;
}

/** What the persister keeps on the phone, and an app opened again from it. */
function reopened(before: QueryClient, calls: Call[], answer: (call: Call) => unknown) {
  const kept = keptText(dehydrate(before));
  const after = app(calls, answer);
  hydrate(after, fromKeptText(kept));
  return after;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => onlineManager.setOnline(true));

describe("the write queue", () => {
  it("keeps a write made offline, with its key and moment, and sends it once after the app opened again", async () => {
    onlineManager.setOnline(false);
    const calls: Call[] = [];
    const before = app(calls, () => ({ ok: true }));
    const input = logHabitNow(before);
    await settled();
    expect(input.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(calls).toEqual([]);
    expect(dehydrate(before).mutations).toHaveLength(1);

    const after = reopened(before, calls, () => ({ ok: true }));
    onlineManager.setOnline(true);
    // Resumed twice (opened online, then the online event): sent once.
    await Promise.all([after.resumePausedMutations(), after.resumePausedMutations()]);
    expect(calls).toEqual([{ path: "habit.log", input }]);
    expect(dehydrate(after).mutations).toEqual([]);
  });

  it("online, a write goes at once with its key and no moment: the server's clock counts", async () => {
    const calls: Call[] = [];
    const queryClient = app(calls, () => ({ ok: true }));
    const input = logHabitNow(queryClient);
    await settled();
    expect(input.clientKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).not.toHaveProperty("occurredAt");
    expect(calls).toHaveLength(1);
  });

  it("shows a write refused on arrival in the server's words until dismissed", async () => {
    onlineManager.setOnline(false);
    const calls: Call[] = [];
    const before = app(calls, () => ({ ok: true }));
    logHabitNow(before);
    await settled();
    const refused = () => {
      throw TRPCClientError.from({
        error: {
          message: "Smoking Cessation is already logged for today. A day's log cannot be changed.",
          code: -32009,
          data: { code: "CONFLICT", httpStatus: 409 },
        },
      });
    };
    const after = reopened(before, calls, refused);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await settled();
    const [refusal, ...others] = refusalStore.get();
    expect(others).toEqual([]);
    expect(refusal?.text).toBe(
      "Habit log not synced: Smoking Cessation is already logged for today. A day's log cannot be changed.",
    );
    // The server answered: sending it again would change nothing.
    expect(refusal?.again).toBeUndefined();
    refusalStore.dismiss(refusal?.id ?? -1);
    expect(refusalStore.get()).toEqual([]);
  });
});
