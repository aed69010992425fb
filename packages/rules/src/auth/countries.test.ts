import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY } from "../leaderboards/boards.ts";
import { COUNTRIES, COUNTRY_ALIASES, countryMatches, countryNamed, isCountry } from "./countries.ts";

describe("countries", () => {
  it("spells each country once, in A to Z order, as the seed and the national board do", () => {
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect([...COUNTRIES].sort((a, b) => a.localeCompare(b, "en"))).toEqual(COUNTRIES);
    for (const seeded of [DEFAULT_COUNTRY, "Canada", "UK", "Australia", "Germany"])
      expect(isCountry(seeded)).toBe(true);
    expect(isCountry("United States")).toBe(false);
    expect(isCountry("usa")).toBe(false);
    for (const name of COUNTRIES) expect(name).toBe(name.trim());
  });

  it("gives other names only for countries of the list", () => {
    for (const country of Object.keys(COUNTRY_ALIASES)) expect(isCountry(country)).toBe(true);
  });

  it("finds a country by the start of any word of its names, ignoring case and accents", () => {
    expect(countryMatches("USA", "united st")).toBe(true);
    expect(countryMatches("USA", "states")).toBe(true);
    expect(countryMatches("UK", "england")).toBe(true);
    expect(countryMatches("Ivory Coast", "cote")).toBe(true);
    expect(countryMatches("Turkey", "türk")).toBe(true);
    expect(countryMatches("Guinea-Bissau", "bissau")).toBe(true);
    expect(countryMatches("Germany", "  GER ")).toBe(true);
    expect(countryMatches("Germany", "")).toBe(true);
    expect(countryMatches("Germany", "many")).toBe(false);
    expect(countryMatches("USA", "uk")).toBe(false);
  });

  it("reads a name in any case, or another name, as the country's stored spelling", () => {
    expect(countryNamed("usa")).toBe("USA");
    expect(countryNamed(" United States ")).toBe("USA");
    expect(countryNamed("england")).toBe("UK");
    expect(countryNamed("CANADA")).toBe("Canada");
    expect(countryNamed("Türkiye")).toBe("Turkey");
    expect(countryNamed("Cote d'Ivoire")).toBe("Ivory Coast");
    expect(countryNamed("Atlantis")).toBeNull();
    expect(countryNamed("Ger")).toBeNull();
    for (const name of COUNTRIES) expect(countryNamed(name)).toBe(name);
  });
});
