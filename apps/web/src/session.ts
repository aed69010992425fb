import { hashKey, type QueryClient } from "@tanstack/react-query";
import { forgetKeptData } from "./offline/start.ts";
import { meQueryKey } from "./query-client.ts";
import type { Member, TrpcUtils } from "./trpc.ts";

/** What a tab tells the other tabs of this browser when its member changes. */
type SessionNews = { kind: "signed-in"; member: Member } | { kind: "signed-out" };

const CHANNEL_NAME = "wolfpack:session";
/**
 * Whether writes a member's session left waiting when it ended on its own are kept for their
 * next sign-in (HELD_WRITES_KEY of offline/held-writes.ts): only then is the code that sends
 * or removes them fetched.
 */
export function hasHeldWrites(): boolean {
  try {
    return window.localStorage.getItem("wolfpack:held-writes") !== null;
  } catch {
    return false;
  }
}

/**
 * What the member guard throws when the session ended while a screen that says so itself
 * was open (its route's `staticData.signedOutText`, the settings screen's 'Please log in to
 * access your settings.'): the screen stays, with those words and a way back in, rather
 * than turning into the sign-in screen.
 */
export class SessionEnded extends Error {
  /** The screen's words. */
  readonly text: string;
  /** Where signing in again brings the member back to. */
  readonly redirect: string;

  constructor(text: string, redirect: string) {
    super(text);
    this.name = "SessionEnded";
    this.text = text;
    this.redirect = redirect;
  }
}

export interface MemberSessionOptions {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  /** Asks the server who is signed in, past the cache. */
  fetchMember: () => Promise<Member | null>;
  /** The member whose screens the tab shows (the one the guard let in), or null. */
  shownMember: () => Member | null;
  /** Runs the route guards again: they send a visitor to sign in and a member in. */
  recheckRoutes: () => Promise<unknown>;
  /** Keeps the writes still waiting of a member whose screens are about to be dropped. */
  keepWaitingWrites?: (member: Member) => Promise<unknown>;
  /** A member is signed in: sends what was kept for them, or removes another's. */
  sendHeldWrites?: (member: Member) => void;
}

export type MemberSession = ReturnType<typeof createMemberSession>;

/**
 * Who is signed in, kept the same in every tab of the browser. A sign-in or sign-out in
 * one tab reaches the others at once (BroadcastChannel), a 401 means the session ended on
 * the server, and a tab coming back into view asks the server again.
 */
export function createMemberSession(options: MemberSessionOptions) {
  const { queryClient, trpc, fetchMember, shownMember, recheckRoutes, keepWaitingWrites, sendHeldWrites } = options;
  const meHash = hashKey(meQueryKey());
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);

  /**
   * The browser's member is now `member` (null: nobody). If that is not the member this
   * tab shows, the tab first turns into a visitor's, so `leave` (by default the guards)
   * takes it away from every member screen; only then is everything cached for the
   * previous member dropped, and the new member, if any, let in.
   */
  async function apply(member: Member | null, leave: () => Promise<unknown>) {
    const shown = shownMember();
    if (shown?.id === member?.id) {
      // Same member (or still nobody): only their details may be newer.
      trpc.auth.me.setData(undefined, member);
      return;
    }
    trpc.auth.me.setData(undefined, null);
    await leave();
    // Writes still waiting are not lost with the cache, nor sent as whoever comes next.
    if (shown) await keepWaitingWrites?.(shown);
    queryClient.clear();
    trpc.auth.me.setData(undefined, member);
    if (member) {
      await recheckRoutes();
      sendHeldWrites?.(member);
    }
  }

  // One change at a time: several 401s at once, or news racing a re-check, act once.
  let settled: Promise<void> = Promise.resolve();
  function follow(member: Member | null, leave = recheckRoutes) {
    const done = settled.then(() => apply(member, leave));
    settled = done.catch(() => undefined);
    return done;
  }

  /**
   * A sign-out marks the browser (the server's cookie): its sign-in form offers nobody's
   * account from now on, not even the one the cache may still hold from before.
   */
  const forgetDemoAccount = () => trpc.auth.demoAccount.setData(undefined, null);

  channel?.addEventListener("message", (event: MessageEvent<SessionNews>) => {
    if (event.data.kind === "signed-out") forgetDemoAccount();
    void follow(event.data.kind === "signed-in" ? event.data.member : null);
  });

  return {
    /** This tab signed a member in (or registered one). */
    signedIn(member: Member) {
      trpc.auth.me.setData(undefined, member);
      sendHeldWrites?.(member);
      channel?.postMessage({ kind: "signed-in", member } satisfies SessionNews);
    },

    /** This tab signed its member out; `showSignIn` takes it to the sign-in screen. */
    async signedOut(showSignIn: () => Promise<unknown>) {
      forgetDemoAccount();
      // Whoever uses the phone next finds nothing of this member's kept for offline.
      void forgetKeptData();
      channel?.postMessage({ kind: "signed-out" } satisfies SessionNews);
      let shown = false;
      await follow(null, async () => {
        shown = true;
        await showSignIn();
      });
      // A read that met the ended session first (a 401 while the sign-out was on its way)
      // has already made the tab a visitor's, on a screen that may say the session ended:
      // the member asked to sign out, so the sign-in screen still comes.
      if (!shown) await showSignIn();
    },

    /** The server refused a call with 401: the session expired or was ended elsewhere. */
    ended() {
      return follow(null);
    },

    /** Asks the server who is signed in now, as a tab does when it comes back into view. */
    async recheck() {
      let member: Member | null;
      try {
        member = await fetchMember();
      } catch {
        return; // Offline: the next call will tell.
      }
      const same = member !== null && shownMember()?.id === member.id;
      await follow(member);
      // The same member may have trained or logged on another phone or tab meanwhile: the
      // screens read afresh, the one in view at once (docs/offline.md, Sync across devices).
      if (same) await trpc.invalidate(undefined, { predicate: (query) => query.queryHash !== meHash });
    },

    close() {
      channel?.close();
    },
  };
}
