import { useRouteContext } from "@tanstack/react-router";
import { type Member, trpc } from "../trpc.ts";

/**
 * The signed-in member, for screens behind the sign-in guard. It follows the cached
 * auth.me (so a change shows at once) and falls back to the member the guard let in,
 * which keeps the screen whole during the moment of signing out.
 */
export function useMember(): Member {
  const { member: admitted } = useRouteContext({ from: "/_authenticated" });
  const { data } = trpc.auth.me.useQuery();
  return data ?? admitted;
}
