import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gzipAround, jsonReaches, SMALLEST_COMPRESSED_ANSWER } from "./compression.ts";

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

describe("gzipAround", () => {
  // A catalogue's worth of cards: large enough to be carried compressed once.
  const catalogue = (name: string) =>
    Object.freeze(Array.from({ length: 60 }, (_, id) => ({ id, name: `${name} ${id}`, minutes: 30 + id })));

  it("gives gzip that opens to the body, whatever surrounds the kept answers and in whatever order they are given", {
    timeout: 30_000,
  }, () => {
    const workouts = catalogue("Workout");
    const gear = catalogue("Gear");
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary", maxLength: 3000 }), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        (around, both) => {
          const [before = "", between = "", after = ""] = around;
          const text = `${before}${JSON.stringify(workouts)}${between}${both ? JSON.stringify(gear) : ""}${after}`;
          const body = new TextEncoder().encode(text);
          for (const answers of [[workouts, gear], [gear, workouts], [workouts], []]) {
            expect(new TextDecoder().decode(gunzipSync(gzipAround(body, answers)))).toBe(text);
          }
        },
      ),
    );
  });

  it("sends a batch's answer about as small as compressing it whole", () => {
    const workouts = catalogue("Workout");
    const member = { id: "m1", username: "ApexAlpha", workoutsCompleted: 72, totalMinutes: 2400 };
    const text = `[{"result":{"data":{"json":${JSON.stringify(member)}}}},{"result":{"data":{"json":${JSON.stringify(workouts)}}}}]`;
    const spliced = gzipAround(new TextEncoder().encode(text), [workouts]);
    expect(gunzipSync(spliced).toString()).toBe(text);
    expect(spliced.byteLength).toBeLessThan(gzipSync(text, { level: 3 }).byteLength * 1.1);
  });
});
