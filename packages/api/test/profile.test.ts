import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCaller,
  createScriptContext,
  diskPictureStore,
  type PictureStore,
  toPublicMember,
} from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
let folder: string;
beforeAll(async () => {
  t = await openTestApi();
  folder = mkdtempSync(join(tmpdir(), "wolfpack-pictures-"));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The first bytes of a PNG: a picture by its content, which is all the procedure checks. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** A member's pictures as stored, and the files in a folder. */
async function picturesOf(memberId: string) {
  const [row] = await t.db
    .select({ avatar: schema.users.avatar, beforePhoto: schema.users.beforePhoto, afterPhoto: schema.users.afterPhoto })
    .from(schema.users)
    .where(eq(schema.users.id, memberId));
  return row;
}
const filesIn = (path: string) => readdirSync(path).sort();

describe("profile", () => {
  it("updates the member's own details and refuses another member's username", async () => {
    const taken = await t.member({ username: "AlphaTaken" });
    const wolf = await t.member();
    const updated = await wolf.api.profile.update({
      username: "NewName",
      email: wolf.email,
      avatar: "/images/avatars/default.svg",
      beforePhoto: "",
      afterPhoto: null,
    });
    expect(updated).toMatchObject({ username: "NewName", avatar: "/images/avatars/default.svg", beforePhoto: null });
    expect(updated).not.toHaveProperty("passwordHash");
    // Keeping one's own name is no conflict.
    await expect(wolf.api.profile.update({ username: "NewName", email: wolf.email })).resolves.toBeTruthy();
    await expect(wolf.api.profile.update({ username: taken.username, email: wolf.email })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("lets a script upload a member's picture with the server's store", async () => {
    const wolf = await t.member();
    const scriptFolder = join(folder, "script");
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, wolf.profile.id));
    if (!row) throw new Error("member missing");
    const script = createCaller(
      createScriptContext(t.db, toPublicMember(row), { pictures: diskPictureStore(scriptFolder) }),
    );
    const updated = await script.profile.update({ username: wolf.username, email: wolf.email, afterPhotoUpload: PNG });
    expect(updated.afterPhoto).toMatch(/^\/uploads\/[A-Za-z0-9_-]{24}\.png$/);
    expect(filesIn(scriptFolder)).toEqual([updated.afterPhoto?.slice("/uploads/".length)]);
  });

  it("refuses an upload where no store is given, changing nothing", async () => {
    const wolf = await t.member();
    await expect(
      wolf.api.profile.update({ username: "No_Store_Wolf", email: wolf.email, avatarUpload: PNG }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: "This server does not keep uploaded pictures." });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, wolf.profile.id));
    expect(row?.username).toBe(wolf.username);
  });

  it("deletes the pictures it stored when a later one cannot be stored, changing nothing", async () => {
    const wolf = await t.member();
    const failingFolder = join(folder, "failing");
    const disk = diskPictureStore(failingFolder);
    let saves = 0;
    // The real store, on a real disk, that gives out after one picture (a full disk, say).
    const fillsUp: PictureStore = {
      save: async (picture) => {
        saves += 1;
        if (saves > 1) throw new Error("no space left on device");
        return disk.save(picture);
      },
      remove: (path) => disk.remove(path),
    };
    const api = t.caller(wolf.cookie, undefined, { pictures: fillsUp }).api;
    await expect(
      api.profile.update({ username: wolf.username, email: wolf.email, avatarUpload: PNG, beforePhotoUpload: PNG }),
    ).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    expect(saves).toBe(2);
    expect(filesIn(failingFolder)).toEqual([]);
    expect(await picturesOf(wolf.profile.id)).toEqual({ avatar: null, beforePhoto: null, afterPhoto: null });
  });

  it("deletes the old upload once a replacement is committed, and nothing when the change fails", async () => {
    const wolf = await t.member();
    const other = await t.member();
    const own = join(folder, "own");
    const api = t.caller(wolf.cookie, undefined, { pictures: diskPictureStore(own) }).api;
    const first = await api.profile.update({ username: wolf.username, email: wolf.email, avatarUpload: PNG });
    // Another member's e-mail: refused, and neither the old picture nor a new one is left changed.
    await expect(
      api.profile.update({ username: wolf.username, email: other.email, avatarUpload: PNG }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(filesIn(own)).toEqual([first.avatar?.slice("/uploads/".length)]);
    const second = await api.profile.update({ username: wolf.username, email: wolf.email, avatarUpload: PNG });
    expect(second.avatar).not.toBe(first.avatar);
    expect(filesIn(own)).toEqual([second.avatar?.slice("/uploads/".length)]);
  });
  it("answers 429 alike for a taken and a free new e-mail once the address's throttle is spent", async () => {
    const other = await t.member({ email: "someone-else@example.com" });
    const wolf = await t.member();
    const address = "198.51.100.140";
    await t.db
      .insert(schema.registrationAttempts)
      .values(Array.from({ length: 20 }, () => ({ clientAddress: address })));
    const api = t.caller(wolf.cookie, address).api;
    for (const email of [other.email, "free-address@example.com"]) {
      await expect(api.profile.update({ username: wolf.username, email })).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(/^Too many e-mail changes from this network\. Try again in \d+ minutes?\.$/),
      });
    }
    // A change that keeps the e-mail claims nothing and is not counted.
    await expect(api.profile.update({ username: "Renamed_Wolf", email: wolf.email })).resolves.toMatchObject({
      username: "Renamed_Wolf",
      email: wolf.email,
    });
  });
  it("refuses a new name that looks like another member's or is the team's, but an admin may take one", async () => {
    await t.member({ username: "SilverFang" });
    const wolf = await t.member();
    await expect(wolf.api.profile.update({ username: "S\u0456lverFang", email: wolf.email })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That username looks the same as one already taken. Please choose another.",
    });
    await expect(wolf.api.profile.update({ username: "\u0251dmin", email: wolf.email })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That username is reserved for the WOLFPACK team. Please choose another.",
    });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, wolf.profile.id));
    expect(row?.username).toBe(wolf.username);

    const coach = await t.member();
    await t.makeAdmin(coach.profile.id);
    await expect(coach.api.profile.update({ username: "Support", email: coach.email })).resolves.toMatchObject({
      username: "Support",
    });
  });

  it("lets a member keep a team name they had from before, in any case, but not take another", async () => {
    const wolf = await t.member();
    await t.db.update(schema.users).set({ username: "helpdesk" }).where(eq(schema.users.id, wolf.profile.id));
    const api = t.caller(wolf.cookie).api;
    await expect(api.profile.update({ username: "HelpDesk", email: wolf.email })).resolves.toMatchObject({
      username: "HelpDesk",
    });
    await expect(api.profile.update({ username: "moderator", email: wolf.email })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That username is reserved for the WOLFPACK team. Please choose another.",
    });
  });
  it("refuses a picture that is neither an upload nor one of the app's avatars, storing nothing", async () => {
    const wolf = await t.member();
    await wolf.api.profile.update({
      username: wolf.username,
      email: wolf.email,
      avatar: "/images/avatars/wolf-red.svg",
    });
    const refused: [string, string][] = [
      ["avatar", "/api/admin/members.csv"],
      ["avatar", "https://evil.test/track.png"],
      ["beforePhoto", "data:image/png;base64,iVBORw0KGgo="],
      ["afterPhoto", "/images/avatars/coach.svg"],
    ];
    for (const [field, address] of refused) {
      await expect(
        wolf.api.profile.update({ username: "Changed_Name", email: wolf.email, [field]: address }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(/must be one of the app's avatars or a picture you upload$/),
      });
    }
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, wolf.profile.id));
    expect(row).toMatchObject({
      username: wolf.username,
      avatar: "/images/avatars/wolf-red.svg",
      beforePhoto: null,
      afterPhoto: null,
    });
  });
});
