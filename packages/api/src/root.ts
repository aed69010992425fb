import { achievementRouter } from "./router/achievement.ts";
import { adminRouter } from "./router/admin.ts";
import { authRouter } from "./router/auth.ts";
import { ebookRouter } from "./router/ebook.ts";
import { exerciseRouter } from "./router/exercise.ts";
import { gearRouter } from "./router/gear.ts";
import { habitRouter } from "./router/habit.ts";
import { healthRouter } from "./router/health.ts";
import { memberRouter } from "./router/member.ts";
import { membershipRouter } from "./router/membership.ts";
import { profileRouter } from "./router/profile.ts";
import { programRouter } from "./router/program.ts";
import { workoutRouter } from "./router/workout.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  achievement: achievementRouter,
  admin: adminRouter,
  auth: authRouter,
  ebook: ebookRouter,
  exercise: exerciseRouter,
  gear: gearRouter,
  habit: habitRouter,
  health: healthRouter,
  member: memberRouter,
  membership: membershipRouter,
  profile: profileRouter,
  program: programRouter,
  workout: workoutRouter,
});

export type AppRouter = typeof appRouter;
