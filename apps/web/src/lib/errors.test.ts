import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import {
  BROKEN_SCREEN_MESSAGE,
  failureMessage,
  isUnauthorized,
  loadFailureMessage,
  refusalMessage,
  UNREACHABLE_MESSAGE,
} from "./errors.ts";

/** An error as the tRPC client builds it from the API's error reply. */
function apiError(message: string, code: string, httpStatus: number) {
  return TRPCClientError.from({
    error: { message, code: -32001, data: { code, httpStatus, path: "auth.login" } },
  });
}

describe("failureMessage", () => {
  it("shows the server's own words", () => {
    expect(failureMessage(apiError("Invalid email or password", "UNAUTHORIZED", 401), "fallback")).toBe(
      "Invalid email or password",
    );
    expect(
      failureMessage(
        apiError("Too many failed sign-in attempts. Try again in 3 minutes.", "TOO_MANY_REQUESTS", 429),
        "x",
      ),
    ).toBe("Too many failed sign-in attempts. Try again in 3 minutes.");
  });

  it("falls back to the spec's line when the server said nothing readable", () => {
    expect(failureMessage(TRPCClientError.from(new TypeError("Failed to fetch")), "Failed to logout")).toBe(
      "Failed to logout",
    );
    expect(failureMessage(new Error("boom"), "Failed to create account")).toBe("Failed to create account");
    expect(failureMessage(undefined, "Invalid email or password")).toBe("Invalid email or password");
  });
});

describe("refusalMessage (a post that was not shared)", () => {
  it("shows the server's words for a refused input and for one write too many", () => {
    expect(refusalMessage(apiError("Title must be at most 120 characters", "BAD_REQUEST", 400), "x")).toBe(
      "Title must be at most 120 characters",
    );
    const tooMany = "You've reached the limit of 10 posts per 10 minutes. Try again in 7 minutes.";
    expect(refusalMessage(apiError(tooMany, "TOO_MANY_REQUESTS", 429), "Failed to create post")).toBe(tooMany);
  });

  it("keeps the spec's line for any other failure", () => {
    const internal = apiError("Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR", 500);
    expect(refusalMessage(internal, "Failed to create post")).toBe("Failed to create post");
    expect(refusalMessage(TRPCClientError.from(new TypeError("Failed to fetch")), "Failed to create post")).toBe(
      "Failed to create post",
    );
  });
});

describe("isUnauthorized", () => {
  it("recognises an ended session", () => {
    expect(isUnauthorized(apiError("Please sign in to continue.", "UNAUTHORIZED", 401))).toBe(true);
    expect(isUnauthorized(apiError("Only admins can do this.", "FORBIDDEN", 403))).toBe(false);
    expect(isUnauthorized(new Error("x"))).toBe(false);
  });
});

describe("loadFailureMessage (the error card)", () => {
  it("shows what the server wrote", () => {
    const internal = apiError("Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR", 500);
    expect(loadFailureMessage(internal)).toBe("Something went wrong on our side. Please try again.");
  });

  it("says the servers could not be reached when the API gave no readable answer", () => {
    expect(loadFailureMessage(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(UNREACHABLE_MESSAGE);
    const garbled = TRPCClientError.from(new SyntaxError("Unexpected token '<', \"<html>\" is not valid JSON"));
    expect(loadFailureMessage(garbled)).toBe(UNREACHABLE_MESSAGE);
  });

  it("never shows a fault's own text or stack", () => {
    const fault = new TypeError("Cannot read properties of undefined (reading 'username')");
    expect(loadFailureMessage(fault)).toBe(BROKEN_SCREEN_MESSAGE);
    expect(loadFailureMessage("a thrown string")).toBe(BROKEN_SCREEN_MESSAGE);
    expect(loadFailureMessage(undefined)).toBe(BROKEN_SCREEN_MESSAGE);
  });
});
