/**
 * Prints every member with their stats, from the database the environment names
 * (DATABASE_URL, else the embedded one in DATA_DIR). It reuses the api package
 * in-process, as an admin, exactly as the admin dashboard does over HTTP.
 *
 *   pnpm member-report            # acts as the first admin found
 *   pnpm member-report --json     # machine-readable
 */
import { createCaller, createScriptContext, type RouterOutputs, toPublicMember } from "@wolfpack/api";
import { asc, createDbFromEnv, eq, schema } from "@wolfpack/db";

const handle = await createDbFromEnv();
try {
  const [admin] = await handle.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.isAdmin, true))
    .orderBy(asc(schema.users.createdAt))
    .limit(1);
  if (!admin) {
    console.error("No admin in this database yet. Create one first: pnpm admin:create --email you@example.com");
    process.exitCode = 1;
  } else {
    const api = createCaller(createScriptContext(handle.db, toPublicMember(admin)));
    const analytics = await api.admin.analytics();
    // Every page of the member table.
    const members: RouterOutputs["admin"]["engagement"]["rows"] = [];
    for (let cursor: string | null = null; ; ) {
      const page: RouterOutputs["admin"]["engagement"] = await api.admin.engagement({ cursor, limit: 200 });
      members.push(...page.rows);
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    if (process.argv.includes("--json")) {
      console.log(JSON.stringify({ analytics, members }, null, 2));
    } else {
      console.log(
        `${analytics.totalUsers} members, ${analytics.premiumUsers} premium, ` +
          `${analytics.totalWorkoutsCompleted} workouts, ${analytics.totalActiveMinutes} active minutes, ` +
          `${analytics.averageWorkoutsPerUser.toFixed(1)} workouts per member`,
      );
      console.table(
        members.map((member) => ({
          username: member.username,
          email: member.email,
          tier: member.membershipTier.toUpperCase(),
          workouts: member.workoutsCompleted,
          minutes: member.totalMinutes,
          streak: member.currentStreak,
          lastActive: member.lastLoginAt ? member.lastLoginAt.toISOString().slice(0, 10) : "Never",
        })),
      );
    }
  }
} finally {
  await handle.close();
}
