import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApi["member"]>>;

const UPGRADE = /PREMIUM WOLF\. Upgrade your membership/;

/** A member on premium, through the same upgrade the membership screen calls. */
async function premiumMember(): Promise<Member> {
  const member = await t.member();
  await member.api.membership.upgrade();
  return member;
}

async function admin(): Promise<Member> {
  const member = await t.member();
  await t.makeAdmin(member.profile.id);
  return member;
}

async function storedMessages(member: Member) {
  return t.db.select().from(schema.premiumMessages).where(eq(schema.premiumMessages.userId, member.profile.id));
}

describe("sending a message to the coach", () => {
  it("is for premium members: a free member gets 403 naming the upgrade, and nothing is stored", async () => {
    const free = await t.member();
    await expect(
      free.api.coaching.send({ message: "Can you check my form?", serviceType: "form-check" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(UPGRADE) });
    expect(await storedMessages(free)).toHaveLength(0);
  });

  it("refuses a lapsed premium as free", async () => {
    const lapsed = await premiumMember();
    await t.db
      .update(schema.users)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.users.id, lapsed.profile.id));
    await expect(
      lapsed.api.coaching.send({ message: "Still there?", serviceType: "consultation" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(UPGRADE) });
  });

  it("is stored as sent, trimmed, with the plan's price as the server knows it", async () => {
    const member = await premiumMember();
    const sent = await member.api.coaching.send({
      message: "  Twelve weeks to my first pull-up, please  ",
      serviceType: "custom-plan",
      price: "$1",
      userPhone: " 555 0100 ",
    });
    expect(sent).toMatchObject({
      serviceType: "custom-plan",
      message: "Twelve weeks to my first pull-up, please",
      userPhone: "555 0100",
      status: "sent",
      price: "$299",
      respondedAt: null,
    });
    expect(sent.createdAt).toBeInstanceOf(Date);
    const [row] = await storedMessages(member);
    expect(row).toMatchObject({ id: sent.id, status: "sent", price: "$299", respondedAt: null });

    const consultation = await member.api.coaching.send({ message: "Call me", serviceType: "consultation" });
    expect(consultation).toMatchObject({ price: "$50-100/hr", userPhone: null });
    const formCheck = await member.api.coaching.send({ message: "Squat", serviceType: "form-check", price: "$79" });
    expect(formCheck.price).toBe("$79");
  });

  it("is open to admins, who have premium", async () => {
    const coach = await admin();
    expect(await coach.api.coaching.send({ message: "Testing", serviceType: "consultation" })).toMatchObject({
      status: "sent",
    });
  });

  it("refuses a blank or over-long message and an unknown plan with 400, storing nothing", async () => {
    const member = await premiumMember();
    await expect(member.api.coaching.send({ message: "  \n ", serviceType: "consultation" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Write your message to the coach",
    });
    await expect(
      member.api.coaching.send({ message: "x".repeat(2001), serviceType: "consultation" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Message must be at most 2000 characters" });
    await expect(
      member.api.coaching.send({ message: "Hi", serviceType: "massage" as "consultation" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a coaching plan: consultation, form-check, custom-plan",
    });
    await expect(
      member.api.coaching.send({ message: "Hi", serviceType: "consultation", price: "$".repeat(41) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Price must be at most 40 characters" });
    expect(await storedMessages(member)).toHaveLength(0);
  });

  it("needs a signed-in member", async () => {
    await expect(t.caller().api.coaching.send({ message: "Hi", serviceType: "consultation" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(t.caller().api.coaching.mine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("a member's own messages", () => {
  it("are theirs only, newest first, with status and respondedAt", async () => {
    const member = await premiumMember();
    const other = await premiumMember();
    const first = await member.api.coaching.send({ message: "First", serviceType: "consultation" });
    await other.api.coaching.send({ message: "Not yours", serviceType: "form-check" });
    const second = await member.api.coaching.send({ message: "Second", serviceType: "form-check" });

    const mine = await member.api.coaching.mine();
    expect(mine.nextCursor).toBeNull();
    expect(mine.messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(mine.messages[0]).toMatchObject({ message: "Second", status: "sent", respondedAt: null, price: "$79" });
    expect(JSON.stringify(mine)).not.toContain("Not yours");
  });

  it("stay readable after premium lapses, and a free member has none", async () => {
    const member = await premiumMember();
    await member.api.coaching.send({ message: "Before it lapsed", serviceType: "consultation" });
    await t.db.update(schema.users).set({ membershipTier: "free" }).where(eq(schema.users.id, member.profile.id));
    expect((await member.api.coaching.mine()).messages.map((m) => m.message)).toEqual(["Before it lapsed"]);
    const free = await t.member();
    expect(await free.api.coaching.mine()).toEqual({ messages: [], nextCursor: null });
  });

  it("page by cursor, 50 at a time", async () => {
    const member = await premiumMember();
    await t.db.insert(schema.premiumMessages).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: member.profile.id,
        serviceType: "consultation" as const,
        message: `M${i}`,
        price: "$50-100/hr",
      })),
    );
    const first = await member.api.coaching.mine();
    expect(first.messages).toHaveLength(50);
    expect(first.nextCursor).toBe(first.messages.at(-1)?.id);
    const second = await member.api.coaching.mine({ cursor: first.nextCursor });
    expect(second.messages.map((m) => m.message)).toEqual(["M4", "M3", "M2", "M1", "M0"]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("the coach's inbox", () => {
  it("lists every member's messages newest first, with their username and e-mail", async () => {
    const coach = await admin();
    const a = await premiumMember();
    const b = await premiumMember();
    const fromA = await a.api.coaching.send({ message: "From A", serviceType: "consultation" });
    const fromB = await b.api.coaching.send({ message: "From B", serviceType: "custom-plan" });

    const { messages } = await coach.api.coaching.inbox();
    expect(messages.slice(0, 2).map((m) => m.id)).toEqual([fromB.id, fromA.id]);
    expect(messages[0]).toMatchObject({
      userId: b.profile.id,
      username: b.username,
      email: b.email,
      message: "From B",
      serviceType: "custom-plan",
      price: "$299",
      status: "sent",
      respondedAt: null,
    });
  });

  it("marks a message answered once: respondedAt is set, and answering again keeps it", async () => {
    const coach = await admin();
    const member = await premiumMember();
    const sent = await member.api.coaching.send({ message: "Answer me", serviceType: "form-check" });
    const before = Date.now();
    const answered = await coach.api.coaching.markAnswered({ id: sent.id });
    expect(answered).toMatchObject({ id: sent.id, status: "answered" });
    expect(answered.respondedAt).toBeInstanceOf(Date);
    expect(answered.respondedAt?.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await coach.api.coaching.markAnswered({ id: sent.id });
    expect(again.status).toBe("answered");
    expect(again.respondedAt?.getTime()).toBe(answered.respondedAt?.getTime());

    const mine = await member.api.coaching.mine();
    expect(mine.messages[0]).toMatchObject({ id: sent.id, status: "answered", respondedAt: answered.respondedAt });
  });

  it("shows only the unanswered when asked, and pages by cursor", async () => {
    const coach = await admin();
    const member = await premiumMember();
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await member.api.coaching.send({ message: `Q${i}`, serviceType: "consultation" })).id);
    }
    const [q0, q1, q2, q3, q4] = made as [number, number, number, number, number];
    await coach.api.coaching.markAnswered({ id: q1 });
    await coach.api.coaching.markAnswered({ id: q3 });

    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page: { messages: { id: number; respondedAt: Date | null }[]; nextCursor: number | null } =
        await coach.api.coaching.inbox({ unanswered: true, limit: 2, cursor });
      expect(page.messages.every((m) => m.respondedAt === null)).toBe(true);
      seen.push(...page.messages.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => made.includes(id))).toEqual([q4, q2, q0]);

    const all = await coach.api.coaching.inbox({ limit: 50 });
    expect(all.messages.filter((m) => m.userId === member.profile.id).map((m) => m.status)).toEqual([
      "sent",
      "answered",
      "sent",
      "answered",
      "sent",
    ]);
  });

  it("answers 404 for a message that is not there", async () => {
    const coach = await admin();
    await expect(coach.api.coaching.markAnswered({ id: 2_000_000_000 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This coaching message is no longer there.",
    });
  });

  it("is refused to members, premium or not, with 403", async () => {
    const member = await premiumMember();
    const sent = await member.api.coaching.send({ message: "Mine", serviceType: "consultation" });
    const free = await t.member();
    for (const who of [member, free]) {
      await expect(who.api.coaching.inbox()).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "Only admins can do this.",
      });
      await expect(who.api.coaching.markAnswered({ id: sent.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const [row] = await storedMessages(member);
    expect(row).toMatchObject({ status: "sent", respondedAt: null });
  });
});

describe("the thread under a message", () => {
  it("the coach's answer sets respondedAt once, and the member reads it and writes back", async () => {
    const coach = await admin();
    const member = await premiumMember();
    const sent = await member.api.coaching.send({ message: "How deep should I squat?", serviceType: "form-check" });

    const first = await coach.api.coaching.answer({ id: sent.id, content: "  Hips below the knees.  " });
    expect(first.reply).toMatchObject({ fromCoach: true, author: coach.username, content: "Hips below the knees." });
    expect(first.message).toMatchObject({ id: sent.id, status: "answered", replies: 1, waiting: false });
    const respondedAt = first.message.respondedAt;
    expect(respondedAt).toBeInstanceOf(Date);

    const back = await member.api.coaching.reply({ id: sent.id, content: "Even with a heavy bar?" });
    expect(back.reply).toMatchObject({ fromCoach: false, author: member.username });
    // The member wrote last: waiting for the coach again, in the inbox's unanswered list.
    expect(back.message).toMatchObject({ replies: 2, waiting: true, respondedAt });
    const unanswered = await coach.api.coaching.inbox({ unanswered: true });
    expect(unanswered.messages.map((m) => m.id)).toContain(sent.id);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await coach.api.coaching.answer({ id: sent.id, content: "Yes, go lighter first." });
    expect(second.message.respondedAt?.getTime()).toBe(respondedAt?.getTime());
    expect(second.message.waiting).toBe(false);

    const thread = await member.api.coaching.thread({ id: sent.id });
    expect(thread.message).toMatchObject({ id: sent.id, message: "How deep should I squat?", replies: 3 });
    expect(thread.replies.map((r) => [r.fromCoach, r.content])).toEqual([
      [true, "Hips below the knees."],
      [false, "Even with a heavy bar?"],
      [true, "Yes, go lighter first."],
    ]);
    const mine = await member.api.coaching.mine();
    expect(mine.messages[0]).toMatchObject({ id: sent.id, status: "answered", replies: 3, respondedAt });
  });

  it("is closed to another member on every path (404), open to admins", async () => {
    const coach = await admin();
    const otherAdmin = await admin();
    const member = await premiumMember();
    const stranger = await premiumMember();
    const sent = await member.api.coaching.send({ message: "Private words", serviceType: "consultation" });
    await coach.api.coaching.answer({ id: sent.id, content: "Private answer" });

    const notFound = { code: "NOT_FOUND", message: "This coaching message is no longer there." };
    await expect(stranger.api.coaching.thread({ id: sent.id })).rejects.toMatchObject(notFound);
    await expect(stranger.api.coaching.reply({ id: sent.id, content: "Let me in" })).rejects.toMatchObject(notFound);
    await expect(stranger.api.coaching.answer({ id: sent.id, content: "Let me in" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(JSON.stringify(await stranger.api.coaching.mine())).not.toContain("Private");
    // A message that does not exist reads the same as another's.
    await expect(stranger.api.coaching.thread({ id: 2_000_000 })).rejects.toMatchObject(notFound);

    const read = await otherAdmin.api.coaching.thread({ id: sent.id });
    expect(read.replies.map((r) => r.content)).toEqual(["Private answer"]);
    const stored = await t.db
      .select()
      .from(schema.coachingReplies)
      .where(eq(schema.coachingReplies.messageId, sent.id));
    expect(stored.map((r) => r.content)).toEqual(["Private answer"]);
  });

  it("refuses a blank reply, and a free member's write-back names the upgrade", async () => {
    const coach = await admin();
    const member = await premiumMember();
    const sent = await member.api.coaching.send({ message: "Hi", serviceType: "consultation" });
    await expect(coach.api.coaching.answer({ id: sent.id, content: "  " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Write your reply",
    });
    await t.db.update(schema.users).set({ membershipTier: "free" }).where(eq(schema.users.id, member.profile.id));
    await expect(member.api.coaching.reply({ id: sent.id, content: "Back" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(UPGRADE),
    });
    // A lapsed member still reads their thread.
    expect((await member.api.coaching.thread({ id: sent.id })).replies).toEqual([]);
    expect((await member.api.coaching.thread({ id: sent.id })).message.respondedAt).toBeNull();
  });
});
