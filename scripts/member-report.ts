/**
 * Prints every member with their stats, from the database the environment names
 * (DATABASE_URL, else the embedded one in DATA_DIR). It reuses the api package
 * in-process, as an admin, exactly as the admin dashboard does over HTTP.
 *
 *   pnpm member-report            # acts as the first admin found
 *   pnpm member-report --json     # machine-readable
 */
import { createCaller, createScriptContext, toPublicMember } from "@wolfpack/api";
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
    const [analytics, members] = await Promise.all([api.admin.analytics(), api.admin.engagement()]);
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
