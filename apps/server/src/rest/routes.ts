import {
  completionFromWire,
  habitLogFromWire,
  MAX_PICTURE_BYTES,
  memberTableCsv,
  pictureTooLargeMessage,
  profileInput,
} from "@wolfpack/api";
import { csvFile, Download, EbookFile, formOf, type RestRoute, requireSignedIn } from "./adapter.ts";

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
  {
    method: "PUT",
    path: "/auth/profile",
    // JSON, or a form whose file parts (avatar, beforePhoto, afterPhoto) upload pictures.
    multipart: formOf(profileInput.shape, { maxFileBytes: MAX_PICTURE_BYTES, tooLarge: pictureTooLargeMessage }),
    call: (api, { body }) => api.profile.update(body as Untyped),
  },
  { method: "POST", path: "/membership/upgrade", call: (api) => api.membership.upgrade() },

  { method: "GET", path: "/workouts", call: (api) => api.workout.list() },
  { method: "GET", path: "/workouts/:id", call: (api, { params }) => api.workout.byId({ id: params.id as Untyped }) },
  {
    method: "POST",
    path: "/workouts/:id/complete",
    status: 201,
    call: (api, { params, body }) => api.workout.complete(completionFromWire(params.id, body)),
  },
  { method: "GET", path: "/exercises", call: (api) => api.exercise.list() },
  {
    method: "GET",
    path: "/user-workouts",
    call: (api, { query }) =>
      api.workout.history({ memberId: "me", limit: query.limit as Untyped, cursor: query.cursor as Untyped }),
  },
  { method: "GET", path: "/users/:userId", call: (api, { params }) => api.member.byId({ memberId: params.userId }) },
  {
    method: "GET",
    path: "/users/:userId/workouts",
    // Newest first; "?cursor=<the last id shown>" for the next page.
    call: (api, { params, query }) =>
      api.workout.history({ memberId: params.userId, limit: query.limit as Untyped, cursor: query.cursor as Untyped }),
  },
  // The member's own data as CSV files to download ('Export my data' on the profile).
  { method: "GET", path: "/users/me/export/sessions.csv", call: async (api) => csvFile(await api.export.sessions()) },
  {
    method: "GET",
    path: "/users/me/export/habit-logs.csv",
    call: async (api) => csvFile(await api.export.habitLogs()),
  },
  {
    method: "GET",
    path: "/users/:userId/cooldown",
    call: (api, { params }) => api.member.cooldown({ memberId: params.userId }),
  },
  { method: "GET", path: "/achievements", call: (api) => api.achievement.list() },
  {
    method: "GET",
    path: "/users/:userId/achievements",
    call: (api, { params }) => api.achievement.earned({ memberId: params.userId }),
  },
  { method: "GET", path: "/gear", call: (api) => api.gear.list() },
  {
    method: "GET",
    path: "/ebooks",
    // "?featured=true" gives the featured shelf; any other value, or none, the whole shelf.
    call: (api, { query }) => api.ebook.list(query.featured === "true" ? { featured: true } : {}),
  },
  {
    method: "GET",
    path: "/users/:userId/ebooks",
    call: (api, { params }) => api.ebook.library({ memberId: params.userId }),
  },
  {
    method: "GET",
    // The e-book's PDF, for a member who may read it. Only a number names one: anything
    // else (`..` included) is no route, 404.
    path: "/ebooks/:id{[0-9]+}/download",
    call: async (api, { params }) =>
      new EbookFile((await api.ebook.download({ ebookId: params.id as Untyped })).fileName),
  },
  {
    method: "POST",
    path: "/ebooks/:id/buy",
    // 200 whether this call bought it or it was already the member's: buying is idempotent.
    call: (api, { params }) => api.ebook.buy({ ebookId: params.id as Untyped }),
  },
  {
    method: "PUT",
    path: "/users/:userId/ebooks/:id/progress",
    call: (api, { params, body }) =>
      api.ebook.setProgress({ ...(body as Untyped), memberId: params.userId, ebookId: params.id }),
  },

  {
    method: "GET",
    path: "/users/:userId/habits",
    call: (api, { params, query }) => api.habit.history({ memberId: params.userId, perHabit: query.limit as Untyped }),
  },
  {
    method: "POST",
    path: "/users/:userId/habits",
    status: 201,
    // The body's `completed` keeps its wire meaning (docs/rules.md, Habits); the procedure takes an outcome.
    call: (api, { params, body }) => api.habit.log(habitLogFromWire(params.userId ?? "", body)),
  },
  {
    method: "GET",
    path: "/users/:userId/reminders",
    call: (api, { params }) => api.habit.reminders({ memberId: params.userId }),
  },
  {
    method: "POST",
    path: "/users/:userId/reminders",
    status: 201,
    call: (api, { params, body }) => api.habit.createReminder({ ...(body as Untyped), memberId: params.userId }),
  },
  {
    method: "PATCH",
    path: "/reminders/:id",
    call: (api, { params, body }) => api.habit.updateReminder({ ...(body as Untyped), id: params.id }),
  },
  {
    method: "DELETE",
    path: "/reminders/:id",
    call: (api, { params }) => api.habit.deleteReminder({ id: params.id as Untyped }),
  },

  {
    method: "POST",
    path: "/premium/message",
    status: 201,
    call: (api, { body }) => api.coaching.send(body as Untyped),
  },
  {
    method: "GET",
    path: "/premium/messages",
    // The member's own, newest first; "?cursor=<last id>" for the next page.
    call: async (api, { query }) => (await api.coaching.mine({ cursor: query.cursor as Untyped })).messages,
  },

  {
    method: "GET",
    path: "/community/posts",
    // The first page, newest first; "?cursor=<last id>" for the next.
    call: async (api, { query }) => (await api.community.feed({ cursor: query.cursor as Untyped })).posts,
  },
  {
    method: "POST",
    path: "/community/posts",
    status: 201,
    call: (api, { body }) => api.community.create(body as Untyped),
  },
  {
    method: "DELETE",
    path: "/community/posts/:id",
    call: (api, { params }) => api.community.delete({ postId: params.id as Untyped }),
  },
  {
    method: "POST",
    path: "/community/posts/:id/like",
    call: (api, { params }) => api.community.like({ postId: params.id as Untyped }),
  },
  {
    method: "GET",
    path: "/community/posts/:id/comments",
    call: (api, { params, query }) =>
      api.community.comments({ postId: params.id as Untyped, cursor: query.cursor as Untyped }),
  },
  {
    method: "POST",
    path: "/community/posts/:id/comments",
    status: 201,
    call: (api, { params, body }) => api.community.comment({ ...(body as Untyped), postId: params.id }),
  },
  {
    method: "DELETE",
    path: "/community/comments/:id",
    call: (api, { params }) => api.community.deleteComment({ commentId: params.id as Untyped }),
  },

  {
    method: "GET",
    path: "/users/:userId/friends",
    call: (api, { params }) => api.friend.list({ memberId: params.userId }),
  },
  {
    method: "GET",
    path: "/friends/search",
    call: (api, { query }) => api.friend.search({ query: query.username as Untyped }),
  },
  {
    method: "POST",
    path: "/friends/requests",
    status: 201,
    call: (api, { body }) => api.friend.request(body as Untyped),
  },
  {
    method: "POST",
    path: "/friends/:memberId/accept",
    call: (api, { params }) => api.friend.accept({ memberId: params.memberId as Untyped }),
  },
  {
    method: "POST",
    path: "/friends/:memberId/decline",
    call: (api, { params }) => api.friend.decline({ memberId: params.memberId as Untyped }),
  },
  {
    method: "POST",
    path: "/friends/:memberId/block",
    call: (api, { params }) => api.friend.block({ memberId: params.memberId as Untyped }),
  },
  {
    method: "DELETE",
    path: "/friends/:memberId",
    call: (api, { params }) => api.friend.remove({ memberId: params.memberId as Untyped }),
  },

  {
    method: "GET",
    path: "/users/:userId/groups",
    call: (api, { params }) => api.group.mine({ memberId: params.userId }),
  },
  { method: "GET", path: "/groups", call: (api, { query }) => api.group.discover({ query: query.q as Untyped }) },
  { method: "POST", path: "/groups", status: 201, call: (api, { body }) => api.group.create(body as Untyped) },
  {
    method: "POST",
    path: "/groups/:id/join",
    call: (api, { params }) => api.group.join({ groupId: params.id as Untyped }),
  },
  {
    method: "POST",
    path: "/groups/:id/leave",
    call: (api, { params }) => api.group.leave({ groupId: params.id as Untyped }),
  },

  {
    method: "GET",
    path: "/leaderboards/friends/:userId",
    call: (api, { params }) => api.leaderboard.friends({ memberId: params.userId }),
  },
  {
    method: "GET",
    path: "/leaderboards/group/:groupId",
    call: (api, { params }) => api.leaderboard.group({ groupId: params.groupId as Untyped }),
  },
  { method: "GET", path: "/leaderboards/global", call: (api) => api.leaderboard.global() },
  {
    method: "GET",
    path: "/leaderboards/national/:country",
    call: (api, { params }) => api.leaderboard.national({ country: params.country }),
  },

  { method: "GET", path: "/admin/analytics", call: (api) => api.admin.analytics() },
  {
    method: "GET",
    path: "/admin/engagement",
    // The first page as a list (docs/rest.md); "?cursor=" (the last row's userId) and "?search=" for others.
    call: async (api, { query }) =>
      (await api.admin.engagement({ cursor: query.cursor as Untyped, search: query.search as Untyped })).rows,
  },
  {
    method: "GET",
    path: "/admin/members.csv",
    // Every member, with the member table's figures, as a file to download.
    call: async (api) => new Download(memberTableCsv(api), "text/csv; charset=utf-8"),
  },
  {
    method: "GET",
    path: "/admin/coaching-messages",
    // "?unanswered=true" leaves out the answered ones; "?cursor=<nextCursor>" for the next page.
    call: (api, { query }) =>
      api.coaching.inbox({
        cursor: query.cursor as Untyped,
        limit: query.limit as Untyped,
        unanswered: query.unanswered === "true",
      }),
  },
  {
    method: "POST",
    path: "/admin/coaching-messages/:id/answered",
    call: (api, { params }) => api.coaching.markAnswered({ id: params.id as Untyped }),
  },
];
