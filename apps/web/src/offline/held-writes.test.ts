import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "@wolfpack/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAppQueryClient } from "../query-client.ts";
import { hasHeldWrites } from "../session.ts";
import { createTrpcUtils, trpc } from "../trpc.ts";
import { droppedText, HELD_WRITES_KEY, hold, mergeHeld, release } from "./held-writes.ts";
import { refusalStore, startQueue } from "./queue.ts";
import { countWaitingToSync, notLoggedOutText, QUEUE_SCOPE, QUEUED_WRITES, writeFields } from "./queued.ts";

/**
 * Writes left waiting when a session ends (docs/offline.md, "When the session ends"): kept for
 * the same member's next sign-in and sent then, once; never sent as another member. The
 * server's side is a link answering as the API does; the phone's storage an in-memory one.
 */

interface Call {
  path: string;
  input: unknown;
}

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
  return { queryClient, utils };
}

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

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = () => ({ ok: true });

beforeEach(() => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  Object.assign(globalThis, { window: { localStorage: storage } });
});
afterEach(() => {
  // The notices are the app's one store: the next file starts with none.
  for (const refusal of refusalStore.get()) refusalStore.dismiss(refusal.id);
  onlineManager.setOnline(true);
  Reflect.deleteProperty(globalThis, "window");
});

describe("logging out with writes waiting", () => {
  it("counts the writes waiting and says so in singular and plural", async () => {
    onlineManager.setOnline(false);
    const { queryClient } = app([], ok);
    expect(countWaitingToSync(queryClient)).toBe(0);
    logHabitNow(queryClient);
    await settled();
    expect(countWaitingToSync(queryClient)).toBe(1);
    expect(notLoggedOutText(1)).toBe(
      "1 change is waiting to sync. Log out once you are back online and they are sent.",
    );
    logHabitNow(queryClient);
    await settled();
    expect(countWaitingToSync(queryClient)).toBe(2);
    expect(notLoggedOutText(2)).toBe(
      "2 changes are waiting to sync. Log out once you are back online and they are sent.",
    );
  });
});

describe("a session ending with writes waiting", () => {
  it("keeps them for the same member's next sign-in and sends them then, once, with their own key", async () => {
    onlineManager.setOnline(false);
    const before = app([], ok);
    const input = logHabitNow(before.queryClient);
    await settled();
    expect(hasHeldWrites()).toBe(false);
    hold(before.queryClient, "member-wolf");
    expect(hasHeldWrites()).toBe(true);
    // The screens of the member are dropped with the cache; the write is still kept.
    before.queryClient.clear();
    onlineManager.setOnline(true);

    const calls: Call[] = [];
    const after = app(calls, ok);
    release(after.queryClient, after.utils, "member-wolf");
    await settled();
    expect(calls).toEqual([{ path: "habit.log", input }]);
    expect(window.localStorage.getItem(HELD_WRITES_KEY)).toBeNull();
    // Nothing kept to send twice.
    release(after.queryClient, after.utils, "member-wolf");
    await settled();
    expect(calls).toHaveLength(1);
  });

  it("keeps a write sent after the session had ended (401) instead of dropping it", async () => {
    const calls: Call[] = [];
    const before = app(calls, () => {
      throw new TRPCClientError("Please log in.", {
        result: { error: { message: "Please log in.", code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401 } } },
      });
    });
    const mutation = before.queryClient.getMutationCache().build(before.queryClient, {
      mutationKey: QUEUED_WRITES.habitLog,
      scope: QUEUE_SCOPE,
      onMutate: () => ({ queued: true }),
    });
    const input = { habitType: "smoking", outcome: "success", clientKey: "k-1" };
    await mutation.execute(input).catch(() => {});
    expect(mutation.state.status).toBe("error");
    hold(before.queryClient, "member-wolf");

    const resent: Call[] = [];
    const after = app(resent, ok);
    release(after.queryClient, after.utils, "member-wolf");
    await settled();
    expect(resent).toEqual([{ path: "habit.log", input }]);
  });

  it("never sends them as another member who signs in on the phone: they are removed", async () => {
    onlineManager.setOnline(false);
    const before = app([], ok);
    logHabitNow(before.queryClient);
    await settled();
    hold(before.queryClient, "member-wolf");
    onlineManager.setOnline(true);

    const calls: Call[] = [];
    const other = app(calls, ok);
    release(other.queryClient, other.utils, "member-coach");
    await settled();
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem(HELD_WRITES_KEY)).toBeNull();
    expect(refusalStore.get().map((refusal) => refusal.text)).toContain(
      "1 change made on this phone by the member signed in before was not synced and has been removed.",
    );
    expect(droppedText(2)).toBe(
      "2 changes made on this phone by the member signed in before were not synced and have been removed.",
    );
  });

  it("adds to the member's writes kept before, each once, and never beside another member's", () => {
    const a = { mutationKey: QUEUED_WRITES.habitLog, variables: { clientKey: "a" } };
    const b = { mutationKey: QUEUED_WRITES.complete, variables: { clientKey: "b" } };
    expect(mergeHeld({ member: "wolf", writes: [a] }, "wolf", [a, b])).toEqual({ member: "wolf", writes: [a, b] });
    expect(mergeHeld({ member: "coach", writes: [a] }, "wolf", [b])).toEqual({ member: "wolf", writes: [b] });
  });
});
