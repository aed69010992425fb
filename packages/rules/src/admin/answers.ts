/** What the coach's dashboard routes answer (/api/docs, Admin). */
import { z } from "zod";
import { MEMBERSHIP_TIERS } from "../membership/membership.ts";
import { instant, memberIdAnswer } from "../shared/answers.ts";

const count = z.number().int().min(0);

export const analyticsAnswer = z.object({
  totalUsers: count,
  premiumUsers: count,
  totalWorkoutsCompleted: count,
  totalActiveMinutes: count,
  averageWorkoutsPerUser: z.number().min(0),
  activeUsersLast7Days: count,
  activeUsersLast30Days: count,
});

/** A row of the member table: tier and streak as they stand today. */
export const memberTableRowAnswer = z.object({
  userId: memberIdAnswer,
  username: z.string(),
  email: z.string(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  workoutsCompleted: count,
  totalMinutes: count,
  currentStreak: count,
  lastLoginAt: instant.nullable(),
});

export const engagementAnswer = z.array(memberTableRowAnswer);
