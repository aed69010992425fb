import { describe, expect, it } from "vitest";
import {
  email,
  loginInput,
  newPassword,
  pictureUrl,
  profileInput,
  registerInput,
  timezone,
  username,
} from "./inputs.ts";

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

describe("pictureUrl", () => {
  it("takes the app's own paths and web addresses, showing http ones over https", () => {
    expect(pictureUrl.parse("/images/avatars/default.svg")).toBe("/images/avatars/default.svg");
    expect(pictureUrl.parse("http://images.example/w.png")).toBe("https://images.example/w.png");
    expect(pictureUrl.parse("")).toBeNull();
    expect(pictureUrl.parse(undefined)).toBeUndefined();
  });

  it("refuses what leaves the site or runs script", () => {
    for (const address of [
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "javascript:alert(1)",
      "https://",
      "/a b.png",
    ]) {
      expect(message(pictureUrl.safeParse(address))).toBe(
        "Image must be a web address (https) or a picture of this app",
      );
    }
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

  it("refuses an uploaded picture's address as the avatar: uploads are made in settings", () => {
    const result = registerInput.safeParse({
      username: "LoneWolf",
      email: "lone@example.com",
      password: "howl123",
      avatar: "/uploads/someone-elses.png",
    });
    expect(message(result)).toBe("Upload your avatar in Settings once you have signed up");
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
