import { describe, expect, it } from "vitest";
import { settingsSearch } from "./search.ts";

describe("settingsSearch", () => {
  it("keeps a known tab and leaves the profile, the default, out of the address", () => {
    expect(settingsSearch({ tab: "membership" })).toEqual({ tab: "membership" });
    expect(settingsSearch({ tab: "calculators" })).toEqual({ tab: "calculators" });
    expect(settingsSearch({ tab: "profile" })).toEqual({});
    expect(settingsSearch({})).toEqual({});
  });

  it("drops what it does not know", () => {
    expect(settingsSearch({ tab: "billing" })).toEqual({});
    expect(settingsSearch({ tab: ["membership"] })).toEqual({});
    expect(settingsSearch({ tab: "Membership" })).toEqual({});
  });
});
