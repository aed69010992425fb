/**
 * The dashboard's address (?q= keeps the member search) and what its loader asks for.
 * The route's file loads with the first screen of every visit, so this stays a few lines:
 * no schema library, no rules.
 */
import type { TrpcUtils } from "../../../trpc.ts";

/** As long as a username may be: a longer search cannot match anyone. */
const SEARCH_MAX_LENGTH = 30;

export interface AdminSearch {
  /** The start of a username the member table is narrowed to. */
  q?: string;
}

/** What the address asks for, with anything unknown left out. */
export function adminSearch(search: Record<string, unknown>): AdminSearch {
  const q = typeof search.q === "string" ? search.q.trim().slice(0, SEARCH_MAX_LENGTH) : "";
  return q ? { q } : {};
}

/** The member table's input for a search: the procedure's own page size, cursor by cursor. */
export function membersInput(search: string | undefined): { search?: string } {
  return search ? { search } : {};
}

export type InboxFilter = "unanswered" | "all";
export const INBOX_FILTERS: readonly InboxFilter[] = ["unanswered", "all"];

/** The inbox's input for a filter: the procedure's own page size, cursor by cursor. */
export function inboxInput(filter: InboxFilter): { unanswered: boolean } {
  return { unanswered: filter === "unanswered" };
}

/** The figures are asked for again when the dashboard is opened after a minute: the pack moves. */
export const DASHBOARD_STALE_MS = 60_000;
const fresh = { staleTime: DASHBOARD_STALE_MS };

/** The figures, the member table's first page and the unanswered messages' first page: one request. */
export async function loadDashboard(trpc: TrpcUtils, { q }: AdminSearch): Promise<void> {
  await Promise.all([
    trpc.admin.analytics.fetch(undefined, fresh),
    trpc.admin.engagement.fetchInfinite(membersInput(q), fresh),
    trpc.coaching.inbox.fetchInfinite(inboxInput("unanswered"), fresh),
  ]);
}
