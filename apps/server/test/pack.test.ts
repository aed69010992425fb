import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe("the pack over REST", () => {
  it("answers members only", async () => {
    for (const [method, path] of [
      ["GET", "/api/community/posts"],
      ["POST", "/api/community/posts/1/like"],
      ["GET", "/api/users/me/groups"],
      ["GET", "/api/leaderboards/global"],
      ["GET", "/api/leaderboards/national/USA"],
      ["GET", "/api/leaderboards/friends/me"],
      ["GET", "/api/leaderboards/group/1"],
    ] as const) {
      const response = await server.request(path, { method, ...(method === "POST" ? { body: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("shares a post, lists it, likes and unlikes it, and comments on it", async () => {
    const { cookie } = await registerThroughRest(server);
    const created = await server.request("/api/community/posts", {
      cookie,
      body: { type: "tip", title: "Warm up", content: "Ten minutes, every time" },
    });
    expect(created.status).toBe(201);
    const post = await json(created);
    expect(post).toMatchObject({ type: "tip", title: "Warm up", likes: 0, comments: 0 });

    const feed = await json(await server.request("/api/community/posts", { cookie }));
    expect(feed[0]).toMatchObject({ id: post.id, likedByMe: false });

    const liked = await server.request(`/api/community/posts/${post.id}/like`, { cookie, body: {} });
    expect(liked.status).toBe(200);
    expect(await json(liked)).toEqual({ postId: post.id, liked: true, likes: 1 });
    const unliked = await json(await server.request(`/api/community/posts/${post.id}/like`, { cookie, body: {} }));
    expect(unliked).toEqual({ postId: post.id, liked: false, likes: 0 });

    const comment = await server.request(`/api/community/posts/${post.id}/comments`, {
      cookie,
      body: { content: "Noted" },
    });
    expect(comment.status).toBe(201);
    const thread = await json(await server.request(`/api/community/posts/${post.id}/comments`, { cookie }));
    expect(thread.comments.map((c: { content: string }) => c.content)).toEqual(["Noted"]);
  });

  it("refuses a blank post with 400 and a missing post with 404", async () => {
    const { cookie } = await registerThroughRest(server);
    const blank = await server.request("/api/community/posts", { cookie, body: { title: " ", content: "x" } });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toEqual({ message: "Please fill in both title and content" });
    const missing = await server.request("/api/community/posts/999999/like", { cookie, body: {} });
    expect(missing.status).toBe(404);
    const notANumber = await server.request("/api/community/posts/abc/like", { cookie, body: {} });
    expect(notANumber.status).toBe(400);
  });

  it("makes friends by username and shows them on the friends board, without e-mails", async () => {
    const a = await registerThroughRest(server);
    const b = await registerThroughRest(server);
    const asked = await server.request("/api/friends/requests", {
      cookie: a.cookie,
      body: { username: b.username },
    });
    expect(asked.status).toBe(201);
    expect((await json(asked)).relation).toBe("requested");
    const accepted = await server.request(`/api/friends/${a.member.id}/accept`, { cookie: b.cookie, body: {} });
    expect(accepted.status).toBe(200);

    const board = await json(await server.request(`/api/leaderboards/friends/${a.member.id}`, { cookie: a.cookie }));
    expect(board.map((row: { userId: string }) => row.userId).sort()).toEqual([a.member.id, b.member.id].sort());
    expect(JSON.stringify(board)).not.toContain("@");
    const forbidden = await server.request(`/api/leaderboards/friends/${b.member.id}`, { cookie: a.cookie });
    expect(forbidden.status).toBe(403);

    const again = await server.request("/api/friends/requests", {
      cookie: a.cookie,
      body: { username: b.username },
    });
    expect(again.status).toBe(409);
  });

  it("lists a member's groups and refuses a group's board to others", async () => {
    const owner = await registerThroughRest(server);
    const stranger = await registerThroughRest(server);
    const created = await server.request("/api/groups", { cookie: owner.cookie, body: { name: "Night Owls" } });
    expect(created.status).toBe(201);
    const group = await json(created);
    const mine = await json(await server.request(`/api/users/${owner.member.id}/groups`, { cookie: owner.cookie }));
    expect(mine.map((g: { name: string }) => g.name)).toEqual(["Night Owls"]);
    expect((await server.request(`/api/leaderboards/group/${group.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await server.request(`/api/leaderboards/group/${group.id}`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await server.request(`/api/users/${owner.member.id}/groups`, { cookie: stranger.cookie })).status).toBe(
      403,
    );
  });

  it("answers the global and national boards with the documented entry", async () => {
    const { cookie } = await registerThroughRest(server);
    const global = await json(await server.request("/api/leaderboards/global", { cookie }));
    expect(Object.keys(global[0]).sort()).toEqual(
      ["avatar", "currentStreak", "rank", "totalMinutes", "userId", "username", "workoutsCompleted"].sort(),
    );
    const usa = await server.request("/api/leaderboards/national/USA", { cookie });
    expect(usa.status).toBe(200);
    expect((await json(usa)).length).toBeGreaterThan(0);
  });
});
