import { describe, expect, it } from "vitest";
import { pageOf } from "./paging.ts";

describe("pageOf", () => {
  const rows = [{ id: 9 }, { id: 7 }, { id: 4 }];

  it("answers the page and its last key when the row past the page was there", () => {
    expect(pageOf(rows, 2, (row) => row.id)).toEqual({ page: [{ id: 9 }, { id: 7 }], nextCursor: 7 });
  });

  it("answers no cursor on the last page, full or not", () => {
    expect(pageOf(rows, 3, (row) => row.id)).toEqual({ page: rows, nextCursor: null });
    expect(pageOf(rows, 5, (row) => row.id).nextCursor).toBeNull();
    expect(pageOf([], 5, (row: { id: number }) => row.id)).toEqual({ page: [], nextCursor: null });
  });
});
