import { adminRouter } from "./admin/admin-router.ts";
import { authRouter } from "./auth/auth-router.ts";
import { exportRouter } from "./auth/export-router.ts";
import { profileRouter } from "./auth/profile-router.ts";
import { coachingRouter } from "./coaching/coaching-router.ts";
import { communityRouter } from "./community/community-router.ts";
import { ebookRouter } from "./ebooks/ebook-router.ts";
import { gearRouter } from "./ebooks/gear-router.ts";
import { friendRouter } from "./friends/friend-router.ts";
import { groupRouter } from "./groups/group-router.ts";
import { habitRouter } from "./habits/habit-router.ts";
import { healthRouter } from "./health-router.ts";
import { leaderboardRouter } from "./leaderboards/leaderboard-router.ts";
import { membershipRouter } from "./membership/membership-router.ts";
import { bellRouter } from "./notifications/bell-router.ts";
import { notificationRouter } from "./notifications/notification-router.ts";
import { achievementRouter } from "./training/achievement-router.ts";
import { exerciseRouter } from "./training/exercise-router.ts";
import { memberRouter } from "./training/member-router.ts";
import { programRouter } from "./training/program-router.ts";
import { progressRouter } from "./training/progress-router.ts";
import { workoutRouter } from "./training/workout-router.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  achievement: achievementRouter,
  admin: adminRouter,
  auth: authRouter,
  bell: bellRouter,
  coaching: coachingRouter,
  community: communityRouter,
  ebook: ebookRouter,
  exercise: exerciseRouter,
  export: exportRouter,
  friend: friendRouter,
  gear: gearRouter,
  group: groupRouter,
  habit: habitRouter,
  health: healthRouter,
  leaderboard: leaderboardRouter,
  member: memberRouter,
  membership: membershipRouter,
  notification: notificationRouter,
  profile: profileRouter,
  program: programRouter,
  progress: progressRouter,
  workout: workoutRouter,
});

export type AppRouter = typeof appRouter;
