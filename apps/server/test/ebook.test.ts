import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, schema } from "@wolfpack/db";
import { ebookCatalogue } from "@wolfpack/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHIPPED_EBOOKS } from "../src/config.ts";
import { json, openTestServer, registerThroughRest, type TestServer } from "./harness.ts";

/** What the web app's build serves to anyone: Vite copies this folder into it as it is. */
const WEB_PUBLIC = fileURLToPath(new URL("../../web/public", import.meta.url));

let server: TestServer;
/** The demo catalogue's e-books as the seed stores them, with their ids. */
let seeded: Array<{ id: number; title: string; price: number; file: string }>;
beforeAll(async () => {
  server = await openTestServer({ webDist: WEB_PUBLIC, ebooks: SHIPPED_EBOOKS });
  await server.db.insert(schema.ebooks).values(ebookCatalogue);
  const rows = await server.db.select().from(schema.ebooks);
  seeded = ebookCatalogue.map((book) => {
    const row = rows.find((each) => each.title === book.title);
    if (!row) throw new Error(`${book.title} was not stored`);
    return { id: row.id, title: book.title, price: book.price, file: book.file };
  });
});
afterAll(() => server.close());

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const downloadPath = (id: number) => `/api/ebooks/${id}/download`;
/** The seeded e-book with a price: premium or a purchase opens it. */
const paidBook = () => {
  const book = seeded.find((each) => each.price > 0);
  if (!book) throw new Error("the seed has no paid e-book");
  return book;
};

let books = 0;
async function ebook(price: number): Promise<number> {
  books += 1;
  const [row] = await server.db
    .insert(schema.ebooks)
    .values({ title: `REST e-book ${books}`, price })
    .returning({ id: schema.ebooks.id });
  if (!row) throw new Error("no e-book");
  return row.id;
}

describe("the e-book library over REST", () => {
  it("answers members only", async () => {
    for (const [method, path] of [
      ["GET", "/api/users/me/ebooks"],
      ["POST", "/api/ebooks/1/buy"],
      ["PUT", "/api/users/me/ebooks/1/progress"],
    ] as const) {
      const response = await server.request(path, { method, ...(method === "GET" ? {} : { body: {} }) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("buys with 200, again with 200 and the same entry, and lists it", async () => {
    const member = await registerThroughRest(server);
    const id = await ebook(4.99);
    const bought = await server.request(`/api/ebooks/${id}/buy`, { cookie: member.cookie, body: {} });
    expect(bought.status).toBe(200);
    const entry = await json(bought);
    expect(entry).toMatchObject({ ebookId: id, progress: 0, bought: true });
    const again = await server.request(`/api/ebooks/${id}/buy`, { cookie: member.cookie, body: {} });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(entry);

    const progress = await server.request(`/api/users/me/ebooks/${id}/progress`, {
      method: "PUT",
      cookie: member.cookie,
      body: { progress: 30 },
    });
    expect(progress.status).toBe(200);
    expect(await json(progress)).toMatchObject({ ebookId: id, progress: 30 });

    for (const who of ["me", member.member.id]) {
      const list = await server.request(`/api/users/${who}/ebooks`, { cookie: member.cookie });
      expect(list.status).toBe(200);
      expect(await json(list)).toEqual([{ ...entry, progress: 30 }]);
    }
  });

  it("answers 404, 403, 400 as the procedures do", async () => {
    const member = await registerThroughRest(server);
    const other = await registerThroughRest(server);
    const paid = await ebook(10);

    expect((await server.request("/api/ebooks/999999/buy", { cookie: member.cookie, body: {} })).status).toBe(404);
    expect((await server.request("/api/ebooks/abc/buy", { cookie: member.cookie, body: {} })).status).toBe(400);

    const locked = await server.request(`/api/users/me/ebooks/${paid}/progress`, {
      method: "PUT",
      cookie: member.cookie,
      body: { progress: 10 },
    });
    expect(locked.status).toBe(403);
    expect((await json(locked)).message).toMatch(/Buy it, or upgrade to PREMIUM WOLF/);

    const upgraded = await server.request("/api/membership/upgrade", { cookie: member.cookie, body: {} });
    expect(upgraded.status).toBe(200);
    for (const progress of [101, -1, 2.5, "50"]) {
      const refused = await server.request(`/api/users/me/ebooks/${paid}/progress`, {
        method: "PUT",
        cookie: member.cookie,
        body: { progress },
      });
      expect(refused.status, String(progress)).toBe(400);
      expect(await json(refused)).toEqual({ message: "Reading progress must be a whole percent from 0 to 100" });
    }
    const reading = await server.request(`/api/users/me/ebooks/${paid}/progress`, {
      method: "PUT",
      cookie: member.cookie,
      body: { progress: 100 },
    });
    expect(reading.status).toBe(200);

    const foreign = await server.request(`/api/users/${member.member.id}/ebooks`, { cookie: other.cookie });
    expect(foreign.status).toBe(403);
    const foreignWrite = await server.request(`/api/users/${member.member.id}/ebooks/${paid}/progress`, {
      method: "PUT",
      cookie: other.cookie,
      body: { progress: 1 },
    });
    expect(foreignWrite.status).toBe(403);

    await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, other.member.id));
    const asAdmin = await server.request(`/api/users/${member.member.id}/ebooks`, { cookie: other.cookie });
    expect(asAdmin.status).toBe(200);
    expect(await json(asAdmin)).toMatchObject([{ ebookId: paid, progress: 100, bought: false }]);
  });
});

describe("the e-books' files", () => {
  it("are sent to no one without a session, at their address or where they were public", async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    for (const book of seeded) {
      const download = await server.request(downloadPath(book.id));
      expect(download.status, book.title).toBe(401);
      expect(download.headers.get("content-type"), book.title).toMatch(/^application\/json/);
      expect(await json(download), book.title).toEqual({ message: "Please sign in to continue." });

      // The web app's public folder no longer holds them: no one gets them there, signed in or not.
      const old = await server.request(`/downloads/${book.file}`);
      expect(old.status, `/downloads/${book.file}`).toBe(404);
      expect(isPdf(await bytesOf(old)), `/downloads/${book.file}`).toBe(false);
    }
  });

  it("are 403 to a free member for a paid e-book, naming the purchase and the upgrade, and 200 once bought", async () => {
    const member = await registerThroughRest(server);
    const book = paidBook();
    const locked = await server.request(downloadPath(book.id), { cookie: member.cookie });
    expect(locked.status).toBe(403);
    expect(await json(locked)).toEqual({
      message: "This e-book is not in your library yet. Buy it, or upgrade to PREMIUM WOLF to read every e-book.",
    });

    expect((await server.request(`/api/ebooks/${book.id}/buy`, { cookie: member.cookie, body: {} })).status).toBe(200);
    const file = await server.request(downloadPath(book.id), { cookie: member.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // Per member: never kept by a shared cache, and asked again (with the access check) each time.
    expect(file.headers.get("cache-control")).toBe("private, no-cache");
    expect(file.headers.get("content-disposition")).toBe(`inline; filename="${book.file}"`);
    expect(await bytesOf(file)).toEqual(readFileSync(join(SHIPPED_EBOOKS, book.file)));

    // A revalidation passes the access check too, then is a 304 while the file is unchanged.
    const etag = file.headers.get("etag") ?? "";
    const again = await server.request(downloadPath(book.id), {
      cookie: member.cookie,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const stranger = await registerThroughRest(server);
    const refused = await server.request(downloadPath(book.id), {
      cookie: stranger.cookie,
      headers: { "if-none-match": etag },
    });
    expect(refused.status).toBe(403);
  });

  it("are sent to a premium member, every one of them", async () => {
    const member = await registerThroughRest(server);
    expect((await server.request("/api/membership/upgrade", { cookie: member.cookie, body: {} })).status).toBe(200);
    for (const book of seeded) {
      const file = await server.request(downloadPath(book.id), { cookie: member.cookie });
      expect(file.status, book.title).toBe(200);
      expect(file.headers.get("content-type"), book.title).toBe("application/pdf");
      expect(isPdf(await bytesOf(file)), book.title).toBe(true);
    }
  });

  it("are listed with an address only for the e-books the member may read, and that address sends the file", async () => {
    const member = await registerThroughRest(server);
    for (const path of ["/api/ebooks", "/api/ebooks?featured=true"]) {
      const response = await server.request(path, { cookie: member.cookie });
      expect(response.status, path).toBe(200);
      const listed: Array<{ id: number; price: number; downloadUrl: string | null }> = await json(response);
      const ours = listed.filter((book) => seeded.some((each) => each.id === book.id));
      expect(ours.length, path).toBeGreaterThan(0);
      for (const book of ours) {
        if (book.price > 0) {
          expect(book.downloadUrl, `${path} ${book.id}`).toBeNull();
        } else {
          expect(book.downloadUrl, `${path} ${book.id}`).toBe(downloadPath(book.id));
          const file = await server.request(book.downloadUrl ?? "", { cookie: member.cookie });
          expect(file.status).toBe(200);
          expect(isPdf(await bytesOf(file))).toBe(true);
        }
      }
    }
  });

  it("are 404 for an unknown e-book and for any path that tries to leave the folder", async () => {
    const member = await registerThroughRest(server);
    expect((await server.request("/api/membership/upgrade", { cookie: member.cookie, body: {} })).status).toBe(200);
    const missing = await server.request(downloadPath(999_999), { cookie: member.cookie });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: "This e-book is no longer there." });

    for (const path of [
      "/api/ebooks/..%2F..%2Fpackage.json/download",
      "/api/ebooks/%2e%2e/download",
      "/api/ebooks/1%2F..%2F..%2Fconfig.ts/download",
      `/api/ebooks/${paidBook().id}/download/..%2F..%2Fpackage.json`,
      `/api/ebooks/${paidBook().id}/download%2F..%2F..%2Fpackage.json`,
      "/downloads/..%2F..%2F..%2Fserver%2Febooks%2Firon-mind.pdf",
      "/..%2Fserver%2Febooks%2Firon-mind.pdf",
    ]) {
      const response = await server.request(path, { cookie: member.cookie });
      expect(response.status, path).toBe(404);
      expect(isPdf(await bytesOf(response)), path).toBe(false);
    }

    // A stored name is no way out either: only a plain name in the folder is ever read.
    for (const file of ["../src/config.ts", "..", "../ebooks"]) {
      const [row] = await server.db
        .insert(schema.ebooks)
        .values({ title: `A way out: ${file}`, price: 0, file })
        .returning({ id: schema.ebooks.id });
      const response = await server.request(downloadPath(row?.id ?? 0), { cookie: member.cookie });
      expect(response.status, file).toBe(404);
      expect(await json(response), file).toEqual({
        message: "This e-book's file is missing. Please try again later.",
      });
    }
  });
});
