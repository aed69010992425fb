import { getRouteApi } from "@tanstack/react-router";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";

const route = getRouteApi("/_authenticated/leaderboards");

/** The Groups tab showing one group's board (or the first group's, with none). */
export function useShowGroup() {
  const navigate = route.useNavigate();
  return (group: number | undefined) => navigate({ search: { board: "groups", group }, replace: true });
}

/** After joining, starting or leaving a group: the member's groups and the search change. */
function useRefreshGroups() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.group.mine.invalidate(), utils.group.discover.invalidate()]);
}

export function useCreateGroup(onCreated: () => void) {
  const refresh = useRefreshGroups();
  const show = useShowGroup();
  return trpc.group.create.useMutation({
    onSuccess: async (group) => {
      await refresh();
      await show(group.id);
      toastSuccess("Group Created", `${group.name} is ready. Bring your pack.`);
      onCreated();
    },
    onError: (error) => toastFailure("Group Not Created", failureMessage(error, "Failed to create group")),
  });
}

export function useJoinGroup() {
  const utils = trpc.useUtils();
  const refresh = useRefreshGroups();
  const show = useShowGroup();
  return trpc.group.join.useMutation({
    onSuccess: async (group) => {
      await Promise.all([refresh(), utils.leaderboard.group.invalidate({ groupId: group.id })]);
      await show(group.id);
      toastSuccess("Joined Group", `You are in ${group.name}. See where you rank.`);
    },
    onError: (error) => {
      toastFailure("Could Not Join", failureMessage(error, "Failed to join group"));
      // Full meanwhile, or gone: show the groups as they are now.
      void utils.group.discover.invalidate();
    },
  });
}

export function useLeaveGroup() {
  const utils = trpc.useUtils();
  const refresh = useRefreshGroups();
  const show = useShowGroup();
  return trpc.group.leave.useMutation({
    onMutate: ({ groupId }) => ({ name: utils.group.mine.getData()?.find((group) => group.id === groupId)?.name }),
    onSuccess: async ({ groupId }, _input, context) => {
      // Off the screen at once: the tab moves to the member's next group, if any.
      utils.group.mine.setData(undefined, (groups) => groups?.filter((group) => group.id !== groupId));
      await show(undefined);
      await utils.leaderboard.group.reset({ groupId });
      await refresh();
      toastSuccess("Left Group", context?.name ? `You left ${context.name}.` : "You left the group.");
    },
    onError: (error) => toastFailure("Could Not Leave", failureMessage(error, "Failed to leave group")),
  });
}
