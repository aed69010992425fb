/**
 * The server's VAPID key pair (RFC 8292), which signs every push so push services know
 * it is ours (docs/push.md): from the environment, or made once and kept in the database,
 * so every instance signs with the same key and the browsers' subscriptions stay good.
 */
import { type Database, schema } from "@wolfpack/db";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for the push services: a mailto: or https: address. */
  subject: string;
}

const DEFAULT_SUBJECT = "mailto:push@wolfpack.invalid";

/** The keys the environment sets, null when it sets none; only one of the pair is a mistake. */
export function vapidKeysFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (docs/push.md).");
  }
  return { publicKey, privateKey, subject };
}

const kept = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The keys pushes are signed with: the environment's, or the database's. The first instance
 * to ask makes a pair and inserts it if none is there, then every instance reads back the
 * one row that won, so two starting together agree.
 */
export function vapidKeys(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const fromEnv = vapidKeysFromEnv(env);
  if (fromEnv) return Promise.resolve(fromEnv);
  let keys = kept.get(db);
  if (!keys) {
    keys = keysInDatabase(db, env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT);
    kept.set(db, keys);
    keys.catch(() => kept.delete(db));
  }
  return keys;
}

async function keysInDatabase(db: Database, subject: string): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(schema.pushVapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.pushVapidKeys);
  if (!row) throw new Error("the VAPID keys were not kept");
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
}
