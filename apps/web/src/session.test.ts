import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppQueryClient } from "./query-client.ts";
import { createMemberSession } from "./session.ts";
import { createTrpcClient, createTrpcUtils, type Member } from "./trpc.ts";

const wolf = { id: "member-wolf", username: "LoneWolf" } as Member;
const coach = { id: "member-coach", username: "CoachWolf" } as Member;

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const session of opened.splice(0)) session.close();
});

/** One browser tab: its own cache and session, showing `member`. */
function openTab(member: Member | null, fetchMember: () => Promise<Member | null> = async () => member) {
  const queryClient = createAppQueryClient();
  const trpc = createTrpcUtils(queryClient, createTrpcClient());
  trpc.auth.me.setData(undefined, member);
  queryClient.setQueryData(["workouts"], ["the previous member's workouts"]);
  // The guards let in whom the cache names, and note who that was each time they ran.
  let onScreen = member;
  const guardsSaw: (string | null)[] = [];
  const recheckRoutes = vi.fn(async () => {
    onScreen = trpc.auth.me.getData() ?? null;
    guardsSaw.push(onScreen?.id ?? null);
  });
  // What the session hands the held writes (offline/held-writes.ts): whose, and whether the
  // cache still held the member's screens at that moment.
  const writes: string[] = [];
  const keepWaitingWrites = vi.fn(async (leaving: Member) => {
    writes.push(`keep ${leaving.id}, screens ${queryClient.getQueryData(["workouts"]) ? "still cached" : "gone"}`);
  });
  const sendHeldWrites = vi.fn((member: Member) => void writes.push(`send ${member.id}`));
  const session = createMemberSession({
    queryClient,
    trpc,
    fetchMember,
    shownMember: () => onScreen,
    recheckRoutes,
    keepWaitingWrites,
    sendHeldWrites,
  });
  opened.push(session);
  return {
    session,
    guardsSaw,
    /** The sign-in screen, as the sign-out button shows it. */
    showSignIn: vi.fn(async () => {
      onScreen = null;
    }),
    cached: () => trpc.auth.me.getData(),
    setCached: (next: Member | null) => trpc.auth.me.setData(undefined, next),
    workouts: () => queryClient.getQueryData(["workouts"]),
    writes,
  };
}

/** Lets a BroadcastChannel message reach the other tabs and their work finish. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the member session", () => {
  it("signs every tab out when one tab signs out, dropping what was cached", async () => {
    const here = openTab(wolf);
    const there = openTab(wolf);
    await here.session.signedOut(here.showSignIn);
    expect(here.showSignIn).toHaveBeenCalledTimes(1);
    expect(here.guardsSaw).toEqual([]);
    expect(here.cached()).toBeNull();
    expect(here.workouts()).toBeUndefined();

    await delivered();
    expect(there.cached()).toBeNull();
    expect(there.guardsSaw).toEqual([null]);
    expect(there.workouts()).toBeUndefined();
  });

  it("shows sign-in after a sign-out even when a 401 had already made the tab a visitor's", async () => {
    const here = openTab(wolf);
    // The server ended the session for the sign-out; a read still on its way met that first.
    await here.session.ended();
    expect(here.guardsSaw).toEqual([null]);
    await here.session.signedOut(here.showSignIn);
    expect(here.showSignIn).toHaveBeenCalledTimes(1);
    expect(here.cached()).toBeNull();
  });

  it("takes other tabs to the member who signed in, leaving the previous member's screens first", async () => {
    const here = openTab(null);
    const there = openTab(wolf);

    here.session.signedIn(coach);
    expect(here.cached()).toEqual(coach);

    await delivered();
    expect(there.guardsSaw).toEqual([null, coach.id]);
    expect(there.cached()).toEqual(coach);
    expect(there.workouts()).toBeUndefined();
  });

  it("keeps a tab as it is when the same member signs in elsewhere", async () => {
    const here = openTab(null);
    const there = openTab(wolf);
    here.session.signedIn(wolf);
    await delivered();
    expect(there.guardsSaw).toEqual([]);
    expect(there.workouts()).toEqual(["the previous member's workouts"]);
  });

  it("forgets the member once when the server says the session ended", async () => {
    const tab = openTab(wolf);
    await Promise.all([tab.session.ended(), tab.session.ended()]);
    expect(tab.cached()).toBeNull();
    expect(tab.guardsSaw).toEqual([null]);
    expect(tab.workouts()).toBeUndefined();
  });

  it("leaves the member's screens even when auth.me was already refetched as nobody", async () => {
    const tab = openTab(wolf);
    tab.setCached(null);
    await tab.session.ended();
    expect(tab.guardsSaw).toEqual([null]);
    expect(tab.workouts()).toBeUndefined();
  });

  it("asks the server again when the tab comes back, and signs out a session that ended", async () => {
    let current: Member | null = wolf;
    const tab = openTab(wolf, async () => current);
    await tab.session.recheck();
    expect(tab.guardsSaw).toEqual([]);

    current = null;
    await tab.session.recheck();
    expect(tab.cached()).toBeNull();
    expect(tab.guardsSaw).toEqual([null]);
  });

  it("keeps the member's waiting writes before dropping their screens, and hands them over at the next sign-in", async () => {
    const tab = openTab(wolf);
    await tab.session.ended();
    expect(tab.writes).toEqual([`keep ${wolf.id}, screens still cached`]);
    tab.session.signedIn(wolf);
    expect(tab.writes).toEqual([`keep ${wolf.id}, screens still cached`, `send ${wolf.id}`]);

    // A member signed in in another tab: this tab hands over what was kept too.
    const there = openTab(null);
    openTab(null).session.signedIn(coach);
    await delivered();
    expect(there.writes).toEqual([`send ${coach.id}`]);
  });

  it("changes nothing when the server cannot be asked", async () => {
    const tab = openTab(wolf, () => Promise.reject(new Error("offline")));
    await tab.session.recheck();
    expect(tab.cached()).toEqual(wolf);
    expect(tab.guardsSaw).toEqual([]);
  });
});
