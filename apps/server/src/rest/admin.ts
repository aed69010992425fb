/** The coach's dashboard: the overview, the member table, and every member as a file. */

import { memberTableCsv } from "@wolfpack/api";
import { analyticsAnswer, engagementAnswer } from "@wolfpack/rules/admin/answers";
import { engagementInput } from "@wolfpack/rules/admin/inputs";
import { z } from "zod";
import { Download, restRoute } from "./contract.ts";

const { cursor, search } = engagementInput.unwrap().shape;

/** The query as the wire has it: text or nothing (the procedure also takes a null cursor, from tRPC). */
const engagementQuery = z.object({
  cursor: cursor.unwrap().unwrap().optional().meta({ description: "The last row's `userId`, for the next page." }),
  search: search.meta({ description: "The start of a username, any case." }),
});

export const adminRoutes = [
  restRoute({
    method: "GET",
    path: "/admin/analytics",
    summary: "The platform's overview figures",
    description:
      "Members, premium members, workouts and minutes in all, the average workouts a member, and members active in the last 7 and 30 days.",
    access: "admin",
    answer: analyticsAnswer,
    call: (api) => api.admin.analytics(),
  }),
  restRoute({
    method: "GET",
    path: "/admin/engagement",
    summary: "A page of the member table",
    description:
      "50 rows as a list, most recently active first, tier and streak as they stand today. `?cursor=` (the last row's `userId`) for the next page; `?search=` by the start of a username.",
    access: "admin",
    // The first page as a list (docs/rest.md): the page size is the procedure's own.
    query: engagementQuery,
    answer: engagementAnswer,
    call: async (api, { query }) => (await api.admin.engagement({ cursor: query.cursor, search: query.search })).rows,
  }),
  restRoute({
    method: "GET",
    path: "/admin/members.csv",
    summary: "Every member as a CSV file",
    description: "With the member table's figures, streamed 1,000 members a page; gzip when accepted.",
    access: "admin",
    answer: { file: "text/csv" },
    call: async (api) => new Download(memberTableCsv(api), "text/csv; charset=utf-8"),
  }),
];
