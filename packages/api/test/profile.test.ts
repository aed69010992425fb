import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe("profile", () => {
  it("updates the member's own details and refuses another member's username", async () => {
    const taken = await t.member({ username: "AlphaTaken" });
    const wolf = await t.member();
    const updated = await wolf.api.profile.update({
      username: "NewName",
      email: wolf.email,
      avatar: "/images/avatars/default.svg",
      beforePhoto: "",
      afterPhoto: null,
    });
    expect(updated).toMatchObject({ username: "NewName", avatar: "/images/avatars/default.svg", beforePhoto: null });
    expect(updated).not.toHaveProperty("passwordHash");
    // Keeping one's own name is no conflict.
    await expect(wolf.api.profile.update({ username: "NewName", email: wolf.email })).resolves.toBeTruthy();
    await expect(wolf.api.profile.update({ username: taken.username, email: wolf.email })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});
