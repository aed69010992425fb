/**
 * Prints every member with their stats, from the database the environment names
 * (DATABASE_URL, else the embedded one in DATA_DIR). It reuses the api package
 * in-process, as an admin, exactly as the admin dashboard does over HTTP: the members
 * as the CSV export reads them (page by page, in member id order), Last Active on the
 * admin's calendar.
 *
 *   pnpm member-report            # acts as the first admin found
 *   pnpm member-report --json     # machine-readable
 */
import { createCaller, createScriptContext, everyMember, type MemberTableRow, toPublicMember } from "@wolfpack/api";
import { asc, createDbFromEnv, eq, schema } from "@wolfpack/db";
import { averageLabel, lastActiveLabel } from "@wolfpack/rules/admin/dashboard";

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
    const members: MemberTableRow[] = [];
    for await (const page of everyMember(api)) members.push(...page);
    if (process.argv.includes("--json")) {
      console.log(JSON.stringify({ analytics, members }, null, 2));
    } else {
      console.log(
        `${analytics.totalUsers} members, ${analytics.premiumUsers} premium, ` +
          `${analytics.totalWorkoutsCompleted} workouts, ${analytics.totalActiveMinutes} active minutes, ` +
          `${averageLabel(analytics.averageWorkoutsPerUser)} workouts per member`,
      );
      console.table(
        members.map((member) => ({
          username: member.username,
          email: member.email,
          tier: member.membershipTier.toUpperCase(),
          workouts: member.workoutsCompleted,
          minutes: member.totalMinutes,
          streak: member.currentStreak,
          lastActive: lastActiveLabel(member.lastLoginAt, admin.timezone),
        })),
      );
    }
  }
} finally {
  await handle.close();
}
