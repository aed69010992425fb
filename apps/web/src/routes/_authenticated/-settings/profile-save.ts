/**
 * Saving the profile: `PUT /api/auth/profile` as multipart/form-data, since it carries
 * pictures (tRPC's link sends JSON only). A picture slot sent as a file uploads a new
 * picture, sent as one of the app's avatars' paths sets that one, sent as "" removes it,
 * and left out keeps it.
 */
import { PICTURE_FIELDS, type PictureField } from "@wolfpack/rules/auth/pictures";
import type { Member } from "../../../trpc.ts";

/** What the member did with one picture: `app` is one of the app's avatars, by its path. */
export type PictureChoice =
  | { kind: "keep" }
  | { kind: "replace"; file: File }
  | { kind: "app"; path: string }
  | { kind: "remove" };

export interface ProfileChanges {
  username: string;
  email: string;
  /** Null: the member has none and chose none (the national board is then USA's). */
  country: string | null;
  timezone: string;
  pictures: Record<PictureField, PictureChoice>;
}

/** The member's fields this form changes, as the server answers them. */
export type SavedProfile = Pick<Member, "username" | "email" | "country" | "timezone" | PictureField>;

export const KEEP_ALL: Record<PictureField, PictureChoice> = {
  avatar: { kind: "keep" },
  beforePhoto: { kind: "keep" },
  afterPhoto: { kind: "keep" },
};

export function profileFormData({ username, email, country, timezone, pictures }: ProfileChanges): FormData {
  const form = new FormData();
  form.set("username", username);
  form.set("email", email);
  if (country !== null) form.set("country", country);
  form.set("timezone", timezone);
  for (const slot of PICTURE_FIELDS) {
    const choice = pictures[slot];
    if (choice.kind === "replace") form.set(slot, choice.file, choice.file.name);
    else if (choice.kind === "app") form.set(slot, choice.path);
    else if (choice.kind === "remove") form.set(slot, "");
  }
  return form;
}

/**
 * A refusal, carrying its status and the server's `{message}` where the app's error
 * helpers read a tRPC error's (`data.httpStatus`, `shape.message`): the toast shows the
 * server's words, and a 401 ends the session in every tab as any refused call does.
 */
export class ProfileRefused extends Error {
  readonly data: { httpStatus: number };
  readonly shape: { message: string } | null;

  constructor(status: number, message: string | null) {
    super(message ?? `The profile was refused (${status})`);
    this.name = "ProfileRefused";
    this.data = { httpStatus: status };
    this.shape = message ? { message } : null;
  }
}

/** Sends the changes; the member's fields as saved, or a ProfileRefused (a TypeError when offline). */
export async function saveProfile(changes: ProfileChanges, send: typeof fetch = fetch): Promise<SavedProfile> {
  const response = await send("/api/auth/profile", {
    method: "PUT",
    body: profileFormData(changes),
    credentials: "include",
    headers: { accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ProfileRefused(response.status, typeof message === "string" && message.trim() ? message : null);
  }
  // A 200 that is not the member (a proxy's page): said as a failure, not taken as saved.
  if (!body || typeof body !== "object") throw new ProfileRefused(response.status, null);
  const saved = body as SavedProfile;
  return {
    username: saved.username,
    email: saved.email,
    country: saved.country ?? null,
    timezone: saved.timezone,
    avatar: saved.avatar ?? null,
    beforePhoto: saved.beforePhoto ?? null,
    afterPhoto: saved.afterPhoto ?? null,
  };
}
