import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonReaches, SMALLEST_COMPRESSED_ANSWER } from "./compression.ts";

describe("jsonReaches", () => {
  // 500 lists of up to 200 values: 2 s on a quiet 2-core machine, 7.5 s beside the browser tests.
  it("tells an answer well inside one packet from one well past it, as its JSON's length does", {
    timeout: 30_000,
  }, () => {
    fc.assert(
      // Lists of up to 200 values: both sides of one packet, a tenth or more of them on each.
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 200, size: "max" }), (value) => {
        const bytes = Buffer.byteLength(JSON.stringify(value));
        if (bytes <= SMALLEST_COMPRESSED_ANSWER * 0.8)
          expect(jsonReaches(value, SMALLEST_COMPRESSED_ANSWER)).toBe(false);
        if (bytes >= SMALLEST_COMPRESSED_ANSWER * 1.25)
          expect(jsonReaches(value, SMALLEST_COMPRESSED_ANSWER)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("counts a list of words, numbers or Dates to the byte, as JSON writes them", () => {
    const lists = {
      words: Array.from({ length: 30 }, (_, at) => "wolf".repeat(at)),
      numbers: Array.from({ length: 300 }, (_, at) => at * 1.5),
      dates: Array.from({ length: 60 }, (_, at) => new Date(Date.UTC(2026, 0, 1 + at))),
    };
    for (const [name, list] of Object.entries(lists)) {
      const bytes = Buffer.byteLength(JSON.stringify(list));
      expect(jsonReaches(list, bytes), name).toBe(true);
      expect(jsonReaches(list, bytes + 1), name).toBe(false);
    }
  });
});
