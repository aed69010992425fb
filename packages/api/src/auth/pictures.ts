import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { TRPCError } from "@trpc/server";
import { isUploadedPicture, type PictureKind, UPLOADED_NAME, UPLOADS_PATH } from "@wolfpack/rules/auth/pictures";
import { describeFailure } from "../shared/log.ts";

/** A picture whose bytes were checked: a JPG, PNG or GIF of at most 5 MB. */
export interface CheckedPicture {
  bytes: Uint8Array;
  kind: PictureKind;
}

/**
 * Where members' uploaded pictures are kept. The server keeps them on disk
 * (diskPictureStore); another store (a bucket) implements this and is passed in the
 * context instead.
 */
export interface PictureStore {
  /** Keeps the picture and answers the same-origin path it is served at, such as `/uploads/<random>.png`. */
  save(picture: CheckedPicture): Promise<string>;
  /** Deletes a picture this store saved, by that path; any other path or address is left alone. */
  remove(path: string): Promise<void>;
}

/** For a context with no store (a script that was given none): uploads are refused, nothing else changes. */
export const noPictureStore: PictureStore = {
  async save() {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: "This server does not keep uploaded pictures." });
  },
  async remove() {},
};

const EXTENSIONS: Record<PictureKind, string> = { png: "png", jpeg: "jpg", gif: "gif" };

export interface DiskPictureStore extends PictureStore {
  readonly folder: string;
  /** The file of a stored picture by its name (the part after /uploads/), or null for a name this store never makes. */
  fileOf(name: string): string | null;
}

/**
 * Pictures as files in one folder, each under a new random name whose extension is the
 * kind its bytes showed, so the name alone tells the type it is served with. A file is
 * written beside its final name and renamed, so a half-written one is never served.
 */
export function diskPictureStore(folder: string): DiskPictureStore {
  // Only names this store makes are ever served (UPLOADED_NAME).
  const fileOf = (name: string) => (UPLOADED_NAME.test(name) ? join(folder, name) : null);
  return {
    folder,
    fileOf,
    async save({ bytes, kind }) {
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(18).toString("base64url")}.${EXTENSIONS[kind]}`;
      const file = join(folder, name);
      const partial = join(folder, `.${name}.partial`);
      try {
        await writeFile(partial, bytes, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return `${UPLOADS_PATH}${name}`;
    },
    async remove(path) {
      const file = isUploadedPicture(path) ? fileOf(path.slice(UPLOADS_PATH.length)) : null;
      if (file) await rm(file, { force: true });
    },
  };
}

/**
 * Deletes pictures no longer used, once the change that dropped them is committed. A
 * failure is only logged: the member's change stands, and a stray file costs disk, not data.
 */
export async function removePictures(store: PictureStore, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      store.remove(path).catch((error: unknown) => console.error(describeFailure(`removing ${path}`, error))),
    ),
  );
}
