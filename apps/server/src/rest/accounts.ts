/** The account routes: health, registering, signing in and out, the member's own details and plan. */

import { healthAnswer, memberAnswer } from "@wolfpack/rules/auth/answers";
import { loginInput, profileInput, registerInput } from "@wolfpack/rules/auth/inputs";
import { MAX_PICTURE_BYTES, pictureTooLargeMessage } from "@wolfpack/rules/auth/pictures";
import { selectMembershipInput } from "@wolfpack/rules/membership/inputs";
import { done } from "@wolfpack/rules/shared/answers";
import { formOf, requireSignedIn, restRoute } from "./contract.ts";

export const accountRoutes = [
  restRoute({
    method: "GET",
    path: "/health",
    summary: "Whether this instance can serve",
    description: "200 once the database answers; 503 when it refuses, fails or gives no answer within 3 s.",
    access: "anyone",
    answer: healthAnswer,
    call: (api) => api.health.check(),
  }),
  restRoute({
    method: "POST",
    path: "/auth/register",
    summary: "Become a member, signed in at once",
    description: "Answers the new member and a session cookie. `avatar` is one of the app's avatars or none.",
    access: "anyone",
    body: registerInput,
    status: 201,
    answer: memberAnswer,
    refusals: [409, 429],
    call: (api, { body }) => api.auth.register(body),
  }),
  restRoute({
    method: "POST",
    path: "/auth/login",
    summary: "Sign in",
    description: "Answers the member and a session cookie. Throttled: 429 with `Retry-After` (docs/operations.md).",
    access: "anyone",
    body: loginInput,
    answer: memberAnswer,
    // 401: 'Invalid email or password'.
    refusals: [401, 429],
    call: (api, { body }) => api.auth.login(body),
  }),
  restRoute({
    method: "POST",
    path: "/auth/logout",
    summary: "Sign out",
    description: "Ends the session; harmless when there is none.",
    access: "anyone",
    answer: done,
    call: (api) => api.auth.logout(),
  }),
  restRoute({
    method: "GET",
    path: "/auth/me",
    summary: "The signed-in member",
    access: "member",
    answer: memberAnswer,
    kept: "auth.me",
    call: async (api) => requireSignedIn(await api.auth.me()),
  }),
  restRoute({
    method: "POST",
    path: "/auth/select-membership",
    summary: "Choose free or premium",
    description: "Choosing the plan one has changes (and charges) nothing. Answers the member as they now are.",
    access: "member",
    body: selectMembershipInput,
    answer: memberAnswer,
    call: (api, { body }) => api.membership.select(body),
  }),
  restRoute({
    method: "PUT",
    path: "/auth/profile",
    summary: "Change the member's own details and pictures",
    description:
      "JSON, or a multipart form whose file parts (avatar, beforePhoto, afterPhoto) upload pictures (docs/rest.md, Uploads).",
    access: "member",
    body: profileInput,
    multipart: formOf(profileInput.shape, { maxFileBytes: MAX_PICTURE_BYTES, tooLarge: pictureTooLargeMessage }),
    answer: memberAnswer,
    refusals: [409, 429],
    call: (api, { body }) => api.profile.update(body),
  }),
  restRoute({
    method: "POST",
    path: "/membership/upgrade",
    summary: "Upgrade from free to premium for 30 days",
    access: "member",
    answer: memberAnswer,
    refusals: [409],
    call: (api) => api.membership.upgrade(),
  }),
];
