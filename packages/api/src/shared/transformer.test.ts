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

  it("sends plain JSON with Dates as superjson would, and reads it back", () => {
    const at = (iso: string) => new Date(iso);
    const values = [
      { at: at("2026-11-22T10:00:00Z") },
      {
        id: "m1",
        createdAt: at("2026-11-01T08:00:00Z"),
        lastWorkoutCompletedAt: null,
        pauses: [{ from: "2026-11-01", at: at("2026-11-02T08:00:00Z") }],
      },
      [
        { id: 1, habitType: "reading", createdAt: at("2026-11-22T10:00:00Z") },
        { id: 2, habitType: "sugar", createdAt: new Date(0), notes: null },
      ],
      { member: { joinedAt: at("2026-01-01T00:00:00Z") }, logs: [], 10: [new Date(1)] },
    ];
    for (const value of values) {
      const sent = transformer.serialize(value) as { json: unknown };
      // Sent as it is, not copied: JSON writes each Date as its ISO time, as superjson does.
      expect(sent.json).toBe(value);
      expect(JSON.stringify(sent)).toBe(JSON.stringify(superjson.serialize(value)));
      expect(superjson.deserialize(JSON.parse(JSON.stringify(sent)))).toEqual(value);
    }
  });

  it("leaves what JSON cannot carry to superjson, and reads it back", () => {
    const at = new Date("2026-11-22T10:00:00Z");
    const values = [
      undefined,
      at,
      [1, undefined],
      { n: Number.NaN },
      { at, gone: undefined },
      { at: new Date(Number.NaN) },
      { "a.b": at },
      { first: at, again: at },
      { "": at },
      new Map([["a", 1]]),
      10n,
    ];
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
