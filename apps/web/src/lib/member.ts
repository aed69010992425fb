import { useRouteContext } from "@tanstack/react-router";
import { type Member, trpc } from "../trpc.ts";

/**
 * The signed-in member, for screens behind the sign-in guard: auth.me as the layout's
 * loader ensured it (useSuspenseQuery, so a change shows at once). It falls back to the
 * member the guard let in, which keeps the screen whole during the moment of signing out,
 * when auth.me already says nobody.
 */
export function useMember(): Member {
  const { member: admitted } = useRouteContext({ from: "/_authenticated" });
  const [member] = trpc.auth.me.useSuspenseQuery();
  return member ?? admitted;
}
