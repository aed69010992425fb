import { describe, expect, it } from "vitest";
import { fromKeptText, keptText } from "./kept-text.ts";

describe("what the phone keeps", () => {
  it("comes back as it was, dates as dates, at any depth", () => {
    const cache = {
      queries: [
        {
          queryKey: [["habit", "history"], { input: { perHabit: 7 }, type: "query" }],
          state: {
            dataUpdatedAt: 1_795_000_000_000,
            data: [{ date: "2026-11-27", createdAt: new Date(1_795_000_000_123) }],
          },
        },
      ],
      mutations: [{ state: { variables: { note: "Walked it off", occurredAt: "2026-11-27T08:00:00.000Z" } } }],
      member: { premiumSince: new Date("2026-01-01T00:00:00.000Z"), expiresAt: null },
    };
    const back = fromKeptText<typeof cache>(keptText(cache));
    expect(back).toEqual(cache);
    expect(back.queries[0]?.state.data[0]?.createdAt).toBeInstanceOf(Date);
    expect(back.mutations[0]?.state.variables.occurredAt).toBe("2026-11-27T08:00:00.000Z");
  });

  it("takes an object that only looks like a kept date, with more in it, as it is", () => {
    const answer = { $date: 5, and: "more" };
    expect(fromKeptText(keptText(answer))).toEqual(answer);
  });
});
