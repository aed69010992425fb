import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from "@tanstack/query-persist-client-core";
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { clear, createStore, get, set } from "idb-keyval";
import superjson from "superjson";
import { CACHE_TIME_MS, meQueryKey } from "../query-client.ts";

/**
 * The member's query cache kept on the phone (IndexedDB), so the app opens offline with what
 * it last showed (docs/offline.md). Loaded after the first screen, or before it when the
 * app opens with no signal. One member's cache at a time: signing out, or a visitor's tab,
 * leaves nothing for whoever is next.
 */

/** Bumped when what the screens read changes shape: an older kept cache is then dropped. */
const BUSTER = "1";
/** Whose cache the phone holds (a member id): the kept cache is under `member:<id>`. */
const KEPT_MEMBER_KEY = "wolfpack:offline-member";

const store = createStore("wolfpack-offline", "query-cache");

/**
 * A kept cache as the persister hands it over: `<member id>:<superjson>`, the id empty when
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

const persister = createAsyncStoragePersister({
  key: "queries",
  // superjson, as the API link: dates and the like come back as they were.
  serialize: (client) => `${memberOf(client) ?? ""}:${superjson.stringify(withEarlier(client))}`,
  deserialize: (kept) => superjson.parse<PersistedClient>(splitKept(kept).text),
  storage: {
    async getItem() {
      const member = keptMember();
      if (member === null) return null;
      const text = await get<string>(`member:${member}`, store);
      return text === undefined ? null : `${member}:${text}`;
    },
    async setItem(_key, kept) {
      const { member, text } = splitKept(kept);
      if (member === "") return forget();
      // Another member's cache goes first: one member's data on the phone at a time.
      if (keptMember() !== member) await forget();
      await set(`member:${member}`, text, store);
      window.localStorage.setItem(KEPT_MEMBER_KEY, member);
    },
    removeItem: () => forget(),
  },
});

/**
 * Fills the cache with what the phone kept, before the first screen asks for its data.
 * Whether a member's screens were kept.
 */
export async function restore(queryClient: QueryClient): Promise<boolean> {
  await persistQueryClientRestore({ queryClient, persister, maxAge: CACHE_TIME_MS, buster: BUSTER });
  return Boolean(queryClient.getQueryData(meQueryKey()));
}

/** Keeps the cache on the phone from now on, each change within a second. */
export async function keep(queryClient: QueryClient) {
  const kept = await persister.restoreClient();
  if (kept && kept.buster === BUSTER) earlier = { member: memberOf(kept), queries: kept.clientState.queries };
  const unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster: BUSTER });
  // The first screen's reads came in before: they are kept now, not at the cache's next change.
  await persistQueryClientSave({ queryClient, persister, buster: BUSTER });
  return unsubscribe;
}

/** Once the first screen is up: keep the cache, and start the service worker (dist/sw.js). */
export async function keepWorkingOffline(queryClient: QueryClient) {
  // The build writes sw.js; the development server has none.
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    // updateViaCache none: a new release's worker is found on the next open, whatever HTTP caches hold.
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {});
  }
  await keep(queryClient);
}
