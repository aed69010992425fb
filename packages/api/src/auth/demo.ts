import { type Database, eq, schema } from "@wolfpack/db";
import { DEMO_MEMBER, DEMO_PASSWORD, DEMO_SEED_KEY } from "@wolfpack/db/seed";

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * The demo member's sign-in, for the sign-in form to start with. Only a database that
 * holds the demo seed offers it, and only while the demo member still exists: a
 * production database answers null, even if someone registers the demo's address there.
 */
export async function findDemoAccount(db: Database): Promise<DemoAccount | null> {
  const [seeded] = await db
    .select({ key: schema.appMeta.key })
    .from(schema.appMeta)
    .where(eq(schema.appMeta.key, DEMO_SEED_KEY))
    .limit(1);
  if (!seeded) return null;
  const [member] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_MEMBER.email))
    .limit(1);
  return member ? { email: DEMO_MEMBER.email, password: DEMO_PASSWORD } : null;
}
