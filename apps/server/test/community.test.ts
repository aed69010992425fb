import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

async function aPost(cookie: string, title: string) {
  const created = await server.request("/api/community/posts", { cookie, body: { title, content: "Ten rounds" } });
  expect(created.status).toBe(201);
  return json(created);
}

describe("taking things off the feed over REST", () => {
  it("deletes a member's own comment and post, and refuses another member's with 403", async () => {
    const author = await registerThroughRest(server);
    const other = await registerThroughRest(server);
    const post = await aPost(author.cookie, "Hill sprints");
    const comment = await json(
      await server.request(`/api/community/posts/${post.id}/comments`, {
        cookie: author.cookie,
        body: { content: "Go" },
      }),
    );
    expect(comment).toMatchObject({ postId: post.id, content: "Go", author: { id: author.member.id } });

    const notTheirs = await server.request(`/api/community/comments/${comment.id}`, {
      method: "DELETE",
      cookie: other.cookie,
    });
    expect(notTheirs.status).toBe(403);
    expect(await json(notTheirs)).toEqual({ message: "You can only delete your own comments." });
    const comments = await server.request(`/api/community/comments/${comment.id}`, {
      method: "DELETE",
      cookie: author.cookie,
    });
    expect(await json(comments)).toEqual({ id: comment.id, postId: post.id });
    const thread = await json(
      await server.request(`/api/community/posts/${post.id}/comments`, { cookie: other.cookie }),
    );
    expect(thread).toEqual({ comments: [], nextCursor: null });

    const postNotTheirs = await server.request(`/api/community/posts/${post.id}`, {
      method: "DELETE",
      cookie: other.cookie,
    });
    expect(postNotTheirs.status).toBe(403);
    const deleted = await server.request(`/api/community/posts/${post.id}`, {
      method: "DELETE",
      cookie: author.cookie,
    });
    expect(await json(deleted)).toEqual({ id: post.id });
    const feed = await json(await server.request("/api/community/posts", { cookie: other.cookie }));
    expect(feed.map((p: { id: number }) => p.id)).not.toContain(post.id);
  });

  it("lets an admin delete anyone's post, and answers 404 for what is no longer there", async () => {
    const author = await registerThroughRest(server);
    const coach = await registerThroughRest(server);
    await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, coach.member.id));
    const post = await aPost(author.cookie, "Rest day");

    const removed = await server.request(`/api/community/posts/${post.id}`, { method: "DELETE", cookie: coach.cookie });
    expect(removed.status).toBe(200);
    for (const [method, path] of [
      ["DELETE", `/api/community/posts/${post.id}`],
      ["GET", `/api/community/posts/${post.id}/comments`],
      ["POST", `/api/community/posts/${post.id}/comments`],
      ["DELETE", "/api/community/comments/999999"],
    ] as const) {
      const response = await server.request(path, {
        method,
        cookie: author.cookie,
        ...(method === "POST" ? { body: { content: "Still here?" } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
