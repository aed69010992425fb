import { eq, schema } from "@wolfpack/db";
import { DEMO_MEMBER, DEMO_PASSWORD, seedDemo } from "@wolfpack/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

describe("the demo account on a database without demo data", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi();
  });
  afterAll(() => t.close());

  it("is not offered", async () => {
    expect(await t.caller().api.auth.demoAccount()).toBeNull();
  });

  it("is not offered when someone registers the demo's e-mail address", async () => {
    await t.member({ email: DEMO_MEMBER.email, password: "their-own-secret" });
    expect(await t.caller().api.auth.demoAccount()).toBeNull();
  });
});

describe("the demo account on a seeded database", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi();
    await seedDemo(t.db, { hashPassword });
  });
  afterAll(() => t.close());

  it("is offered, and its credentials sign in", async () => {
    const demo = { email: DEMO_MEMBER.email, password: DEMO_PASSWORD };
    expect(await t.caller().api.auth.demoAccount()).toEqual(demo);
    const member = await t.caller().api.auth.login(demo);
    expect(member.email).toBe(DEMO_MEMBER.email);
  });

  it("is no longer offered once the demo member is gone", async () => {
    await t.db.delete(schema.users).where(eq(schema.users.email, DEMO_MEMBER.email));
    expect(await t.caller().api.auth.demoAccount()).toBeNull();
  });
});
