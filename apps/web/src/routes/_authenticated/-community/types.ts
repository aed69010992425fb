import type { RouterOutputs } from "../../../trpc.ts";

export type FeedPage = RouterOutputs["community"]["feed"];
export type Post = FeedPage["posts"][number];
export type PostComment = RouterOutputs["community"]["comments"]["comments"][number];
export type FriendLists = RouterOutputs["friend"]["list"];
export type FriendEntry = FriendLists["friends"][number];
export type FoundMember = RouterOutputs["friend"]["search"][number];
export type PackMember = Post["author"];
