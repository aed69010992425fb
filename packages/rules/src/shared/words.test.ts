import { describe, expect, it } from "vitest";
import { countOf, plural } from "./words.ts";

describe("counts in words", () => {
  it("says one thing in the singular and any other count in the plural", () => {
    expect(countOf(1, "minute")).toBe("1 minute");
    expect(countOf(0, "minute")).toBe("0 minutes");
    expect(countOf(5, "set")).toBe("5 sets");
    expect(plural(1, "Minute")).toBe("Minute");
    expect(plural(30, "Minute")).toBe("Minutes");
  });

  it("takes an irregular plural and groups thousands", () => {
    expect(countOf(2, "wolf", "wolves")).toBe("2 wolves");
    expect(countOf(1, "wolf", "wolves")).toBe("1 wolf");
    expect(countOf(1234, "like")).toBe("1,234 likes");
  });
});
