/** Gear and e-books. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { EbookFile, pending } from "./contract.ts";

export const ebooksRoutes = [
  pending({ method: "GET", path: "/gear", call: (api) => api.gear.list() }),
  pending({
    method: "GET",
    path: "/ebooks",
    // "?featured=true" gives the featured shelf; any other value, or none, the whole shelf.
    call: (api, { query }) => api.ebook.list(query.featured === "true" ? { featured: true } : {}),
  }),
  pending({
    method: "GET",
    path: "/users/:userId/ebooks",
    call: (api, { params }) => api.ebook.library({ memberId: params.userId }),
  }),
  pending({
    method: "GET",
    // The e-book's PDF, for a member who may read it. Only a number names one: anything
    // else (`..` included) is no route, 404.
    path: "/ebooks/:id{[0-9]+}/download",
    call: async (api, { params }) =>
      new EbookFile((await api.ebook.download({ ebookId: params.id as Untyped })).fileName),
  }),
  pending({
    method: "POST",
    path: "/ebooks/:id/buy",
    // 200 whether this call bought it or it was already the member's: buying is idempotent.
    call: (api, { params }) => api.ebook.buy({ ebookId: params.id as Untyped }),
  }),
  pending({
    method: "PUT",
    path: "/users/:userId/ebooks/:id/progress",
    call: (api, { params, body }) =>
      api.ebook.setProgress({ ...(body as Untyped), memberId: params.userId, ebookId: params.id }),
  }),
];
