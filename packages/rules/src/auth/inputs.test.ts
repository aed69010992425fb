import { describe, expect, it } from "vitest";
import { email, loginInput, newPassword, profileInput, registerInput, timezone, username } from "./inputs.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("username", () => {
  it("takes letters and digits of any script, in NFC, from 2 to 30 characters", () => {
    expect(username.parse("  Wölf  ")).toBe("Wölf");
    expect(username.parse("Wo\u0308lf")).toBe("Wölf");
    expect(username.parse("狼王")).toBe("狼王");
    expect(username.parse("alpha.wolf-2_x")).toBe("alpha.wolf-2_x");
    expect(message(username.safeParse("W"))).toBe("Username must be at least 2 characters");
    expect(message(username.safeParse("w".repeat(31)))).toBe("Username must be at most 30 characters");
  });

  it("refuses markup, spaces and direction controls", () => {
    for (const name of ["<b>x</b>", "big wolf", "wolf\u202Eflow"]) {
      expect(message(username.safeParse(name))).toBe(
        "Username may use letters, numbers, dots, dashes and underscores only",
      );
    }
  });
});

describe("passwords", () => {
  it("need 6 characters that are not all spaces", () => {
    expect(message(newPassword.safeParse("12345"))).toBe("Password must be at least 6 characters");
    expect(message(newPassword.safeParse("      "))).toBe("Password cannot be only spaces");
    expect(newPassword.parse(" s3cret ")).toBe(" s3cret ");
  });

  it("are required at sign-in", () => {
    expect(message(loginInput.safeParse({ email: "a@b.co", password: "" }))).toBe("Password is required");
  });
});

describe("email", () => {
  it("is trimmed and lower-cased, and must be an address", () => {
    expect(email.parse("  Lone.Wolf@Example.COM ")).toBe("lone.wolf@example.com");
    expect(message(email.safeParse("not-an-email"))).toBe("Invalid email address");
  });
});

describe("timezone", () => {
  it("must be a zone the runtime knows", () => {
    expect(timezone.parse("Europe/Berlin")).toBe("Europe/Berlin");
    expect(message(timezone.safeParse("Mars/Olympus"))).toBe("Unknown time zone");
  });
});

describe("registerInput", () => {
  it("gathers the fields of the registration form", () => {
    expect(
      registerInput.parse({ username: "LoneWolf", email: "LONE@example.com", password: "howl123", avatar: "" }),
    ).toEqual({ username: "LoneWolf", email: "lone@example.com", password: "howl123", avatar: null });
  });

  it("takes one of the app's avatars and nothing else: uploads are made in settings", () => {
    const details = { username: "LoneWolf", email: "lone@example.com", password: "howl123" };
    expect(registerInput.parse({ ...details, avatar: "/images/avatars/wolf-red.svg" }).avatar).toBe(
      "/images/avatars/wolf-red.svg",
    );
    const refused = [
      "/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.png",
      "https://evil.test/track.png",
      "/api/admin/members.csv",
      "/images/avatars/coach.svg",
    ];
    for (const avatar of refused) {
      expect(message(registerInput.safeParse({ ...details, avatar })), avatar).toBe(
        "Avatar must be one of the app's avatars; upload your own in Settings once you have signed up",
      );
    }
  });
});

describe("profileInput", () => {
  const details = { username: "LoneWolf", email: "lone@example.com" };
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it("takes an uploaded picture's bytes with the kind they are", () => {
    const parsed = profileInput.parse({ ...details, avatarUpload: png });
    expect(parsed.avatarUpload).toEqual({ bytes: png, kind: "png" });
  });

  it("refuses bytes that are no picture, a picture over 5 MB, and anything that is not bytes", () => {
    const notes = new TextEncoder().encode("shopping list");
    expect(message(profileInput.safeParse({ ...details, beforePhotoUpload: notes }))).toBe(
      "Before photo must be a JPG, PNG or GIF image",
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(message(profileInput.safeParse({ ...details, afterPhotoUpload: big }))).toBe(
      "After photo is larger than 5 MB",
    );
    expect(message(profileInput.safeParse({ ...details, avatarUpload: "iVBORw0KGgo=" }))).toBe(
      "Avatar must be a JPG, PNG or GIF image",
    );
  });

  it("takes one of the app's avatars, an upload's path (which keeps the current picture) or none", () => {
    const upload = "/uploads/Ab0_-Ab0_-Ab0_-Ab0_-Ab0_.png";
    const parsed = profileInput.parse({ ...details, avatar: " /images/avatars/wolf-ice.svg ", beforePhoto: upload });
    expect(parsed).toMatchObject({ avatar: "/images/avatars/wolf-ice.svg", beforePhoto: upload });
    expect(profileInput.parse({ ...details, avatar: "", afterPhoto: null })).toMatchObject({
      avatar: null,
      afterPhoto: null,
    });
    expect(profileInput.parse(details).avatar).toBeUndefined();
  });

  it("refuses any other address for a picture: other hosts, other app paths, data and script", () => {
    const refused = [
      "/api/admin/members.csv",
      "https://evil.test/track.png",
      "http://evil.test/track.png",
      "//evil.test/x.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      "/images/avatars/../../api/admin/members.csv",
      "/images/avatars/coach.svg",
      "/uploads/../api/admin/members.csv",
      "/uploads/short.png",
    ];
    for (const address of refused) {
      expect(message(profileInput.safeParse({ ...details, avatar: address })), address).toBe(
        "Avatar must be one of the app's avatars or a picture you upload",
      );
    }
    expect(message(profileInput.safeParse({ ...details, beforePhoto: "https://evil.test/b.png" }))).toBe(
      "Before photo must be one of the app's avatars or a picture you upload",
    );
  });

  it("keeps the country trimmed and refuses a blank one", () => {
    expect(profileInput.parse({ ...details, country: "  Canada " }).country).toBe("Canada");
    expect(profileInput.parse(details).country).toBeUndefined();
    expect(message(profileInput.safeParse({ ...details, country: "   " }))).toBe("Choose a country");
  });

  it("stores a country in the list's one spelling, and refuses one not in the list", () => {
    expect(profileInput.parse({ ...details, country: "usa" }).country).toBe("USA");
    expect(profileInput.parse({ ...details, country: "United Kingdom" }).country).toBe("UK");
    expect(message(profileInput.safeParse({ ...details, country: "Atlantis" }))).toBe("Choose a country from the list");
  });
});
