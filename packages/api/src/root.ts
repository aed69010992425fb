import { adminRouter } from "./router/admin.ts";
import { authRouter } from "./router/auth.ts";
import { healthRouter } from "./router/health.ts";
import { membershipRouter } from "./router/membership.ts";
import { profileRouter } from "./router/profile.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  health: healthRouter,
  membership: membershipRouter,
  profile: profileRouter,
});

export type AppRouter = typeof appRouter;
