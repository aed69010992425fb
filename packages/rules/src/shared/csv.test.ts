import { describe, expect, it } from "vitest";
import { csvField, csvLines, toCsv } from "./csv.ts";

describe("csv", () => {
  it("writes a header and one CRLF-ended line per row", () => {
    expect(
      toCsv(
        ["date", "exercise", "reps"],
        [
          ["2026-11-20", "Push-ups", 12],
          ["2026-11-21", "Squats", null],
        ],
      ),
    ).toBe("date,exercise,reps\r\n2026-11-20,Push-ups,12\r\n2026-11-21,Squats,\r\n");
  });

  it("writes rows without a header for a file written a part at a time", () => {
    expect(csvLines([])).toBe("");
    expect(csvLines([["=cmd", 3]])).toBe("'=cmd,3\r\n");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvField("Bench, incline")).toBe('"Bench, incline"');
    expect(csvField('The "Wolf" press')).toBe('"The ""Wolf"" press"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("keeps text that a spreadsheet would run as a formula as text", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@sum")).toBe("'@sum");
  });

  it("writes numbers as they are, negative ones too, and nothing for a missing or non-finite one", () => {
    expect(csvField(-2.5)).toBe("-2.5");
    expect(csvField(0)).toBe("0");
    expect(csvField(Number.NaN)).toBe("");
    expect(csvField(undefined)).toBe("");
  });
});
