/** A habit's streak milestone, pushed to the member's devices (docs/push.md). */
import { type Database, sql } from "@wolfpack/db";
import type { HabitType } from "@wolfpack/rules/habits/habits";
import { milestoneMessage } from "@wolfpack/rules/habits/milestones";
import { PUSH_ICON, type PushMessage } from "./sender.ts";

const DAY = 86_400_000;

/**
 * Queues a milestone's push to each of the member's devices that take milestones, when a
 * reminder of that habit has streak alerts on (as the in-app alert asks). Called in the
 * transaction of the log that reached it, which happens once: the push is sent by the
 * next run of the sender, on whichever instance.
 */
export async function queueMilestonePush(
  tx: Pick<Database, "execute">,
  memberId: string,
  habit: HabitType,
  days: number,
  now: Date,
): Promise<void> {
  // Tagged as the app's own alert, so a device that shows both shows one.
  const message: PushMessage = {
    ...milestoneMessage(habit, days),
    url: "/habits",
    icon: PUSH_ICON,
    tag: `milestone-${habit}`,
  };
  await tx.execute(sql`
    insert into push_deliveries (subscription_id, payload, expires_at, next_attempt_at)
    select s.id, ${JSON.stringify(message)}, ${new Date(now.getTime() + DAY).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from push_subscriptions s
    where s.user_id = ${memberId}::uuid and s.milestones and exists (
      select 1 from habit_reminders r where r.user_id = ${memberId}::uuid and r.habit_type = ${habit} and r.streak_alerts)`);
}
