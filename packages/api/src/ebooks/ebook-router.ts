import { TRPCError } from "@trpc/server";
import { and, asc, type Database, desc, eq, getTableColumns, schema, sql, type Transaction } from "@wolfpack/db";
import { EBOOK_LOCKED, ebookAccess, mayReadEbook } from "@wolfpack/rules/ebooks/access";
import { ebookLibraryInput, ebookListInput, ebookProgressInput, oneEbookInput } from "@wolfpack/rules/ebooks/inputs";
import { memberRows } from "../auth/member-rows.ts";
import { catalogue } from "../shared/catalogue.ts";
import { memberInScope, ownMemberId } from "../shared/members.ts";
import { protectedProcedure, publicProcedure, router, signedInWithOwn, whenOwn } from "../trpc.ts";

const { createdAt: _createdAt, ...ebookColumns } = getTableColumns(schema.ebooks);
const ebooks = schema.ebooks;
const entries = schema.userEbooks;

const EBOOK_NOT_FOUND = "This e-book is no longer there.";
const NO_EBOOK_FILE = "This e-book has no file to read yet.";

/**
 * Where a member downloads an e-book they may read: the server's route
 * (apps/server/src/rest/ebooks.ts), which asks `ebook.download` again on every request.
 */
const downloadUrl = (ebookId: number) => `/api/ebooks/${ebookId}/download`;

/**
 * The name of the e-book's file in the server's e-book folder. Rows seeded before the
 * files left the public web app hold `/downloads/<name>`: the last part is the name.
 */
function fileName(file: string | null): string | null {
  const name = file?.slice(file.lastIndexOf("/") + 1);
  return name ? name : null;
}

/** A library entry as every answer carries it: `bought` when paid for (or taken free), not only opened with premium. */
const entryColumns = {
  ebookId: entries.ebookId,
  progress: entries.progress,
  purchasedAt: entries.purchasedAt,
  bought: sql<boolean>`${entries.paidPrice} is not null`.as("bought"),
};
export type EbookEntry = Awaited<ReturnType<typeof entryOf>>;

/** Which e-books a member has an entry for, and whether each was bought. */
const boughtBy = memberRows(
  "ebook_entries",
  (db, memberId, alias) =>
    db
      .select({ ebookId: entries.ebookId, bought: entryColumns.bought })
      .from(entries)
      .where(eq(entries.userId, memberId))
      .as(alias),
  (own) => [asc(own.ebookId)],
  { kept: "own" },
);

/** A member's library, most recently bought or opened first. */
const libraryOf = memberRows(
  "library",
  (db, memberId, alias) => db.select(entryColumns).from(entries).where(eq(entries.userId, memberId)).as(alias),
  (library) => [desc(library.purchasedAt), asc(library.ebookId)],
  { kept: "own" },
);

/** The e-book's price and file, or 404. */
async function ebookOf(db: Database | Transaction, ebookId: number) {
  const [ebook] = await db
    .select({ price: ebooks.price, file: ebooks.file })
    .from(ebooks)
    .where(eq(ebooks.id, ebookId));
  if (!ebook) throw new TRPCError({ code: "NOT_FOUND", message: EBOOK_NOT_FOUND });
  return ebook;
}

async function entryOf(db: Database | Transaction, memberId: string, ebookId: number) {
  const [entry] = await db
    .select(entryColumns)
    .from(entries)
    .where(and(eq(entries.userId, memberId), eq(entries.ebookId, ebookId)));
  return entry ?? null;
}

export const ebookRouter = router({
  /**
   * The e-book shelf, featured first; `featured: true` gives only the featured ones. Each
   * carries `downloadUrl` only when the member may read it (`ebookAccess`), else null.
   */
  list: publicProcedure
    .input(ebookListInput)
    .use(signedInWithOwn({ bought: boughtBy.own }, () => ({})))
    .query(async ({ ctx, input }) => {
      const [shelf, own] = await Promise.all([
        catalogue(ctx.db, `e-books ${input?.featured ?? "all"}`, () =>
          ctx.db
            .select(ebookColumns)
            .from(schema.ebooks)
            .where(input?.featured === undefined ? undefined : eq(schema.ebooks.featured, input.featured))
            .orderBy(desc(schema.ebooks.featured), asc(schema.ebooks.id))
            .execute(),
        ),
        ctx.own.bought ?? boughtBy.ofMember(ctx.db).execute({ memberId: ctx.member.id }),
      ]);
      const entryOfBook = new Map(own.map((entry) => [entry.ebookId, entry]));
      return shelf.map(({ file, ...ebook }) => ({
        ...ebook,
        downloadUrl:
          fileName(file) !== null && mayReadEbook(ctx.member, ebook, entryOfBook.get(ebook.id) ?? null)
            ? downloadUrl(ebook.id)
            : null,
      }));
    }),

  /**
   * A member's library entries (the member's own, or any member's for an admin), most
   * recently bought or opened first. Premium members read every e-book without an entry:
   * `ebookAccess` in @wolfpack/rules/ebooks/access tells what the member may open.
   */
  library: publicProcedure
    .input(ebookLibraryInput)
    .use(signedInWithOwn({ library: libraryOf.own }, whenOwn))
    .query(({ ctx, input }) => {
      if (ctx.own.library) return ctx.own.library;
      const memberId = memberInScope(ctx.member, input.memberId, "You can only see your own e-books.");
      return libraryOf.ofMember(ctx.db).execute({ memberId });
    }),

  /**
   * The name of the e-book's file, for the member who may read it: 404 for a missing
   * e-book or one without a file, 403 naming the purchase or the upgrade otherwise. The
   * server sends the bytes from its e-book folder (GET /api/ebooks/{id}/download).
   */
  download: protectedProcedure.input(oneEbookInput).query(async ({ ctx, input }) => {
    const ebook = await ebookOf(ctx.db, input.ebookId);
    const entry = await entryOf(ctx.db, ctx.member.id, input.ebookId);
    if (!mayReadEbook(ctx.member, ebook, entry)) throw new TRPCError({ code: "FORBIDDEN", message: EBOOK_LOCKED });
    const name = fileName(ebook.file);
    if (name === null) throw new TRPCError({ code: "NOT_FOUND", message: NO_EBOOK_FILE });
    return { fileName: name };
  }),

  /**
   * Buys the e-book through the payment gateway. Idempotent: an e-book already bought is
   * answered as it is and nothing is charged; a free e-book is taken without a charge,
   * and a premium member gets the entry without a charge (it opens the book while premium
   * lasts). The member's row stays locked from the check to the write, so of concurrent
   * buys exactly one charges.
   */
  buy: protectedProcedure.input(oneEbookInput).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const memberId = ctx.member.id;
      await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.id, memberId))
        .for("no key update");
      const ebook = await ebookOf(tx, input.ebookId);
      const entry = await entryOf(tx, memberId, input.ebookId);
      const access = ebookAccess(ctx.member, ebook, entry);
      if (access === "bought" && entry) return entry;
      if (access === "premium" && entry) return entry;

      const now = new Date();
      let paidPrice: number | null = access === "free" ? 0 : null;
      let purchasedAt = now;
      if (access === null) {
        const { paidAt } = await ctx.payments.charge({
          memberId,
          what: `ebook:${input.ebookId}`,
          amount: ebook.price,
          now,
          // One purchase per member and e-book, ever: a retried charge reuses the key.
          idempotencyKey: `ebook:${input.ebookId}:member:${memberId}`,
        });
        paidPrice = ebook.price;
        purchasedAt = paidAt;
      }
      const [saved] = await tx
        .insert(entries)
        .values({ userId: memberId, ebookId: input.ebookId, paidPrice, purchasedAt })
        .onConflictDoUpdate({ target: [entries.userId, entries.ebookId], set: { paidPrice, purchasedAt } })
        .returning(entryColumns);
      if (!saved) throw new Error("the e-book entry was not written");
      return saved;
    }),
  ),

  /**
   * Records how far the member has read, as they say it (0 to 100; it may go back, for a
   * re-read). Only for an e-book the member may read: 403 naming the purchase or the
   * upgrade otherwise. The first progress of a free or premium reader creates the entry.
   */
  setProgress: protectedProcedure.input(ebookProgressInput).mutation(async ({ ctx, input }) => {
    const memberId = ownMemberId(ctx.member, input.memberId, "You can only record your own reading.");
    const ebook = await ebookOf(ctx.db, input.ebookId);
    const entry = await entryOf(ctx.db, memberId, input.ebookId);
    if (!mayReadEbook(ctx.member, ebook, entry)) throw new TRPCError({ code: "FORBIDDEN", message: EBOOK_LOCKED });
    const [saved] = await ctx.db
      .insert(entries)
      .values({ userId: memberId, ebookId: input.ebookId, progress: input.progress, paidPrice: null })
      .onConflictDoUpdate({ target: [entries.userId, entries.ebookId], set: { progress: input.progress } })
      .returning(entryColumns);
    if (!saved) throw new Error("the reading progress was not written");
    return saved;
  }),
});
