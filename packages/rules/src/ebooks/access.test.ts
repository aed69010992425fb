import { describe, expect, it } from "vitest";
import { ebookAccess, isFreeEbook, mayReadEbook, readingList } from "./access.ts";

const free = { membershipTier: "free", isAdmin: false } as const;
const premium = { membershipTier: "premium", isAdmin: false } as const;
const admin = { membershipTier: "free", isAdmin: true } as const;
const paid = { price: 9.99 };
const costless = { price: 0 };

describe("who may read an e-book", () => {
  it("counts a price of 0 or none as free", () => {
    expect(isFreeEbook({ price: 0 })).toBe(true);
    expect(isFreeEbook({ price: null })).toBe(true);
    expect(isFreeEbook({ price: 0.01 })).toBe(false);
  });

  it("lets premium members and admins read every e-book without buying", () => {
    expect(ebookAccess(premium, paid, null)).toBe("premium");
    expect(ebookAccess(admin, paid, null)).toBe("premium");
    expect(ebookAccess(premium, paid, { bought: false })).toBe("premium");
    expect(ebookAccess(premium, paid, { bought: true })).toBe("bought");
  });

  it("lets free members read free e-books and the ones they bought, nothing else", () => {
    expect(ebookAccess(free, costless, null)).toBe("free");
    expect(ebookAccess(free, { price: null }, null)).toBe("free");
    expect(ebookAccess(free, paid, { bought: true })).toBe("bought");
    expect(ebookAccess(free, paid, null)).toBeNull();
    expect(mayReadEbook(free, paid, null)).toBe(false);
    expect(mayReadEbook(free, costless, null)).toBe(true);
  });

  it("closes an e-book that came with premium once premium has lapsed (the member reads as free)", () => {
    expect(ebookAccess(free, paid, { bought: false })).toBeNull();
  });
});

describe("the reading list", () => {
  const ebooks = [
    { id: 1, price: 9.99 },
    { id: 2, price: 0 },
    { id: 3, price: 4.99 },
  ];
  const entries = [
    { ebookId: 3, bought: false, progress: 10 },
    { ebookId: 2, bought: false, progress: 0 },
    { ebookId: 9, bought: true, progress: 50 },
    { ebookId: 1, bought: true, progress: 80 },
  ];

  it("keeps the member's entries in their order, each with its e-book", () => {
    expect(readingList(premium, ebooks, entries).map(({ ebook, entry }) => [ebook.id, entry.progress])).toEqual([
      [3, 10],
      [2, 0],
      [1, 80],
    ]);
  });

  it("leaves out an e-book that came with a premium now lapsed, and one that is gone", () => {
    expect(readingList(free, ebooks, entries).map(({ ebook }) => ebook.id)).toEqual([2, 1]);
    expect(readingList(free, [], entries)).toEqual([]);
  });
});
