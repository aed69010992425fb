/** Gear and e-books. */

import { ebookEntryAnswer, ebookLibraryAnswer, ebookShelfAnswer, gearAnswer } from "@wolfpack/rules/ebooks/answers";
import { ebookProgressInput, oneEbookInput } from "@wolfpack/rules/ebooks/inputs";
import { z } from "zod";
import { EbookFile, memberPath, restRoute } from "./contract.ts";

/** One e-book by its id in the path. */
const ebookPath = z.object({ id: oneEbookInput.shape.ebookId });

const shelfQuery = z.object({
  featured: z
    .string()
    .optional()
    .meta({ description: "`true` for the featured e-books only; any other value, or none, the whole shelf." }),
});

export const ebooksRoutes = [
  restRoute({
    method: "GET",
    path: "/gear",
    summary: "Pack gear, featured first",
    access: "member",
    answer: gearAnswer,
    kept: "gear.list",
    call: (api) => api.gear.list(),
  }),
  restRoute({
    method: "GET",
    path: "/ebooks",
    summary: "The e-book shelf, featured first",
    description: "`?featured=true` the featured ones only. `downloadUrl` only for an e-book the member may read.",
    access: "member",
    query: shelfQuery,
    answer: ebookShelfAnswer,
    // "?featured=true" gives the featured shelf; any other value, or none, the whole shelf.
    kept: "ebook.list",
    call: (api, { query }) => api.ebook.list(query.featured === "true" ? { featured: true } : {}),
  }),
  restRoute({
    method: "GET",
    path: "/users/:userId/ebooks",
    summary: "A member's library entries, most recent first",
    description:
      "Each `{ebookId, progress, purchasedAt, bought}`. A premium member reads every e-book without an entry. Another member's are an admin's only (403).",
    access: "member",
    params: memberPath,
    answer: ebookLibraryAnswer,
    refusals: [403],
    kept: "ebook.library",
    call: (api, { params }) => api.ebook.library({ memberId: params.userId }),
  }),
  restRoute({
    method: "GET",
    // The e-book's PDF, for a member who may read it. Only a number names one: anything
    // else (`..` included) is no route, 404.
    path: "/ebooks/:id{[0-9]+}/download",
    summary: "The e-book's PDF",
    description:
      "Inline, with byte ranges. 403 when the member may not read it (the message names the purchase or the upgrade); 404 for an unknown e-book, one without a file, or an id that is not a number.",
    access: "member",
    params: ebookPath,
    answer: { file: "application/pdf" },
    refusals: [403, 404],
    call: async (api, { params }) => new EbookFile((await api.ebook.download({ ebookId: params.id })).fileName),
  }),
  restRoute({
    method: "POST",
    path: "/ebooks/:id/buy",
    summary: "Buy an e-book",
    description:
      "Idempotent: charged once, and 200 whether this call bought it or it was already the member's. Answers the member's entry. 404 for an unknown e-book.",
    access: "member",
    params: ebookPath,
    answer: ebookEntryAnswer,
    refusals: [404],
    // 200 whether this call bought it or it was already the member's: buying is idempotent.
    call: (api, { params }) => api.ebook.buy({ ebookId: params.id }),
  }),
  restRoute({
    method: "PUT",
    path: "/users/:userId/ebooks/:id/progress",
    summary: "Record how far the member has read",
    description:
      "`{progress}`, a whole percent 0–100. The member's own only (403 otherwise, admins too), and only of an e-book they may read (403 naming the purchase or the upgrade). 404 for an unknown e-book.",
    access: "member",
    params: memberPath.extend({ id: oneEbookInput.shape.ebookId }),
    body: ebookProgressInput.pick({ progress: true }),
    answer: ebookEntryAnswer,
    refusals: [404],
    call: (api, { params, body }) => api.ebook.setProgress({ ...body, memberId: params.userId, ebookId: params.id }),
  }),
];
