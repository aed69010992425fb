import { sql } from "@wolfpack/db";
import { databaseUnavailable } from "./shared/db-errors.ts";
import { publicProcedure, router } from "./trpc.ts";

/** Well inside the five seconds a load balancer's health check commonly waits. */
export const HEALTH_TIMEOUT_MS = 3_000;

export const healthRouter = router({
  /**
   * 200 once the database answers; 503 when it refuses, fails or does not answer in
   * time, so a load balancer drains this instance instead of waiting on it.
   */
  check: publicProcedure.query(async ({ ctx }) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer in time")), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([ctx.db.execute(sql`select 1`), timeout]);
    } catch (cause) {
      throw databaseUnavailable(ctx.resHeaders, cause);
    } finally {
      clearTimeout(timer);
    }
    return { status: "ok" as const };
  }),
});
