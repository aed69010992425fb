import type { RouterOutputs } from "../../../trpc.ts";

/** One member's row on a board. */
export type BoardEntry = RouterOutputs["leaderboard"]["global"][number];
/** A group the member is in, with its head count. */
export type MyGroup = RouterOutputs["group"]["mine"][number];
/** A group as the search lists it, with whether the member is in it. */
export type FoundGroup = RouterOutputs["group"]["discover"][number];
