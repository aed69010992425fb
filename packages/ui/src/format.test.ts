import { describe, expect, it } from "vitest";
import {
  avatarInitial,
  formatAtLeast,
  formatMinutes,
  formatMonthlyPrice,
  formatNumber,
  formatPrice,
} from "./format.ts";

describe("formatNumber", () => {
  it("groups thousands the way members read them", () => {
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1_000_000)).toBe("1,000,000");
  });

  it("rounds to whole numbers", () => {
    expect(formatNumber(12.6)).toBe("13");
  });

  it("shows 0 for missing stats instead of NaN", () => {
    expect(formatNumber(undefined)).toBe("0");
    expect(formatNumber(null)).toBe("0");
    expect(formatNumber(Number.NaN)).toBe("0");
  });
});

describe("prices", () => {
  it("prints whole dollars without cents", () => {
    expect(formatPrice(35)).toBe("$35");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(1500)).toBe("$1,500");
  });

  it("keeps cents when there are some", () => {
    expect(formatPrice(29.99)).toBe("$29.99");
    expect(formatPrice(149.9)).toBe("$149.90");
  });

  it("prints the membership tiers as the spec does", () => {
    expect(formatMonthlyPrice(35)).toBe("$35/month");
    expect(formatMonthlyPrice(0)).toBe("$0/month");
  });

  it("quotes member counts as at least", () => {
    expect(formatAtLeast(10_000)).toBe("10,000+");
  });
});

describe("avatarInitial", () => {
  it("takes the first letter of the username in upper case", () => {
    expect(avatarInitial("wolfie")).toBe("W");
    expect(avatarInitial("  alpha")).toBe("A");
  });

  it("keeps characters outside the basic plane whole", () => {
    expect(avatarInitial("🐺pack")).toBe("🐺");
  });

  it("falls back to a question mark without a name", () => {
    expect(avatarInitial("")).toBe("?");
    expect(avatarInitial(null)).toBe("?");
  });
});

describe("formatMinutes", () => {
  it("shows minutes below an hour and hours above", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(90)).toBe("1 h 30 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(null)).toBe("0 min");
  });
});
