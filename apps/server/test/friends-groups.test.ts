/**
 * Friends and groups over REST, each route's success and refusals as a member meets them
 * (/api/docs, Friends and Groups); the harness holds every answer to the REST contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const lists = async (cookie: string) => {
  const answer = await json(await server.request("/api/users/me/friends", { cookie }));
  const names = (list: { member: { username: string } }[]) => list.map((row) => row.member.username);
  return {
    friends: names(answer.friends),
    incoming: names(answer.incoming),
    outgoing: names(answer.outgoing),
    blocked: names(answer.blocked),
  };
};

describe("friends over REST", () => {
  it("finds a member, asks, and the asked member sees the request and declines it", async () => {
    const a = await registerThroughRest(server);
    const b = await registerThroughRest(server);
    const found = await server.request(`/api/friends/search?username=${b.username.slice(0, -1)}`, { cookie: a.cookie });
    expect(found.status).toBe(200);
    expect(await json(found)).toContainEqual(expect.objectContaining({ id: b.member.id, relation: "none" }));

    await server.request("/api/friends/requests", { cookie: a.cookie, body: { username: b.username } });
    expect(await lists(a.cookie)).toEqual({ friends: [], incoming: [], outgoing: [b.username], blocked: [] });
    expect(await lists(b.cookie)).toEqual({ friends: [], incoming: [a.username], outgoing: [], blocked: [] });

    const declined = await server.request(`/api/friends/${a.member.id}/decline`, { cookie: b.cookie, body: {} });
    expect(declined.status).toBe(200);
    expect(await json(declined)).toEqual({ memberId: a.member.id, relation: "none" });
    expect((await lists(b.cookie)).incoming).toEqual([]);
    const twice = await server.request(`/api/friends/${a.member.id}/decline`, { cookie: b.cookie, body: {} });
    expect(twice.status).toBe(404);
  });

  it("refuses a request to a username nobody has with 404, and a search without a username with 400", async () => {
    const a = await registerThroughRest(server);
    const nobody = await server.request("/api/friends/requests", { cookie: a.cookie, body: { username: "nobody_x9" } });
    expect(nobody.status).toBe(404);
    expect((await server.request("/api/friends/search", { cookie: a.cookie })).status).toBe(400);
  });

  it("blocks a member, who can then no longer ask, and lifts the block", async () => {
    const a = await registerThroughRest(server);
    const b = await registerThroughRest(server);
    const blocked = await server.request(`/api/friends/${b.member.id}/block`, { cookie: a.cookie, body: {} });
    expect(blocked.status).toBe(200);
    expect(await json(blocked)).toEqual({ memberId: b.member.id, relation: "blocked" });
    expect((await lists(a.cookie)).blocked).toEqual([b.username]);
    // Who blocked them is not theirs to see.
    expect((await lists(b.cookie)).blocked).toEqual([]);
    const asked = await server.request("/api/friends/requests", { cookie: b.cookie, body: { username: a.username } });
    expect(asked.status).toBe(409);

    const lifted = await server.request(`/api/friends/${b.member.id}`, { method: "DELETE", cookie: a.cookie });
    expect(lifted.status).toBe(200);
    expect(await json(lifted)).toEqual({ memberId: b.member.id, relation: "none" });
    const nothingLeft = await server.request(`/api/friends/${b.member.id}`, { method: "DELETE", cookie: a.cookie });
    expect(nothingLeft.status).toBe(404);
    const unknown = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    expect((await server.request(`/api/friends/${unknown}/block`, { cookie: a.cookie, body: {} })).status).toBe(404);
  });

  it("shows another member's lists to admins only", async () => {
    const a = await registerThroughRest(server);
    const b = await registerThroughRest(server);
    expect((await server.request(`/api/users/${b.member.id}/friends`, { cookie: a.cookie })).status).toBe(403);
  });
});

describe("groups over REST", () => {
  it("finds a group by a part of its name, joins it until it is full, and leaves it", async () => {
    const owner = await registerThroughRest(server);
    const joiner = await registerThroughRest(server);
    const late = await registerThroughRest(server);
    const name = `Dawn ${owner.username}`;
    const group = await json(
      await server.request("/api/groups", { cookie: owner.cookie, body: { name, maxMembers: 2 } }),
    );

    const found = await server.request(`/api/groups?q=${encodeURIComponent(owner.username)}`, {
      cookie: joiner.cookie,
    });
    expect(found.status).toBe(200);
    expect(await json(found)).toEqual([expect.objectContaining({ id: group.id, memberCount: 1, isMember: false })]);
    expect((await server.request("/api/groups", { cookie: joiner.cookie })).status).toBe(200);

    const joined = await server.request(`/api/groups/${group.id}/join`, { cookie: joiner.cookie, body: {} });
    expect(joined.status).toBe(200);
    expect(await json(joined)).toMatchObject({ id: group.id, memberCount: 2, isMember: true });
    const full = await server.request(`/api/groups/${group.id}/join`, { cookie: late.cookie, body: {} });
    expect(full.status).toBe(409);

    const left = await server.request(`/api/groups/${group.id}/leave`, { cookie: joiner.cookie, body: {} });
    expect(left.status).toBe(200);
    expect(await json(left)).toEqual({ groupId: group.id, isMember: false });
    const notIn = await server.request(`/api/groups/${group.id}/leave`, { cookie: joiner.cookie, body: {} });
    expect(notIn.status).toBe(404);

    // The last member to leave closes it.
    await server.request(`/api/groups/${group.id}/leave`, { cookie: owner.cookie, body: {} });
    const gone = await server.request(`/api/groups/${group.id}/join`, { cookie: late.cookie, body: {} });
    expect(gone.status).toBe(404);
    expect((await server.request(`/api/leaderboards/group/${group.id}`, { cookie: late.cookie })).status).toBe(404);
  });
});
