import { sql } from "@wolfpack/db";
import { publicProcedure, router } from "../trpc.ts";

export const healthRouter = router({
  /** Answers once the database answers, so a load balancer only sends traffic to working instances. */
  check: publicProcedure.query(async ({ ctx }) => {
    await ctx.db.execute(sql`select 1`);
    return { status: "ok" as const };
  }),
});
