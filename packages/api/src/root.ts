import { achievementRouter } from "./router/achievement.ts";
import { adminRouter } from "./router/admin.ts";
import { authRouter } from "./router/auth.ts";
import { coachingRouter } from "./router/coaching.ts";
import { communityRouter } from "./router/community.ts";
import { ebookRouter } from "./router/ebook.ts";
import { exerciseRouter } from "./router/exercise.ts";
import { exportRouter } from "./router/export.ts";
import { friendRouter } from "./router/friend.ts";
import { gearRouter } from "./router/gear.ts";
import { groupRouter } from "./router/group.ts";
import { habitRouter } from "./router/habit.ts";
import { healthRouter } from "./router/health.ts";
import { leaderboardRouter } from "./router/leaderboard.ts";
import { memberRouter } from "./router/member.ts";
import { membershipRouter } from "./router/membership.ts";
import { profileRouter } from "./router/profile.ts";
import { programRouter } from "./router/program.ts";
import { progressRouter } from "./router/progress.ts";
import { workoutRouter } from "./router/workout.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  achievement: achievementRouter,
  admin: adminRouter,
  auth: authRouter,
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
  profile: profileRouter,
  program: programRouter,
  progress: progressRouter,
  workout: workoutRouter,
});

export type AppRouter = typeof appRouter;
