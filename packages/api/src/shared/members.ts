import { TRPCError } from "@trpc/server";
import { HABIT_COLUMNS, type schema } from "@wolfpack/db";
import { effectiveHabitStreak, HABIT_TYPES, habitPauses } from "@wolfpack/rules/habits/habits";
import { effectiveTier } from "@wolfpack/rules/membership/membership";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { effectiveStreak } from "@wolfpack/rules/training/streak";

/**
 * What no response carries: the password hash, the name's skeletons (for comparing only), and
 * the count of writes to the member's rows (for the server's kept rows, auth/kept-rows.ts).
 */
type Private = "passwordHash" | "usernameSkeletonLower" | "usernameSkeletonUpper" | "rowsVersion";

/** A member as any response may carry it. */
export type PublicMember = Omit<schema.User, Private>;

/** The signed-in member a procedure acts for (auth/session.ts reads them from the cookie). */
export type AuthenticatedMember = PublicMember;

/**
 * The member as they stand now: a lapsed premium reads as free, and a workout or habit
 * streak whose last day is older than yesterday (on the member's calendar), and not
 * bridged by paused days since (rules/training/pause.ts), reads as 0.
 */
export function toPublicMember<T extends Partial<Pick<schema.User, Private>> & PublicMember>(
  user: T,
  now = new Date(),
): PublicMember {
  const {
    passwordHash: _passwordHash,
    usernameSkeletonLower: _lower,
    usernameSkeletonUpper: _upper,
    rowsVersion: _rowsVersion,
    ...member
  } = user;
  const today = localDateOf(now, member.timezone);
  const habitStreaks: Partial<PublicMember> = {};
  for (const habit of HABIT_TYPES) {
    const { streak, lastDate } = HABIT_COLUMNS[habit];
    habitStreaks[streak] = effectiveHabitStreak(
      { streak: member[streak], lastDate: member[lastDate] },
      today,
      habitPauses(habit, member.pauses),
    );
  }
  return {
    ...member,
    ...habitStreaks,
    membershipTier: effectiveTier(member, now),
    currentStreak: effectiveStreak(
      member.currentStreak,
      member.lastWorkoutCompletedAt,
      member.timezone,
      now,
      member.pauses,
    ),
  };
}

/**
 * The member a `/users/{id}/…` read is about: "me" is the signed-in member; another
 * member's id is answered for admins only.
 */
export function memberInScope(
  viewer: AuthenticatedMember,
  memberId: string,
  refusal = "You can only see your own training.",
): string {
  if (memberId === "me" || memberId === viewer.id) return viewer.id;
  if (viewer.isAdmin) return memberId;
  throw new TRPCError({ code: "FORBIDDEN", message: refusal });
}

/** The member a write on a `/users/{id}/…` path is for: only the signed-in member, whoever they are. */
export function ownMemberId(viewer: AuthenticatedMember, memberId: string, refusal: string): string {
  if (memberId === "me" || memberId === viewer.id) return viewer.id;
  throw new TRPCError({ code: "FORBIDDEN", message: refusal });
}
