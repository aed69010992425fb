/**
 * What the account routes answer (docs/rest.md): the member as any response carries
 * them, without the password hash or the name's skeletons.
 */
import { z } from "zod";
import { MEMBERSHIP_TIERS } from "../membership/membership.ts";
import { calendarDay, instant, memberIdAnswer } from "../shared/answers.ts";
import { WEIGHT_UNITS } from "../training/weights.ts";

const count = z.number().int().min(0);

/** A pause of the program, its first and last day (docs/rules.md, Pause). */
export const pausedRange = z.object({ firstDay: calendarDay, lastDay: calendarDay });

export const memberAnswer = z
  .object({
    id: memberIdAnswer,
    username: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    beforePhoto: z.string().nullable(),
    afterPhoto: z.string().nullable(),
    isAdmin: z.boolean(),
    membershipTier: z.enum(MEMBERSHIP_TIERS),
    membershipExpiresAt: instant.nullable(),
    workoutsCompleted: count,
    currentStreak: count,
    totalMinutes: count,
    totalXP: count,
    level: z.number().int().min(1),
    lastLoginAt: instant.nullable(),
    lastWorkoutCompletedAt: instant.nullable(),
    cooldownEndsAt: instant.nullable(),
    weightUnit: z.enum(WEIGHT_UNITS),
    country: z.string().nullable(),
    timezone: z.string(),
    daysWithoutSmoking: count,
    daysWithoutDrinking: count,
    daysWithoutSugar: count,
    daysReading: count,
    lastSmokingDate: calendarDay.nullable(),
    lastDrinkingDate: calendarDay.nullable(),
    lastSugarDate: calendarDay.nullable(),
    lastReadingDate: calendarDay.nullable(),
    bestDaysWithoutSmoking: count,
    bestDaysWithoutDrinking: count,
    bestDaysWithoutSugar: count,
    bestDaysReading: count,
    pauses: z.array(pausedRange),
    createdAt: instant,
  })
  .meta({ id: "Member", description: "A member as any response carries them." });

export const healthAnswer = z.object({ status: z.literal("ok") });
