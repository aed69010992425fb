import { describe, expect, it } from "vitest";
import { failureMessage, isUnauthorized } from "../../../lib/errors.ts";
import { KEEP_ALL, type ProfileChanges, ProfileRefused, profileFormData, saveProfile } from "./profile-save.ts";

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

const changes: ProfileChanges = {
  username: "IronHowl",
  email: "iron@example.com",
  country: "Canada",
  timezone: "America/Toronto",
  pictures: { avatar: { kind: "replace", file: png }, beforePhoto: { kind: "remove" }, afterPhoto: { kind: "keep" } },
};

function answer(status: number, body: string) {
  return async () => new Response(body, { status, headers: { "content-type": "application/json" } });
}

describe("profileFormData", () => {
  it("sends a chosen picture as a file, a removed one as empty text, and leaves a kept one out", () => {
    const form = profileFormData(changes);
    expect(form.get("username")).toBe("IronHowl");
    expect(form.get("email")).toBe("iron@example.com");
    expect(form.get("country")).toBe("Canada");
    expect(form.get("timezone")).toBe("America/Toronto");
    const avatar = form.get("avatar");
    expect(avatar).toBeInstanceOf(File);
    expect((avatar as File).name).toBe("me.png");
    expect(form.get("beforePhoto")).toBe("");
    expect(form.has("afterPhoto")).toBe(false);
  });

  it("sends one of the app's avatars by its path", () => {
    const form = profileFormData({
      ...changes,
      pictures: { ...KEEP_ALL, avatar: { kind: "app", path: "/images/avatars/wolf-ice.svg" } },
    });
    expect(form.get("avatar")).toBe("/images/avatars/wolf-ice.svg");
    expect(form.has("beforePhoto")).toBe(false);
  });

  it("leaves the country out when the member has none", () => {
    const form = profileFormData({ ...changes, country: null, pictures: KEEP_ALL });
    expect(form.has("country")).toBe(false);
    expect(form.has("avatar")).toBe(false);
  });
});

describe("saveProfile", () => {
  it("answers the saved fields", async () => {
    const saved = {
      id: "m1",
      username: "IronHowl",
      email: "iron@example.com",
      country: "Canada",
      timezone: "America/Toronto",
      avatar: "/uploads/abc.png",
      beforePhoto: null,
      afterPhoto: null,
      totalXP: 10,
    };
    const result = await saveProfile(changes, answer(200, JSON.stringify(saved)));
    expect(result).toEqual({
      username: "IronHowl",
      email: "iron@example.com",
      country: "Canada",
      timezone: "America/Toronto",
      avatar: "/uploads/abc.png",
      beforePhoto: null,
      afterPhoto: null,
    });
  });

  it("turns a refusal into the server's words, and a 401 into an ended session", async () => {
    const refused = await saveProfile(changes, answer(400, '{"message":"Avatar is larger than 5 MB"}')).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ProfileRefused);
    expect(failureMessage(refused, "fallback")).toBe("Avatar is larger than 5 MB");
    expect(isUnauthorized(refused)).toBe(false);

    const signedOut = await saveProfile(changes, answer(401, '{"message":"Please sign in to continue."}')).catch(
      (error: unknown) => error,
    );
    expect(isUnauthorized(signedOut)).toBe(true);
  });

  it("falls back to the caller's line when the answer is not the API's", async () => {
    const garbled = await saveProfile(changes, answer(502, "<html>Bad gateway</html>")).catch(
      (error: unknown) => error,
    );
    expect(failureMessage(garbled, "Your profile was not saved.")).toBe("Your profile was not saved.");
    const empty = await saveProfile(changes, answer(200, "<html></html>")).catch((error: unknown) => error);
    expect(empty).toBeInstanceOf(ProfileRefused);
  });
});
