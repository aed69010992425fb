import { asc, type Database, getTableColumns, schema } from "@wolfpack/db";
import { ACHIEVEMENT_TIERS } from "@wolfpack/rules/training/achievements";
import { catalogue } from "../shared/catalogue.ts";

const a = schema.achievements;
const { createdAt: _createdAt, ...columns } = getTableColumns(a);

/** Every achievement, by tier and then by how far its trigger is; shared by the list and the awarding. */
export function achievementCatalogue(db: Database) {
  return catalogue(db, "achievements", async () => {
    const rows = await db.select(columns).from(a).orderBy(asc(a.triggerValue), asc(a.id));
    const rank = (tier: (typeof rows)[number]["tier"]) => ACHIEVEMENT_TIERS.indexOf(tier);
    return rows.sort((x, y) => rank(x.tier) - rank(y.tier));
  });
}
