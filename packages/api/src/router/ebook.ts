import { asc, desc, eq, getTableColumns, schema } from "@wolfpack/db";
import { ebookListInput } from "@wolfpack/rules/training-inputs";
import { protectedProcedure, router } from "../trpc.ts";

const { createdAt: _createdAt, ...ebookColumns } = getTableColumns(schema.ebooks);

export const ebookRouter = router({
  /** The e-book shelf, featured first; `featured: true` gives only the featured ones. */
  list: protectedProcedure.input(ebookListInput).query(({ ctx, input }) =>
    ctx.db
      .select(ebookColumns)
      .from(schema.ebooks)
      .where(input?.featured === undefined ? undefined : eq(schema.ebooks.featured, input.featured))
      .orderBy(desc(schema.ebooks.featured), asc(schema.ebooks.id)),
  ),
});
