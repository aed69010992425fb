import { describe, expect, it } from "vitest";
import { email, loginInput, newPassword, pictureUrl, registerInput, timezone, username } from "./inputs.ts";

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
});
