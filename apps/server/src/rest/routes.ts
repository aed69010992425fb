import { type RestRoute, requireSignedIn } from "./adapter.ts";

// Each input is passed on as it came: the procedure validates it and answers 400 when it is wrong.
// biome-ignore lint/suspicious/noExplicitAny: REST bodies are untyped JSON until the procedure parses them.
type Untyped = any;

export const restRoutes: readonly RestRoute[] = [
  { method: "GET", path: "/health", call: (api) => api.health.check() },

  { method: "POST", path: "/auth/register", status: 201, call: (api, { body }) => api.auth.register(body as Untyped) },
  { method: "POST", path: "/auth/login", call: (api, { body }) => api.auth.login(body as Untyped) },
  { method: "POST", path: "/auth/logout", call: (api) => api.auth.logout() },
  { method: "GET", path: "/auth/me", call: async (api) => requireSignedIn(await api.auth.me()) },
  {
    method: "POST",
    path: "/auth/select-membership",
    call: (api, { body }) => api.membership.select(body as Untyped),
  },
  { method: "PUT", path: "/auth/profile", call: (api, { body }) => api.profile.update(body as Untyped) },
  { method: "POST", path: "/membership/upgrade", call: (api) => api.membership.upgrade() },

  { method: "GET", path: "/admin/analytics", call: (api) => api.admin.analytics() },
  { method: "GET", path: "/admin/engagement", call: (api) => api.admin.engagement() },
];
