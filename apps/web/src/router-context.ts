import type { QueryClient } from "@tanstack/react-query";
import type { MemberSession } from "./session.ts";
import type { TrpcUtils } from "./trpc.ts";

/**
 * What every route's beforeLoad and loader receive. Its own module, so the routes need
 * nothing from router.tsx (which imports the routes).
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC procedures bound to the query cache, for use outside components: loaders call `context.trpc.<procedure>.ensureData()`. */
  trpc: TrpcUtils;
  /** Signing in and out, followed by every tab of the browser. */
  session: MemberSession;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * What a member screen says, in place, when the session ends while it is open (signed
     * out in another tab, expired): 'Authentication Required' and these words, with a way
     * to sign in again. Screens without it go to the sign-in screen instead.
     */
    signedOutText?: string;
  }
}
