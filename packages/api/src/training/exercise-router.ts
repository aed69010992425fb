import { asc, getTableColumns, schema } from "@wolfpack/db";
import { protectedProcedure, router } from "../trpc.ts";

const { createdAt: _createdAt, ...exerciseColumns } = getTableColumns(schema.exercises);

export const exerciseRouter = router({
  /** The exercise catalogue: set targets, reps, cues and tips for the session screen. */
  list: protectedProcedure.query(({ ctx }) =>
    ctx.db.select(exerciseColumns).from(schema.exercises).orderBy(asc(schema.exercises.name)),
  ),
});
