import { readFileSync } from "node:fs";
import { sessionOneRepMaxes } from "@wolfpack/rules/training/charts";
import { kgFrom } from "@wolfpack/rules/training/weights";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const MIGRATION = new URL("../drizzle/0015_session_one_rep_maxes.sql", import.meta.url);

/** The migration's hand-written statement that works out the bests of sets logged before it. */
function backfill(): string {
  const text = readFileSync(MIGRATION, "utf8");
  const start = text.indexOf("-- Hand-written: each session's best");
  const end = text.indexOf("-- End of hand-written.", start);
  if (start < 0 || end < 0) throw new Error("the backfill is not in migration 0015");
  return text.slice(start, end);
}

/**
 * Weights as members store them: every tenth of a kilogram to 150 kg, every half pound to
 * 400 lb in kilograms to the gram, and some grams in between; with none and zero.
 */
function storedWeights(): (number | null)[] {
  const weights = new Set<number | null>([null, 0]);
  for (let tenths = 1; tenths <= 1500; tenths++) weights.add(tenths / 10);
  for (let halves = 1; halves <= 800; halves++) weights.add(kgFrom(halves / 2, "lb"));
  for (let grams = 1; grams <= 400_000; grams += 4999) weights.add(grams / 1000);
  return [...weights];
}
/** Reps a set may hold: none, 0, the 1 to 20 the estimate takes, and past them. */
const REPS = [null, ...Array.from({ length: 23 }, (_, reps) => reps)];

interface Set {
  exerciseName: string;
  setNumber: number;
  reps: number | null;
  weightKg: number | null;
}

async function session(memberId: string, workoutId: number, sets: Set[]) {
  const [row] = await handle.db
    .insert(schema.userWorkouts)
    .values({ userId: memberId, workoutId, localDate: "2026-05-01" })
    .returning({ id: schema.userWorkouts.id });
  if (!row) throw new Error("no session written");
  // One statement however many sets: the drizzle insert of 90,000 rows would take minutes on PGlite.
  await handle.db.execute(sql`
    insert into workout_sets (user_workout_id, exercise_name, set_number, reps, weight_kg)
    select ${row.id}, s->>0, (s->>1)::integer, (s->>2)::integer, (s->>3)::numeric
    from jsonb_array_elements(${JSON.stringify(sets.map((set) => [set.exerciseName, set.setNumber, set.reps, set.weightKg]))}::jsonb) as s`);
  return row.id;
}

async function stored(sessionId: number) {
  return handle.db
    .select({
      exerciseName: schema.sessionOneRepMaxes.exerciseName,
      kg: schema.sessionOneRepMaxes.kg,
      lb: schema.sessionOneRepMaxes.lb,
    })
    .from(schema.sessionOneRepMaxes)
    .where(eq(schema.sessionOneRepMaxes.userWorkoutId, sessionId));
}

const byName = (a: { exerciseName: string }, b: { exerciseName: string }) =>
  a.exerciseName.localeCompare(b.exerciseName);

describe("migration 0015's bests of sets logged before it", () => {
  it("gives each set's estimate in both units exactly as the rule does", async () => {
    const [member] = await handle.db
      .insert(schema.users)
      .values({ username: "oldlifter", email: "oldlifter@example.com", passwordHash: "x" })
      .returning({ id: schema.users.id });
    const [workout] = await handle.db
      .insert(schema.workouts)
      .values({ title: "Old Iron", category: "Strength", duration: 60, difficulty: "Beginner", exercises: [] })
      .returning({ id: schema.workouts.id });
    if (!member || !workout) throw new Error("no member or workout written");
    // A set of its own per exercise, so each stored best is one set's estimate...
    const single = storedWeights().flatMap((weightKg) =>
      REPS.map((reps) => ({ exerciseName: `${weightKg} x ${reps}`, setNumber: 1, reps, weightKg })),
    );
    // ...and every rep count of a weight as one exercise, so each is the highest of them.
    const grouped = storedWeights()
      .slice(0, 200)
      .flatMap((weightKg) =>
        REPS.map((reps, n) => ({ exerciseName: `${weightKg}`, setNumber: n + 1, reps, weightKg })),
      );
    const singleId = await session(member.id, workout.id, single);
    const groupedId = await session(member.id, workout.id, grouped);

    await handle.db.execute(sql.raw(backfill()));

    for (const [id, sets] of [
      [singleId, single],
      [groupedId, grouped],
    ] as const) {
      const expected = sessionOneRepMaxes(sets);
      expect((await stored(id)).sort(byName)).toEqual(expected.sort(byName));
    }
    // The sample holds sets the estimate leaves out, and tens of thousands it takes.
    expect(single.length - sessionOneRepMaxes(single).length).toBeGreaterThan(5_000);
    expect(sessionOneRepMaxes(single).length).toBeGreaterThan(40_000);
  });
});
