import { and, eq, schema } from "@wolfpack/db";
import { EBOOK_LOCKED } from "@wolfpack/rules/ebooks/access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentGateway, type Purchase, recordOnlyGateway } from "../src/membership/payments.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApi["member"]>>;

let books = 0;
/** A new e-book on the shelf at the given price, with the file of that name in the server's e-book folder. */
async function ebook(price: number, file: string | null = null): Promise<number> {
  books += 1;
  const [row] = await t.db
    .insert(schema.ebooks)
    .values({ title: `Test e-book ${books} ${Math.random()}`, price, file })
    .returning({ id: schema.ebooks.id });
  if (!row) throw new Error("no e-book");
  return row.id;
}

/** A gateway that remembers every purchase it was asked to charge. */
function countingGateway(): PaymentGateway & { purchases: Purchase[] } {
  const purchases: Purchase[] = [];
  return {
    purchases,
    settle: recordOnlyGateway.settle,
    async charge(purchase) {
      purchases.push(purchase);
      // A real provider takes a moment: long enough for concurrent requests to overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return recordOnlyGateway.charge(purchase);
    },
  };
}

function paying(member: Member, gateway: PaymentGateway) {
  return t.caller(member.cookie, "203.0.113.20", { payments: gateway }).api;
}

async function premiumMember(): Promise<Member> {
  const member = await t.member();
  await member.api.membership.upgrade();
  return member;
}

async function storedEntries(member: Member, ebookId: number) {
  return t.db
    .select()
    .from(schema.userEbooks)
    .where(and(eq(schema.userEbooks.userId, member.profile.id), eq(schema.userEbooks.ebookId, ebookId)));
}

describe("buying an e-book", () => {
  it("charges its price once and records one entry, even for 10 concurrent buys", async () => {
    const member = await t.member();
    const id = await ebook(12.5);
    const gateway = countingGateway();
    const api = paying(member, gateway);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.ebook.buy({ ebookId: id })));
    expect(gateway.purchases).toHaveLength(1);
    expect(gateway.purchases[0]).toMatchObject({ memberId: member.profile.id, amount: 12.5, what: `ebook:${id}` });
    for (const entry of results) expect(entry).toMatchObject({ ebookId: id, progress: 0, bought: true });
    const rows = await storedEntries(member, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paidPrice).toBe(12.5);

    // Buying it again answers the entry and charges nothing.
    expect(await api.ebook.buy({ ebookId: id })).toEqual(results[0]);
    expect(gateway.purchases).toHaveLength(1);
    expect(await member.api.ebook.library()).toEqual([results[0]]);
  });

  it("takes a free e-book, and gives a premium member any e-book, without a charge", async () => {
    const gateway = countingGateway();
    const free = await t.member();
    const costless = await ebook(0);
    expect(await paying(free, gateway).ebook.buy({ ebookId: costless })).toMatchObject({ bought: true });

    const premium = await premiumMember();
    const paid = await ebook(9.99);
    expect(await paying(premium, gateway).ebook.buy({ ebookId: paid })).toMatchObject({
      ebookId: paid,
      bought: false,
    });
    expect(gateway.purchases).toHaveLength(0);
    expect(await storedEntries(premium, paid)).toHaveLength(1);
  });

  it("charges a lapsed premium who only read it with premium, once", async () => {
    const member = await premiumMember();
    const id = await ebook(5);
    await member.api.ebook.setProgress({ ebookId: id, progress: 40 });
    await t.db
      .update(schema.users)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.users.id, member.profile.id));
    await expect(member.api.ebook.setProgress({ ebookId: id, progress: 50 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const gateway = countingGateway();
    const bought = await paying(member, gateway).ebook.buy({ ebookId: id });
    expect(bought).toMatchObject({ ebookId: id, progress: 40, bought: true });
    expect(gateway.purchases).toHaveLength(1);
    await paying(member, gateway).ebook.buy({ ebookId: id });
    expect(gateway.purchases).toHaveLength(1);
    expect(await member.api.ebook.setProgress({ ebookId: id, progress: 50 })).toMatchObject({ progress: 50 });
  });

  it("is 404 for a missing e-book and charges nothing", async () => {
    const member = await t.member();
    const gateway = countingGateway();
    await expect(paying(member, gateway).ebook.buy({ ebookId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(gateway.purchases).toHaveLength(0);
  });

  it("writes nothing when the payment fails", async () => {
    const member = await t.member();
    const id = await ebook(3);
    const failing: PaymentGateway = {
      settle: recordOnlyGateway.settle,
      async charge() {
        throw new Error("card declined");
      },
    };
    await expect(paying(member, failing).ebook.buy({ ebookId: id })).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(await storedEntries(member, id)).toHaveLength(0);
  });

  it("needs a signed-in member", async () => {
    await expect(t.caller().api.ebook.buy({ ebookId: 1 })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.caller().api.ebook.library()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("reading progress", () => {
  it("lets a premium member read without buying, creating the entry", async () => {
    const member = await premiumMember();
    const id = await ebook(19);
    expect(await member.api.ebook.setProgress({ ebookId: id, progress: 25 })).toMatchObject({
      ebookId: id,
      progress: 25,
      bought: false,
    });
    // What the reader says is stored, back as well as forward (a re-read).
    expect(await member.api.ebook.setProgress({ ebookId: id, progress: 10 })).toMatchObject({ progress: 10 });
    expect(await member.api.ebook.library()).toMatchObject([{ ebookId: id, progress: 10 }]);
  });

  it("refuses a free member on a paid e-book they did not buy with 403, and lets them read free ones", async () => {
    const member = await t.member();
    const paid = await ebook(7);
    await expect(member.api.ebook.setProgress({ ebookId: paid, progress: 5 })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: EBOOK_LOCKED,
    });
    expect(await storedEntries(member, paid)).toHaveLength(0);
    const costless = await ebook(0);
    expect(await member.api.ebook.setProgress({ ebookId: costless, progress: 100 })).toMatchObject({
      progress: 100,
    });
    await member.api.ebook.buy({ ebookId: paid });
    expect(await member.api.ebook.setProgress({ ebookId: paid, progress: 5 })).toMatchObject({ progress: 5 });
  });

  it("takes a whole percent from 0 to 100 (400 otherwise) and 404 for a missing e-book", async () => {
    const member = await premiumMember();
    const id = await ebook(1);
    for (const progress of [101, -1, 2.5]) {
      await expect(member.api.ebook.setProgress({ ebookId: id, progress })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "Reading progress must be a whole percent from 0 to 100",
      });
    }
    expect(await storedEntries(member, id)).toHaveLength(0);
    await expect(member.api.ebook.setProgress({ ebookId: 999_999, progress: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("is the member's own: another member's id is 403, even for an admin", async () => {
    const member = await premiumMember();
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const id = await ebook(0);
    await expect(
      admin.api.ebook.setProgress({ memberId: member.profile.id, ebookId: id, progress: 1 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("a member's library", () => {
  it("is 403 for another member and open to admins", async () => {
    const owner = await t.member();
    const id = await ebook(0);
    await owner.api.ebook.buy({ ebookId: id });
    const other = await t.member();
    await expect(other.api.ebook.library({ memberId: owner.profile.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You can only see your own e-books.",
    });
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    expect(await admin.api.ebook.library({ memberId: owner.profile.id })).toMatchObject([
      { ebookId: id, progress: 0, bought: true },
    ]);
    expect(await other.api.ebook.library()).toEqual([]);
  });
});

describe("what a member may download", () => {
  // The shelf is read once per 10 s (a catalogue): every e-book these tests list is made first.
  const shelf = { paid: 0, costless: 0, bought: 0, readWithPremium: 0, withoutFile: 0 };
  let buyer: Member;
  let lapsed: Member;
  beforeAll(async () => {
    shelf.paid = await ebook(9.5, "paid-book.pdf");
    shelf.costless = await ebook(0, "costless-book.pdf");
    shelf.bought = await ebook(4.25, "bought-book.pdf");
    shelf.readWithPremium = await ebook(6, "premium-read.pdf");
    shelf.withoutFile = await ebook(0);
    buyer = await t.member();
    await buyer.api.ebook.buy({ ebookId: shelf.bought });
    lapsed = await premiumMember();
    await lapsed.api.ebook.setProgress({ ebookId: shelf.readWithPremium, progress: 30 });
    await t.db
      .update(schema.users)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.users.id, lapsed.profile.id));
  });

  /** The download address the member's shelf gives each e-book, by id. */
  async function addresses(member: Member): Promise<Map<number, string | null>> {
    return new Map((await member.api.ebook.list()).map((book) => [book.id, book.downloadUrl]));
  }
  const route = (id: number) => `/api/ebooks/${id}/download`;

  it("gives a free member an address only for the e-books they may read", async () => {
    const seen = await addresses(buyer);
    expect(seen.get(shelf.paid)).toBeNull();
    expect(seen.get(shelf.readWithPremium)).toBeNull();
    expect(seen.get(shelf.costless)).toBe(route(shelf.costless));
    expect(seen.get(shelf.bought)).toBe(route(shelf.bought));
    // Free, but nothing to download.
    expect(seen.get(shelf.withoutFile)).toBeNull();
    // No stored file name or old public address reaches the member.
    for (const book of await buyer.api.ebook.list()) {
      expect(book).not.toHaveProperty("file");
      if (book.downloadUrl !== null) expect(book.downloadUrl).toBe(route(book.id));
    }

    await expect(buyer.api.ebook.download({ ebookId: shelf.paid })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: EBOOK_LOCKED,
    });
    expect(await buyer.api.ebook.download({ ebookId: shelf.bought })).toEqual({ fileName: "bought-book.pdf" });
    expect(await buyer.api.ebook.download({ ebookId: shelf.costless })).toEqual({ fileName: "costless-book.pdf" });
  });

  it("opens an e-book once it is bought", async () => {
    const member = await t.member();
    await expect(member.api.ebook.download({ ebookId: shelf.paid })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await member.api.ebook.buy({ ebookId: shelf.paid });
    expect((await addresses(member)).get(shelf.paid)).toBe(route(shelf.paid));
    expect(await member.api.ebook.download({ ebookId: shelf.paid })).toEqual({ fileName: "paid-book.pdf" });
  });

  it("answers the shelf and the library read with the session as when read apart", async () => {
    const member = await t.member();
    await member.api.ebook.buy({ ebookId: shelf.paid });
    const coach = await t.member();
    await t.makeAdmin(coach.profile.id);
    // A fresh request each: the member's entries come with the session (auth/session-store.ts).
    const shelfWithSession = await t.caller(member.cookie).api.ebook.list();
    const libraryWithSession = await t.caller(member.cookie).api.ebook.library();
    expect(new Map(shelfWithSession.map((book) => [book.id, book.downloadUrl])).get(shelf.paid)).toBe(
      route(shelf.paid),
    );
    expect(libraryWithSession.map((entry) => [entry.ebookId, entry.bought])).toEqual([[shelf.paid, true]]);
    // Read apart: after the session was read in the request, and by a coach.
    const apart = t.caller(member.cookie).api;
    await apart.auth.me();
    expect(await apart.ebook.list()).toEqual(shelfWithSession);
    expect(await apart.ebook.library()).toEqual(libraryWithSession);
    expect(await t.caller(coach.cookie).api.ebook.library({ memberId: member.profile.id })).toEqual(libraryWithSession);
  });

  it("gives a premium member, and an admin, every e-book that has a file", async () => {
    const premium = await premiumMember();
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    for (const member of [premium, admin]) {
      const seen = await addresses(member);
      for (const id of [shelf.paid, shelf.costless, shelf.bought, shelf.readWithPremium]) {
        expect(seen.get(id)).toBe(route(id));
      }
      expect(seen.get(shelf.withoutFile)).toBeNull();
      expect(await member.api.ebook.download({ ebookId: shelf.paid })).toEqual({ fileName: "paid-book.pdf" });
    }
  });

  it("closes what a lapsed premium only read with premium", async () => {
    expect((await addresses(lapsed)).get(shelf.readWithPremium)).toBeNull();
    await expect(lapsed.api.ebook.download({ ebookId: shelf.readWithPremium })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: EBOOK_LOCKED,
    });
  });

  it("is 404 for a missing e-book or one without a file, and needs a signed-in member", async () => {
    const premium = await premiumMember();
    await expect(premium.api.ebook.download({ ebookId: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(premium.api.ebook.download({ ebookId: shelf.withoutFile })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.caller().api.ebook.download({ ebookId: shelf.costless })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(t.caller().api.ebook.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("names the file of a row seeded when the files were public by its name alone", async () => {
    const premium = await premiumMember();
    const old = await ebook(3, "/downloads/iron-mind.pdf");
    expect(await premium.api.ebook.download({ ebookId: old })).toEqual({ fileName: "iron-mind.pdf" });
  });
});
