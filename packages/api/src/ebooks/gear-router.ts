import { asc, desc, getTableColumns, schema } from "@wolfpack/db";
import { catalogue } from "../shared/catalogue.ts";
import { protectedProcedure, router } from "../trpc.ts";

const { createdAt: _createdAt, ...gearColumns } = getTableColumns(schema.gearProducts);

export const gearRouter = router({
  /** Pack gear, featured first. */
  list: protectedProcedure.query(({ ctx }) =>
    catalogue(ctx.db, "gear", () =>
      ctx.db
        .select(gearColumns)
        .from(schema.gearProducts)
        .orderBy(desc(schema.gearProducts.featured), asc(schema.gearProducts.id))
        .execute(),
    ),
  ),
});
