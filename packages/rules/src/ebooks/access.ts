/**
 * Who may read an e-book. Pure, so the library screen shows READ or BUY NOW by the same
 * rule the server enforces.
 */
import type { MembershipTier } from "../membership/membership.ts";

export interface EbookReader {
  /** The tier as it stands now: a lapsed premium is free (`effectiveTier`). */
  membershipTier: MembershipTier;
  isAdmin: boolean;
}

/** The member's entry for the e-book, if any: `bought` when they paid for it (or took it free). */
export interface EbookEntry {
  bought: boolean;
}

/** Why a member may read an e-book: they bought it, it costs nothing, or premium opens the whole library. */
export type EbookAccess = "bought" | "free" | "premium";

/** An e-book without a price, or priced at 0 (or less), is free to every member. */
export function isFreeEbook(ebook: { price: number | null }): boolean {
  return ebook.price === null || ebook.price <= 0;
}

/**
 * Why the reader may read the e-book, or null when they may not. Premium members and
 * admins read the complete library without buying; free members read free e-books and
 * the ones they bought. An entry that came with premium (not bought) opens nothing by
 * itself once premium has lapsed.
 */
export function ebookAccess(
  reader: EbookReader,
  ebook: { price: number | null },
  entry: EbookEntry | null,
): EbookAccess | null {
  if (entry?.bought) return "bought";
  if (isFreeEbook(ebook)) return "free";
  if (reader.membershipTier === "premium" || reader.isAdmin) return "premium";
  return null;
}

export function mayReadEbook(reader: EbookReader, ebook: { price: number | null }, entry: EbookEntry | null): boolean {
  return ebookAccess(reader, ebook, entry) !== null;
}

export const EBOOK_LOCKED =
  "This e-book is not in your library yet. Buy it, or upgrade to PREMIUM WOLF to read every e-book.";

/**
 * The member's reading list (READING PROGRESS): their entries in the order given (most
 * recent first), each with its e-book, leaving out what they may no longer read (an
 * e-book that came with a premium now lapsed) and entries whose e-book is gone.
 */
export function readingList<
  Book extends { id: number; price: number | null },
  Entry extends EbookEntry & { ebookId: number },
>(reader: EbookReader, ebooks: readonly Book[], entries: readonly Entry[]): Array<{ ebook: Book; entry: Entry }> {
  const byId = new Map(ebooks.map((ebook) => [ebook.id, ebook]));
  return entries.flatMap((entry) => {
    const ebook = byId.get(entry.ebookId);
    return ebook && mayReadEbook(reader, ebook, entry) ? [{ ebook, entry }] : [];
  });
}
