import { describe, expect, it } from "vitest";
import {
  APP_AVATARS,
  COACH_AVATAR,
  DEFAULT_AVATAR,
  isMemberPicture,
  keptOrChosenPicture,
  MAX_PICTURE_BYTES,
  PICTURE_SIGNATURE_BYTES,
  pictureKind,
  pictureProblem,
} from "./pictures.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG_HEAD = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe("pictureKind", () => {
  it("tells PNG, JPEG and both GIF versions by their first bytes", () => {
    expect(pictureKind(PNG_HEAD)).toBe("png");
    expect(pictureKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(pictureKind(text("GIF87a\u0001\u0000"))).toBe("gif");
    expect(pictureKind(text("GIF89a\u0001\u0000"))).toBe("gif");
  });

  it("refuses anything else, whatever it would be called: text, SVG, WebP, a cut-off header, nothing", () => {
    expect(pictureKind(text("just some notes, saved as photo.jpg"))).toBeNull();
    expect(pictureKind(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(pictureKind(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBeNull();
    expect(pictureKind(text("GIF88a"))).toBeNull();
    expect(pictureKind(PNG_HEAD.subarray(0, 7))).toBeNull();
    expect(pictureKind(bytes(0xff, 0xd8))).toBeNull();
    expect(pictureKind(new Uint8Array())).toBeNull();
  });

  it("needs no more than PICTURE_SIGNATURE_BYTES of a file", () => {
    expect(pictureKind(PNG_HEAD.subarray(0, PICTURE_SIGNATURE_BYTES))).toBe("png");
  });
});

describe("pictureProblem", () => {
  it("names the field and what is wrong", () => {
    expect(pictureProblem("avatar", 4, text("oops"))).toBe("Avatar must be a JPG, PNG or GIF image");
    expect(pictureProblem("beforePhoto", MAX_PICTURE_BYTES + 1, PNG_HEAD)).toBe("Before photo is larger than 5 MB");
    expect(pictureProblem("afterPhoto", 20 * 1024 * 1024, text("<html>"))).toBe(
      "After photo must be a JPG, PNG or GIF image",
    );
  });

  it("takes a picture of exactly 5 MB", () => {
    expect(MAX_PICTURE_BYTES).toBe(5 * 1024 * 1024);
    expect(pictureProblem("avatar", MAX_PICTURE_BYTES, PNG_HEAD)).toBeNull();
  });
});

const MINE = "/uploads/MineMineMineMineMineMine.png";
const THEIRS = "/uploads/TheirsTheirsTheirsTheirs.jpg";

describe("keptOrChosenPicture", () => {
  it("keeps the current picture when nothing is said, removes it for null, sets an app avatar", () => {
    expect(keptOrChosenPicture(MINE, undefined)).toBe(MINE);
    expect(keptOrChosenPicture(MINE, null)).toBeNull();
    expect(keptOrChosenPicture(MINE, "/images/avatars/wolf-red.svg")).toBe("/images/avatars/wolf-red.svg");
    expect(keptOrChosenPicture(null, "/images/avatars/default.svg")).toBe("/images/avatars/default.svg");
  });

  it("never points a picture at an upload by its address: that keeps the current one", () => {
    expect(keptOrChosenPicture(MINE, MINE)).toBe(MINE);
    expect(keptOrChosenPicture(MINE, THEIRS)).toBe(MINE);
    expect(keptOrChosenPicture(null, THEIRS)).toBeNull();
    expect(keptOrChosenPicture("/images/avatars/wolf-ice.svg", THEIRS)).toBe("/images/avatars/wolf-ice.svg");
  });
});

describe("isMemberPicture", () => {
  it("is an upload's path or one of the app's avatars (the coach's portrait included)", () => {
    for (const path of [MINE, THEIRS, ...APP_AVATARS.map((avatar) => avatar.path), DEFAULT_AVATAR, COACH_AVATAR]) {
      expect(isMemberPicture(path), path).toBe(true);
    }
  });

  it("is nothing else: no other host, no other path of the app, no data", () => {
    const others = [
      "https://evil.test/track.png",
      "/api/admin/members.csv",
      "/images/logo.svg",
      "/uploads/short.png",
      "/uploads/../api/admin/members.csv",
      `${MINE}?x=1`,
      "data:image/png;base64,iVBORw0KGgo=",
    ];
    for (const path of others) expect(isMemberPicture(path), path).toBe(false);
  });
});
