import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { CACHE_TIME_MS, createAppQueryClient, ME_STALE_TIME_MS, meQueryKey } from "./query-client.ts";

/** What the API answers a member procedure called without a live session. */
function sessionEndedError() {
  return TRPCClientError.from({
    error: { message: "Please sign in to continue.", code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401 } },
  });
}

describe("query client (spec section 9)", () => {
  it("never refetches on focus, never retries, and keeps data fresh", () => {
    const client = createAppQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(mutations?.retry).toBe(false);
  });

  it("re-checks the current member after five minutes, without retry", () => {
    const client = createAppQueryClient();
    const defaults = client.getQueryDefaults(meQueryKey());
    expect(ME_STALE_TIME_MS).toBe(300_000);
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.retry).toBe(false);
    expect(meQueryKey()).toEqual([["auth", "me"], { type: "query" }]);
  });

  it("leaves other queries stale-free", () => {
    const client = createAppQueryClient();
    expect(client.getQueryDefaults([["workouts", "list"], { type: "query" }]).staleTime).toBeUndefined();
  });

  it("reports a read refused with 401 as an ended session", async () => {
    const onUnauthorized = vi.fn();
    const client = createAppQueryClient({ onUnauthorized });
    const refused = sessionEndedError();
    await client.fetchQuery({ queryKey: ["private"], queryFn: () => Promise.reject(refused) }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await client
      .fetchQuery({ queryKey: ["other"], queryFn: () => Promise.reject(new Error("offline")) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("reports a write refused with 401 as an ended session", async () => {
    const onUnauthorized = vi.fn();
    const client = createAppQueryClient({ onUnauthorized });
    const refused = sessionEndedError();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("keeps unused screens' data a week, so the copy kept for offline holds them", () => {
    const client = createAppQueryClient();
    expect(CACHE_TIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(CACHE_TIME_MS);
  });
});
