/**
 * Seeded accounts: the demo member, the coach (admin) and about twenty pack members
 * whose stats come from a generated training history (see history.ts), so the counters
 * on `users` always match their `user_workouts` and `user_achievements` rows.
 * On the embedded demo every seeded account uses the password DEMO_PASSWORD; on a real
 * PostgreSQL none does, and the coach is no admin (seedDemo's `knownPasswords`).
 */

import { COACH_AVATAR } from "@wolfpack/rules/auth/pictures";
import type { MembershipTier } from "@wolfpack/rules/membership/membership";
import type { HabitPattern } from "./habits.ts";

export const DEMO_PASSWORD = "password123";

export const DEMO_MEMBER = {
  email: "demo@wolfpack.app",
  password: DEMO_PASSWORD,
  username: "AlphaDemo",
} as const;

export const DEMO_COACH = {
  email: "coach@wolfpack.app",
  password: DEMO_PASSWORD,
  username: "CoachWolf",
} as const;

export { DEFAULT_AVATAR } from "@wolfpack/rules/auth/pictures";

export interface AccountSeed {
  username: string;
  email: string;
  avatar: string | null;
  isAdmin: boolean;
  membershipTier: MembershipTier;
  country: string | null;
  timezone: string;
  /** Days since sign-up. */
  joinedDaysAgo: number;
  /** Days since the last sign-in; null = never signed in. */
  lastLoginDaysAgo: number | null;
}

export interface MemberProfile extends AccountSeed {
  /**
   * Workouts completed, one a day at most: program days 1..workouts in order, or, on the
   * free tier, the free days over and over.
   */
  workouts: number;
  /** Consecutive days trained, ending yesterday (0 = the run has lapsed). */
  streak: number;
  /** With streak 0: days since the last workout (2 or more). */
  idleDays: number;
  /** Preferred local training hour. */
  hour: number;
  /** Habit logs, day by day up to yesterday (see habits.ts); none when absent. */
  habits?: HabitPattern;
}

/**
 * The two accounts the login screen and the docs point at. Each has about a week of
 * training ending yesterday, so home, progress and achievements look alive on first start.
 */
export const headAccounts: MemberProfile[] = [
  {
    username: DEMO_MEMBER.username,
    email: DEMO_MEMBER.email,
    avatar: "/images/avatars/wolf-amber.svg",
    isAdmin: false,
    membershipTier: "free",
    country: "USA",
    timezone: "UTC",
    joinedDaysAgo: 10,
    lastLoginDaysAgo: null,
    workouts: 7,
    streak: 7,
    idleDays: 0,
    hour: 7,
    // Streaks of 5, 2 (best 9), 4 and 6: logging today makes drinking 3 and reading 7.
    habits: {
      smoking: "-ssssfsssss",
      drinking: "sssssssssfss",
      sugar: "--ssfs-ssss",
      reading: "ssfssssss",
    },
  },
  {
    username: DEMO_COACH.username,
    email: DEMO_COACH.email,
    avatar: COACH_AVATAR,
    isAdmin: true,
    membershipTier: "premium",
    country: "USA",
    timezone: "UTC",
    joinedDaysAgo: 400,
    lastLoginDaysAgo: 0,
    workouts: 9,
    streak: 7,
    idleDays: 0,
    hour: 6,
    habits: {
      smoking: "ssssssssssss",
      drinking: "sssssssf",
      sugar: "sssssssss",
      reading: "ssssssssssssssssssss",
    },
  },
];

const ZONES: Record<string, string> = {
  USA: "America/New_York",
  Canada: "America/Toronto",
  UK: "Europe/London",
  Australia: "Australia/Sydney",
  Germany: "Europe/Berlin",
};

const AVATARS = [
  "/images/avatars/wolf-red.svg",
  "/images/avatars/wolf-steel.svg",
  "/images/avatars/wolf-ice.svg",
  "/images/avatars/wolf-forest.svg",
  "/images/avatars/wolf-violet.svg",
  "/images/avatars/wolf-amber.svg",
];

type Row = [
  username: string,
  country: string | null,
  tier: MembershipTier,
  workouts: number,
  streak: number,
  idleDays: number,
  lastLoginDaysAgo: number | null,
  hour: number,
  timezone?: string,
];

// biome-ignore format: one member per row reads best
const rows: Row[] = [
  ["ApexAlpha", "USA", "premium", 100, 12, 0, 0, 6],
  ["IronHowl", "USA", "premium", 72, 21, 0, 0, 5, "America/Chicago"],
  ["LunaRunner", "Canada", "premium", 64, 15, 0, 1, 18],
  ["SteelFang", "UK", "premium", 58, 0, 4, 3, 7],
  ["NightStalker", "Australia", "premium", 47, 9, 0, 0, 20],
  ["GreyMane", "Germany", "premium", 41, 6, 0, 1, 17],
  ["TimberKate", "USA", "premium", 35, 3, 0, 1, 12, "America/Los_Angeles"],
  ["FrostBite", "Canada", "premium", 28, 0, 9, 8, 19],
  ["RidgeRunner", null, "premium", 22, 5, 0, 2, 6],
  ["ShadowPaw", "UK", "premium", 16, 2, 0, 1, 21],
  ["MoonLifter", "Australia", "premium", 12, 7, 0, 0, 6],
  ["StormChaser", "USA", "premium", 8, 1, 0, 1, 18, "America/Denver"],
  ["NorthernBlaze", "Canada", "free", 3, 3, 0, 1, 7],
  ["TundraTom", "USA", "free", 3, 0, 6, 5, 19],
  ["SilverClaw", "Germany", "free", 2, 2, 0, 1, 8],
  ["WildHeart", "UK", "free", 2, 0, 12, 12, 13],
  ["CopperTail", null, "free", 1, 1, 0, 1, 18],
  ["RavenRise", "Australia", "free", 1, 0, 3, 3, 6],
  ["BoulderBen", "USA", "free", 0, 0, 0, 9, 18],
  ["EchoHunter", null, "free", 0, 0, 0, null, 18],
];

export const packMembers: MemberProfile[] = rows.map(
  ([username, country, tier, workouts, streak, idleDays, lastLoginDaysAgo, hour, zone], i) => ({
    username,
    email: `${username.toLowerCase()}@example.com`,
    // Every fourth member keeps the default look (no avatar of their own).
    avatar: i % 4 === 3 ? null : (AVATARS[i % AVATARS.length] as string),
    isAdmin: false,
    membershipTier: tier,
    country,
    timezone: zone ?? (country ? (ZONES[country] ?? "UTC") : "UTC"),
    // Joined a little before their first workout (estimated generously).
    joinedDaysAgo: Math.max(14, Math.round(workouts * 1.6) + idleDays + 10),
    lastLoginDaysAgo,
    workouts,
    streak,
    idleDays,
    hour,
  }),
);

/** Friendships between pack members: [from, to, status]. */
// biome-ignore format: one pair per row
export const friendshipSeeds: [string, string, "accepted" | "pending"][] = [
  ["ApexAlpha", "IronHowl", "accepted"],
  ["IronHowl", "LunaRunner", "accepted"],
  ["LunaRunner", "NightStalker", "accepted"],
  ["NightStalker", "MoonLifter", "accepted"],
  ["SteelFang", "ShadowPaw", "accepted"],
  ["GreyMane", "TimberKate", "accepted"],
  ["TimberKate", "ApexAlpha", "accepted"],
  ["RidgeRunner", "FrostBite", "accepted"],
  ["StormChaser", "ApexAlpha", "pending"],
  ["NorthernBlaze", "LunaRunner", "pending"],
  // The demo member's own pack, so the friends board and the requests show at first sign-in.
  ["AlphaDemo", "IronHowl", "accepted"],
  ["LunaRunner", "AlphaDemo", "accepted"],
  ["AlphaDemo", "CoachWolf", "accepted"],
  ["GreyMane", "AlphaDemo", "pending"],
];

export interface GroupSeed {
  name: string;
  description: string;
  createdBy: string;
  maxMembers: number;
  members: string[];
}

export const groupSeeds: GroupSeed[] = [
  {
    name: "Dawn Patrol",
    description: "Up before the sun. We train before work and check in every morning.",
    createdBy: "IronHowl",
    maxMembers: 10,
    members: ["IronHowl", "ApexAlpha", "LunaRunner", "TimberKate", "StormChaser", "RidgeRunner", "AlphaDemo"],
  },
  {
    name: "Down Under Pack",
    description: "The Australian wolves. Beach sprints and heavy deadlifts.",
    createdBy: "NightStalker",
    maxMembers: 10,
    members: ["NightStalker", "MoonLifter", "RavenRise"],
  },
];
