/**
 * Members' pictures (avatar, before and after photos): each is an upload of the member's
 * own or one of the app's avatars, nothing else; what an upload may be, told by its bytes
 * rather than its name or declared type; and how a profile change treats the pictures it
 * does not upload. Zod-free: a screen can check a chosen file with the same
 * rule and words before sending it.
 */

export const PICTURE_FIELDS = ["avatar", "beforePhoto", "afterPhoto"] as const;
export type PictureField = (typeof PICTURE_FIELDS)[number];

export const PICTURE_LABELS: Record<PictureField, string> = {
  avatar: "Avatar",
  beforePhoto: "Before photo",
  afterPhoto: "After photo",
};

/** 5 MB, as the settings screen's hint says. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_HINT = "JPG, PNG or GIF. Max size 5MB.";
/** For a file input's `accept`: what the picker offers (the bytes still decide). */
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/gif";

export type PictureKind = "png" | "jpeg" | "gif";

/** The bytes each kind of file starts with. */
const SIGNATURES: readonly { kind: PictureKind; bytes: readonly number[] }[] = [
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { kind: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/** How many leading bytes pictureKind needs: a screen reads only these of a chosen file. */
export const PICTURE_SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** PNG, JPEG or GIF by the file's first bytes; null for anything else. */
export function pictureKind(head: Uint8Array): PictureKind | null {
  for (const { kind, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return kind;
  }
  return null;
}

/**
 * What is wrong with a file given as a picture, in words a member reads, or null when it
 * may be kept. `head` is at least its first PICTURE_SIGNATURE_BYTES bytes (or the whole file).
 */
export function pictureProblem(field: PictureField, size: number, head: Uint8Array): string | null {
  if (pictureKind(head) === null) return notAPictureMessage(field);
  if (size > MAX_PICTURE_BYTES) return pictureTooLargeMessage(field);
  return null;
}

/** Also the server's words for a file it stops reading at MAX_PICTURE_BYTES. */
export function pictureTooLargeMessage(field: PictureField): string {
  return `${PICTURE_LABELS[field]} is larger than 5 MB`;
}

export function notAPictureMessage(field: PictureField): string {
  return `${PICTURE_LABELS[field]} must be a JPG, PNG or GIF image`;
}

/** A picture given by an address that is neither one of the app's avatars nor an upload. */
export function pictureChoiceMessage(field: PictureField): string {
  return `${PICTURE_LABELS[field]} must be one of the app's avatars or a picture you upload`;
}

export const REGISTER_AVATAR_MESSAGE =
  "Avatar must be one of the app's avatars; upload your own in Settings once you have signed up";

/** Where the server serves uploaded pictures: same-origin paths such as `/uploads/<random>.png`. */
export const UPLOADS_PATH = "/uploads/";

/** The name an upload is stored under: 18 random bytes in base64url, then its kind's extension. */
export const UPLOADED_NAME = /^[A-Za-z0-9_-]{24}\.(?:png|jpg|gif)$/;

export function isUploadedPicture(path: string): boolean {
  return path.startsWith(UPLOADS_PATH) && UPLOADED_NAME.test(path.slice(UPLOADS_PATH.length));
}

/** The app's own avatars a member may choose (apps/web/public/images/avatars), by name. */
export const APP_AVATARS = [
  { path: "/images/avatars/wolf-amber.svg", name: "Amber wolf" },
  { path: "/images/avatars/wolf-red.svg", name: "Red wolf" },
  { path: "/images/avatars/wolf-steel.svg", name: "Steel wolf" },
  { path: "/images/avatars/wolf-ice.svg", name: "Ice wolf" },
  { path: "/images/avatars/wolf-forest.svg", name: "Forest wolf" },
  { path: "/images/avatars/wolf-violet.svg", name: "Violet wolf" },
] as const;

/** What shows for a member without an avatar; giving it as one is as good as none. */
export const DEFAULT_AVATAR = "/images/avatars/default.svg";

/** The coach's portrait: the demo seed gives it to the coach, and no member may choose it. */
export const COACH_AVATAR = "/images/avatars/coach.svg";

export function isAppAvatar(path: string): boolean {
  return path === DEFAULT_AVATAR || APP_AVATARS.some((avatar) => avatar.path === path);
}

/**
 * What a member's picture may be: an upload of theirs or one of the app's own avatars.
 * Nothing else is stored, so no screen ever fetches another address for a member (an
 * outside host would learn every viewer's address; an app path such as /api/… would be
 * fetched with the viewer's cookies).
 */
export function isMemberPicture(path: string): boolean {
  return isUploadedPicture(path) || isAppAvatar(path) || path === COACH_AVATAR;
}

/**
 * A picture after a profile change that uploads none for it. `given` is what the change
 * says: undefined keeps the current one, null removes it, one of the app's avatars sets it.
 * An upload's path keeps the current one too: a field points at an upload only by
 * uploading it, so no member can take (and, by replacing it, delete) another's file, and
 * a form opened before the picture changed elsewhere does not bring the old one back.
 */
export function keptOrChosenPicture(current: string | null, given: string | null | undefined): string | null {
  if (given === undefined || (given !== null && isUploadedPicture(given))) return current;
  return given;
}
