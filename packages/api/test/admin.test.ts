import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe("admin access", () => {
  it("gives 401 to visitors, 403 to members and the figures to admins", async () => {
    await expect(t.caller().api.admin.analytics()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const wolf = await t.member();
    await expect(wolf.api.admin.analytics()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(wolf.api.admin.engagement()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const analytics = await admin.api.admin.analytics();
    expect(analytics.totalUsers).toBeGreaterThanOrEqual(2);
    const rows = await admin.api.admin.engagement();
    expect(rows.find((row) => row.userId === wolf.profile.id)).toMatchObject({ username: wolf.username });
    expect(rows[0]).not.toHaveProperty("passwordHash");
  });
});
