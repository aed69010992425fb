import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from "@tanstack/query-persist-client-core";
import { hashKey, hydrate, onlineManager, type QueryClient } from "@tanstack/react-query";
import { clear, createStore, get, set } from "idb-keyval";
import { nextTask } from "../lib/next-task.ts";
import { CACHE_TIME_MS, meQueryKey } from "../query-client.ts";
import type { TrpcUtils } from "../trpc.ts";
import { fromKeptText, keptText } from "./kept-text.ts";
import { startQueue } from "./queue.ts";

/**
 * The member's query cache kept on the phone (IndexedDB), so the app opens offline with what
 * it last showed (docs/offline.md). Loaded after the first screen, or before it when the
 * app opens with no signal. One member's cache at a time: signing out, or a visitor's tab,
 * leaves nothing for whoever is next.
 */

/** Bumped when what the screens read, or how it is written down, changes: an older kept cache is then dropped. */
const BUSTER = "2";
/** Whose cache the phone holds (a member id): the kept cache is under `member:<id>`. */
const KEPT_MEMBER_KEY = "wolfpack:offline-member";

const store = createStore("wolfpack-offline", "query-cache");

/**
 * A kept cache as the persister hands it over: `<member id>:<JSON>`, the id empty when
 * nobody is signed in (then nothing is kept).
 */
function splitKept(kept: string): { member: string; text: string } {
  const colon = kept.indexOf(":");
  return { member: kept.slice(0, colon), text: kept.slice(colon + 1) };
}

/** The signed-in member the cache shows, from its auth.me entry. */
function memberOf(client: PersistedClient): string | null {
  const meHash = hashKey(meQueryKey());
  const me = client.clientState.queries.find((query) => query.queryHash === meHash)?.state.data;
  const id = (me as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" && id !== "" && !id.includes(":") ? id : null;
}

function keptMember(): string | null {
  try {
    return window.localStorage.getItem(KEPT_MEMBER_KEY);
  } catch {
    return null;
  }
}

/** Drops every kept cache. */
export async function forget() {
  try {
    window.localStorage.removeItem(KEPT_MEMBER_KEY);
  } catch {
    // Storage is off: nothing points at a kept cache.
  }
  await clear(store);
}

type KeptQuery = PersistedClient["clientState"]["queries"][number];

/**
 * The screens this member's earlier visits kept, and whose they are. Each opening of the app
 * starts with an empty cache online: what it keeps adds to these rather than replacing
 * them, so every screen the member visited opens offline.
 */
let earlier: { member: string | null; queries: KeptQuery[] } = { member: null, queries: [] };

/** The cache about to be kept, with the earlier visits' screens it does not hold itself. */
function withEarlier(client: PersistedClient): PersistedClient {
  const member = memberOf(client);
  if (member === null || member !== earlier.member) {
    earlier = { member, queries: [] };
    return client;
  }
  const held = new Set(client.clientState.queries.map((query) => query.queryHash));
  const oldest = Date.now() - CACHE_TIME_MS;
  const kept = earlier.queries.filter((query) => !held.has(query.queryHash) && query.state.dataUpdatedAt > oldest);
  return { ...client, clientState: { ...client.clientState, queries: [...client.clientState.queries, ...kept] } };
}

/** Writes to the phone one after another, so an older copy never lands over a newer one. */
let writing: Promise<unknown> = Promise.resolve();

const options = {
  key: "queries",
  serialize: (client) => `${memberOf(client) ?? ""}:${keptText(withEarlier(client))}`,
  deserialize: (kept) => fromKeptText<PersistedClient>(splitKept(kept).text),
  storage: {
    async getItem() {
      const member = keptMember();
      if (member === null) return null;
      const text = await get<string>(`member:${member}`, store);
      return text === undefined ? null : `${member}:${text}`;
    },
    setItem(_key: string, kept: string) {
      const { member, text } = splitKept(kept);
      const write = async () => {
        if (member === "") return forget();
        // Another member's cache goes first: one member's data (and queue) on the phone at a time.
        if (keptMember() !== member) await forget();
        await set(`member:${member}`, text, store);
        window.localStorage.setItem(KEPT_MEMBER_KEY, member);
      };
      const done = writing.then(write, write);
      writing = done.catch(() => {});
      return done;
    },
    removeItem: () => forget(),
  },
} satisfies Parameters<typeof createAsyncStoragePersister>[0];

/** Online the screens' reads change often: they are kept within a second. */
const persister = createAsyncStoragePersister(options);
/**
 * Offline every change is the member's own act (a write queued, the screens showing it done):
 * kept at once, so closing the page right after loses nothing.
 */
const persisterNow = createAsyncStoragePersister({ ...options, throttleTime: 0 });

/** Whether this page's cache already holds the kept queue (opened offline). */
let restoredQueue = false;

/**
 * Fills the cache with what the phone kept, before the first screen asks for its data.
 * Whether a member's screens were kept.
 */
export async function restore(queryClient: QueryClient, trpc: TrpcUtils): Promise<boolean> {
  // A restored write is rebuilt with what the queue sets: it must be set first.
  startQueue(queryClient, trpc);
  await persistQueryClientRestore({ queryClient, persister, maxAge: CACHE_TIME_MS, buster: BUSTER });
  restoredQueue = true;
  return Boolean(queryClient.getQueryData(meQueryKey()));
}

/**
 * The writes this member queued in an earlier visit, put back in the queue of an app opened
 * online (opened offline, `restore` brought them with the screens). Another member's are not.
 */
function restoreQueue(queryClient: QueryClient, kept: PersistedClient) {
  if (restoredQueue) return;
  restoredQueue = true;
  const fresh = Date.now() - kept.timestamp < CACHE_TIME_MS;
  const mine =
    memberOf(kept) !== null && memberOf(kept) === (queryClient.getQueryData(meQueryKey()) as { id?: string })?.id;
  if (fresh && mine && kept.clientState.mutations.length > 0) {
    hydrate(queryClient, { mutations: kept.clientState.mutations, queries: [] });
  }
}

/**
 * Keeps the cache on the phone from now on, each change within a second, at once offline;
 * and sends what the queue kept.
 */
export async function keep(queryClient: QueryClient, trpc: TrpcUtils) {
  startQueue(queryClient, trpc);
  const kept = await persister.restoreClient();
  if (kept && kept.buster === BUSTER) {
    earlier = { member: memberOf(kept), queries: kept.clientState.queries };
    restoreQueue(queryClient, kept);
  }
  restoredQueue = true;
  const unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster: BUSTER });
  const keepNow = () => {
    if (!onlineManager.isOnline())
      void persistQueryClientSave({ queryClient, persister: persisterNow, buster: BUSTER });
  };
  const stopQueries = queryClient.getQueryCache().subscribe(keepNow);
  const stopMutations = queryClient.getMutationCache().subscribe(keepNow);
  // The first screen's reads came in before: they are kept now, not at the cache's next change,
  // in a task apart from reading back what was kept (each 7 to 10 ms on the slower machine).
  await nextTask();
  await persistQueryClientSave({ queryClient, persister, buster: BUSTER });
  // Online now: what waited goes (offline, it goes on reconnect: the query client resumes it).
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  return () => {
    unsubscribe();
    stopQueries();
    stopMutations();
  };
}

/** Once the first screen is up: keep the cache, and start the service worker (dist/sw.js). */
export async function keepWorkingOffline(queryClient: QueryClient, trpc: TrpcUtils) {
  // The build writes sw.js; the development server has none.
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    // updateViaCache none: a new release's worker is found on the next open, whatever HTTP caches hold.
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {});
    // A tapped notification's screen, for a tab the worker could not navigate itself (public/push-sw.js).
    navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: unknown; url?: unknown }>) => {
      const { type, url } = event.data ?? {};
      if (type === "wolfpack:open" && typeof url === "string" && url.startsWith("/") && !url.startsWith("//")) {
        window.location.assign(url);
      }
    });
    // The registration's own work (about 10 ms there) in a task apart from the cache's.
    await nextTask();
  }
  await keep(queryClient, trpc);
}
