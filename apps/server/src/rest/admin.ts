/** The coach's dashboard. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { memberTableCsv } from "@wolfpack/api";
import { Download, pending } from "./contract.ts";

export const adminRoutes = [
  pending({ method: "GET", path: "/admin/analytics", call: (api) => api.admin.analytics() }),
  pending({
    method: "GET",
    path: "/admin/engagement",
    // The first page as a list (docs/rest.md); "?cursor=" (the last row's userId) and "?search=" for others.
    call: async (api, { query }) =>
      (await api.admin.engagement({ cursor: query.cursor as Untyped, search: query.search as Untyped })).rows,
  }),
  pending({
    method: "GET",
    path: "/admin/members.csv",
    // Every member, with the member table's figures, as a file to download.
    call: async (api) => new Download(memberTableCsv(api), "text/csv; charset=utf-8"),
  }),
];
