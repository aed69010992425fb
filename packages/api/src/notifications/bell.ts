/**
 * Writes the bell's notifications where things happen (docs/push.md, The bell), in the
 * transaction of what they tell of, and queues the push of those a device takes ('pack',
 * 'coach'). Likes keep one line per post: the latest liker and how many others.
 */
import { type Database, queryRows, schema, sql, type Transaction } from "@wolfpack/db";
import { LIKE_GRACE_MS } from "@wolfpack/rules/notifications/bell";
import { PUSH_ICON, type PushMessage } from "./sender.ts";

type Writer = Database | Transaction;

const DAY_MS = 86_400_000;

/** The push kinds a device chooses (push_subscriptions' columns). */
export type PushKind = "pack" | "coach";

export interface Notice {
  userId: string;
  kind: "friend-request" | "friend-accepted" | "comment" | "coach-answer" | "milestone";
  actorId?: string | null;
  postId?: number;
  commentId?: number;
  messageId?: number;
  habitType?: (typeof schema.notifications.$inferInsert)["habitType"];
  days?: number;
}

/** Adds a line to a member's bell. */
export async function notify(tx: Writer, notice: Notice): Promise<void> {
  await tx.insert(schema.notifications).values(notice);
}

/**
 * Queues a push to each of the member's devices that take this kind; the sender sends it
 * on its next run (docs/push.md). A day later it is no news and is dropped.
 */
export async function queuePush(
  tx: Writer,
  memberId: string,
  kind: PushKind,
  message: Omit<PushMessage, "icon">,
  now = new Date(),
): Promise<void> {
  const payload: PushMessage = { ...message, icon: PUSH_ICON };
  const takes = kind === "pack" ? sql`s.pack` : sql`s.coach`;
  await tx.execute(sql`
    insert into push_deliveries (subscription_id, payload, expires_at, next_attempt_at)
    select s.id, ${JSON.stringify(payload)}, ${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from push_subscriptions s
    where s.user_id = ${memberId}::uuid and ${takes}`);
}

/**
 * A like: the post's one line of likes names this liker and counts the others, and comes
 * back unread at the top of the bell. No line for liking one's own post.
 */
export async function notifyLike(tx: Writer, postId: number, likerId: string): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, kind, actor_id, post_id, others)
    select p.user_id, 'like', ${likerId}::uuid, p.id,
      (select count(*)::int from post_likes l where l.post_id = p.id and l.user_id <> p.user_id and l.user_id <> ${likerId}::uuid)
    from community_posts p
    where p.id = ${postId} and p.user_id <> ${likerId}::uuid
    on conflict (user_id, post_id) where kind = 'like' do update set
      actor_id = excluded.actor_id,
      others = excluded.others,
      read_at = null,
      created_at = now(),
      id = nextval(pg_get_serial_sequence('notifications', 'id'))`);
}

/**
 * An unlike of a like made within LIKE_GRACE_MS: the post's line is told again from the
 * likes left, and goes when none is left, so a like and its unlike leave nothing behind.
 * An older like stays told: it happened.
 */
export async function retractLike(tx: Writer, postId: number, likedAt: Date, now = new Date()): Promise<void> {
  if (now.getTime() - likedAt.getTime() > LIKE_GRACE_MS) return;
  const left = await queryRows<{ owner: string; latest: string | null; likers: number }>(
    tx,
    sql`select p.user_id as owner,
          (select l.user_id from post_likes l where l.post_id = p.id and l.user_id <> p.user_id order by l.id desc limit 1) as latest,
          (select count(*)::int from post_likes l where l.post_id = p.id and l.user_id <> p.user_id) as likers
        from community_posts p where p.id = ${postId}`,
  );
  const post = left[0];
  if (!post) return;
  if (post.latest === null || post.likers === 0) {
    await tx.execute(
      sql`delete from notifications where user_id = ${post.owner}::uuid and post_id = ${postId} and kind = 'like'`,
    );
    return;
  }
  await tx.execute(sql`
    update notifications set actor_id = ${post.latest}::uuid, others = ${post.likers - 1}
    where user_id = ${post.owner}::uuid and post_id = ${postId} and kind = 'like'`);
}
