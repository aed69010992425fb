import { asc, desc, getTableColumns, schema } from "@wolfpack/db";
import { protectedProcedure, router } from "../trpc.ts";

const { createdAt: _createdAt, ...gearColumns } = getTableColumns(schema.gearProducts);

export const gearRouter = router({
  /** Pack gear, featured first. */
  list: protectedProcedure.query(({ ctx }) =>
    ctx.db
      .select(gearColumns)
      .from(schema.gearProducts)
      .orderBy(desc(schema.gearProducts.featured), asc(schema.gearProducts.id)),
  ),
});
