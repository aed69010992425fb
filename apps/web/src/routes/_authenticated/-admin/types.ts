import type { RouterOutputs } from "../../../trpc.ts";

export type MemberPage = RouterOutputs["admin"]["engagement"];
export type MemberRow = MemberPage["rows"][number];
export type InboxPage = RouterOutputs["coaching"]["inbox"];
export type InboxMessage = InboxPage["messages"][number];
