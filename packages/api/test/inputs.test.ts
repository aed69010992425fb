import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

/**
 * Every procedure that takes input, with an input it accepts and the text fields in it.
 * A procedure added without a row here fails the completeness test below, so each new
 * domain is checked too.
 */
const TEXT_INPUTS: Record<string, { input: Record<string, unknown>; textFields: string[] }> = {
  "auth.register": {
    input: {
      username: "ctrl_wolf",
      email: "ctrl@example.com",
      password: "secret123",
      avatar: "/images/avatars/wolf-red.svg",
      timezone: "UTC",
    },
    textFields: ["username", "email", "password", "avatar", "timezone"],
  },
  "auth.login": {
    input: { email: "ctrl@example.com", password: "secret123", timezone: "UTC" },
    textFields: ["email", "password", "timezone"],
  },
  "membership.select": { input: { membershipTier: "free" }, textFields: ["membershipTier"] },
  "profile.update": {
    input: {
      username: "ctrl_wolf",
      email: "ctrl@example.com",
      avatar: "/images/avatars/wolf-red.svg",
      beforePhoto: "/images/avatars/wolf-ice.svg",
      afterPhoto: "/images/avatars/default.svg",
      // Uploads are bytes, not text: see profile.test.ts.
      avatarUpload: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      country: "Canada",
      timezone: "UTC",
    },
    textFields: ["username", "email", "avatar", "beforePhoto", "afterPhoto", "country", "timezone"],
  },
  "profile.setWeightUnit": { input: { weightUnit: "kg" }, textFields: ["weightUnit"] },
  "member.byId": { input: { memberId: "me" }, textFields: ["memberId"] },
  "member.cooldown": { input: { memberId: "me" }, textFields: ["memberId"] },
  "member.progress": { input: { memberId: "me" }, textFields: ["memberId"] },
  "achievement.earned": { input: { memberId: "me" }, textFields: ["memberId"] },
  "workout.history": { input: { memberId: "me", limit: 5 }, textFields: ["memberId"] },
  // Numbers only, or text nested in a list (a set's exercise name: see training.test.ts).
  "workout.byId": { input: { id: 1 }, textFields: [] },
  "workout.complete": {
    input: {
      workoutId: 1,
      duration: 10,
      exercisesCompleted: 1,
      clientKey: "00000000-0000-4000-8000-000000000001",
      occurredAt: "2026-06-01T12:00:00Z",
    },
    textFields: ["clientKey", "occurredAt"],
  },
  "program.pause": { input: { days: 3, reason: "travel" }, textFields: ["reason"] },
  "program.toggleDay": { input: { day: 1, done: true }, textFields: [] },
  "ebook.list": { input: { featured: true }, textFields: [] },
  "ebook.library": { input: { memberId: "me" }, textFields: ["memberId"] },
  "ebook.buy": { input: { ebookId: 1 }, textFields: [] },
  "ebook.download": { input: { ebookId: 1 }, textFields: [] },
  "ebook.setProgress": { input: { memberId: "me", ebookId: 1, progress: 10 }, textFields: ["memberId"] },
  "habit.history": { input: { memberId: "me", perHabit: 7 }, textFields: ["memberId"] },
  "habit.log": {
    input: {
      habitType: "reading",
      outcome: "success",
      notes: "Twelve pages",
      clientKey: "00000000-0000-4000-8000-000000000002",
      occurredAt: "2026-06-01T12:00:00Z",
    },
    textFields: ["habitType", "outcome", "notes", "clientKey", "occurredAt"],
  },
  "habit.reminders": { input: { memberId: "me" }, textFields: ["memberId"] },
  "habit.createReminder": {
    input: { habitType: "reading", reminderTime: "09:00", streakAlerts: true },
    textFields: ["habitType", "reminderTime"],
  },
  "habit.updateReminder": { input: { id: 1, reminderTime: "10:00" }, textFields: ["reminderTime"] },
  "habit.deleteReminder": { input: { id: 1 }, textFields: [] },
  "habit.claimReminder": { input: { id: 1 }, textFields: [] },
  "notification.subscribe": {
    input: {
      endpoint: "https://push.example.com/send/abc",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      deviceLabel: "Phone",
    },
    // The keys are text nested in an object; their base64url pattern refuses control characters too.
    textFields: ["endpoint", "deviceLabel"],
  },
  "notification.removeDevice": { input: { id: 1 }, textFields: [] },
  "notification.setKinds": { input: { id: 1, reminders: false }, textFields: [] },
  "admin.engagement": { input: { search: "wolf", limit: 5 }, textFields: ["search"] },
  "admin.memberExport": {
    input: { cursor: "00000000-0000-4000-8000-000000000000", limit: 5 },
    textFields: ["cursor"],
  },
  "coaching.send": {
    input: { message: "Check my squat", serviceType: "form-check", price: "$79", userPhone: "555 0100" },
    textFields: ["message", "serviceType", "price", "userPhone"],
  },
  "coaching.mine": { input: { cursor: 1 }, textFields: [] },
  "coaching.inbox": { input: { limit: 5, unanswered: true }, textFields: [] },
  "coaching.markAnswered": { input: { id: 1 }, textFields: [] },
  "coaching.thread": { input: { id: 1 }, textFields: [] },
  "coaching.answer": { input: { id: 1, content: "Keep your back straight" }, textFields: ["content"] },
  "coaching.reply": { input: { id: 1, content: "Thanks, coach" }, textFields: ["content"] },
  "bell.list": { input: { cursor: 1 }, textFields: [] },
  "bell.markRead": { input: { id: 1 }, textFields: [] },
  "community.feed": { input: { limit: 5 }, textFields: [] },
  "community.create": {
    input: { type: "tip", title: "Morning", content: "Drink water" },
    textFields: ["type", "title", "content"],
  },
  "community.delete": { input: { postId: 1 }, textFields: [] },
  "community.like": { input: { postId: 1 }, textFields: [] },
  "community.comments": { input: { postId: 1 }, textFields: [] },
  "community.comment": { input: { postId: 1, content: "Nice" }, textFields: ["content"] },
  "community.deleteComment": { input: { commentId: 1 }, textFields: [] },
  "friend.list": { input: { memberId: "me" }, textFields: ["memberId"] },
  "friend.search": { input: { query: "wolf" }, textFields: ["query"] },
  "friend.request": { input: { username: "wolf1" }, textFields: ["username"] },
  "friend.accept": { input: { memberId: "00000000-0000-4000-8000-000000000000" }, textFields: ["memberId"] },
  "friend.decline": { input: { memberId: "00000000-0000-4000-8000-000000000000" }, textFields: ["memberId"] },
  "friend.remove": { input: { memberId: "00000000-0000-4000-8000-000000000000" }, textFields: ["memberId"] },
  "friend.block": { input: { memberId: "00000000-0000-4000-8000-000000000000" }, textFields: ["memberId"] },
  "group.mine": { input: { memberId: "me" }, textFields: ["memberId"] },
  "group.discover": { input: { query: "dawn" }, textFields: ["query"] },
  "group.create": {
    input: { name: "Dawn Runners", description: "Before work", maxMembers: 10 },
    textFields: ["name", "description"],
  },
  "group.join": { input: { groupId: 1 }, textFields: [] },
  "group.leave": { input: { groupId: 1 }, textFields: [] },
  "leaderboard.national": { input: { country: "USA" }, textFields: ["country"] },
  "leaderboard.friends": { input: { memberId: "me" }, textFields: ["memberId"] },
  "leaderboard.group": { input: { groupId: 1 }, textFields: [] },
};

type Procedure = { _def: { inputs: unknown[]; type: string } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
const withInput = Object.entries(procedures)
  .filter(([, procedure]) => procedure._def.inputs.length > 0)
  .map(([path]) => path)
  .sort();

describe("control characters in text", () => {
  it("has a row for every procedure that takes input", () => {
    expect(withInput).toEqual(Object.keys(TEXT_INPUTS).sort());
  });

  const cases = Object.entries(TEXT_INPUTS).flatMap(([path, { input, textFields }]) =>
    textFields.flatMap((field) =>
      ["\u0000", "\u001b", "\u007f"].map((character) => ({
        path,
        input,
        field,
        character,
        code: `U+${character.codePointAt(0)?.toString(16).padStart(4, "0").toUpperCase()}`,
      })),
    ),
  );

  it.each(cases)("$path refuses $field holding $code with 400", async ({ path, input, field, character }) => {
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const call = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], admin.api) as (
      input: unknown,
    ) => Promise<unknown>;
    const value = `${String(input[field]).slice(0, 2)}${character}x`;
    await expect(call({ ...input, [field]: value })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/contains a control character\. Remove it and try again\.$/),
    });
  });
});
