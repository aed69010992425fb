import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { transformer } from "./transformer.ts";

describe("the tRPC transformer", () => {
  it("sends plain JSON exactly as superjson would", () => {
    const values = [
      null,
      "text",
      0,
      true,
      [],
      {},
      [
        {
          id: 1,
          title: "Push Day",
          exercises: ["Push-Ups"],
          day: null,
          locked: false,
          nested: { a: [1, 2, { b: "c" }] },
        },
      ],
    ];
    for (const value of values) expect(transformer.serialize(value)).toEqual(superjson.serialize(value));
  });

  it("leaves what JSON cannot carry to superjson, and reads it back", () => {
    const at = new Date("2026-11-22T10:00:00Z");
    const values = [undefined, at, { at }, [1, undefined], { n: Number.NaN }, new Map([["a", 1]]), 10n];
    for (const value of values) {
      expect(transformer.serialize(value)).toEqual(superjson.serialize(value));
      expect(superjson.deserialize(transformer.serialize(value) as never)).toEqual(value);
    }
  });

  it("reads what the web app's superjson writes", () => {
    const input = { featured: true, at: new Date("2026-11-22T10:00:00Z") };
    expect(transformer.deserialize(superjson.serialize(input))).toEqual(input);
  });
});
