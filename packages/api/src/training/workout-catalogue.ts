import { type Database, schema, sql } from "@wolfpack/db";
import { isWorkoutLocked, type Viewer } from "@wolfpack/rules/training/access";
import { catalogue, deepFreeze } from "../shared/catalogue.ts";

const w = schema.workouts;

/**
 * What a workout card shows (the exercises for their count); the description, muscle
 * groups and the rest are in the full record, for members who may open it. Every screen
 * with cards reads the whole catalogue, so each byte here is sent a hundred times.
 */
const cardColumns = {
  id: w.id,
  title: w.title,
  category: w.category,
  duration: w.duration,
  difficulty: w.difficulty,
  exercises: w.exercises,
  imageUrl: w.imageUrl,
  day: w.day,
  isPremium: w.isPremium,
};

const readCards = (db: Database) =>
  db.select(cardColumns).from(w).orderBy(sql`${w.day} asc nulls last`, w.id).execute();

export type WorkoutCard = Awaited<ReturnType<typeof readCards>>[number];
export type ListedWorkout = Readonly<WorkoutCard & { locked: boolean }>;

/**
 * Every workout's card in program order, by id, and as each kind of viewer sees the list.
 * Shared by the list and by completions.
 */
export function workoutCatalogue(db: Database) {
  return catalogue(db, "workout cards", async () => {
    const cards = await readCards(db);
    // Locking depends on nothing of the viewer but what a Viewer holds: one list for each.
    const lists = new Map<string, readonly ListedWorkout[]>();
    return {
      byId: new Map(cards.map((card) => [card.id, card])),
      /** The cards, each marked locked or not for this viewer. */
      listFor(viewer: Viewer): readonly ListedWorkout[] {
        const key = `${viewer.membershipTier}:${viewer.isAdmin}`;
        let list = lists.get(key);
        if (!list) {
          list = deepFreeze(cards.map((card) => ({ ...card, locked: isWorkoutLocked(card, viewer) })));
          lists.set(key, list);
        }
        return list;
      },
    };
  });
}
