/**
 * Creates an admin, or promotes an existing member, in the database the environment
 * names: how a real deployment gets its first admin.
 *
 *   ADMIN_PASSWORD=... pnpm admin:create --email coach@example.com [--username Coach]
 *
 * The password is read from ADMIN_PASSWORD (never from the command line, where it would
 * stay in the shell history); it is needed only when the account does not exist yet.
 */
import { parseArgs } from "node:util";
import { bootstrapAdmin } from "@wolfpack/api";
import { createDbFromEnv } from "@wolfpack/db";

const { values } = parseArgs({ options: { email: { type: "string" }, username: { type: "string" } } });
if (!values.email) {
  console.error("Usage: ADMIN_PASSWORD=... pnpm admin:create --email you@example.com [--username Name]");
  process.exit(2);
}

const handle = await createDbFromEnv();
try {
  const { member, created } = await bootstrapAdmin(handle.db, {
    email: values.email,
    username: values.username ?? values.email.split("@")[0] ?? "admin",
    password: process.env.ADMIN_PASSWORD,
  });
  console.log(`${created ? "Created" : "Promoted"} admin ${member.username} <${member.email}>.`);
} catch (error) {
  const issues = (error as { issues?: { message: string }[] }).issues;
  console.error(`Could not create the admin: ${issues?.[0]?.message ?? (error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
