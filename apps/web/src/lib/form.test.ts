import { loginInput, registerInput } from "@wolfpack/rules/auth/inputs";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form.ts";

function errorsOf<T extends { safeParse: (value: unknown) => { success: boolean; error?: unknown } }>(
  schema: T,
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe("form messages come from the shared rules", () => {
  it("a short password gets the spec's words", () => {
    expect(errorsOf(registerInput, { username: "wolfie", email: "w@example.com", password: "12345" })).toEqual({
      password: "Password must be at least 6 characters",
    });
  });

  it("sign-in checks the email and that a password is there", () => {
    expect(errorsOf(loginInput, { email: "nope", password: "" })).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
  });

  it("a valid sign-up has no errors, an empty avatar included", () => {
    expect(
      errorsOf(registerInput, { username: "wolfie", email: "w@example.com", password: "123456", avatar: "" }),
    ).toEqual({});
  });
});
