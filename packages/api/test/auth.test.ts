import { and, asc, count, eq, schema, sql } from "@wolfpack/db";
import { DEMO_COACH, DEMO_MEMBER, DEMO_PASSWORD, seedDemo } from "@wolfpack/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberRows } from "../src/auth/member-rows.ts";
import { ARGON2_OPTIONS, verifyPassword } from "../src/auth/password.ts";
import { requestSession } from "../src/auth/session.ts";
import { DEFAULT_THROTTLE_LIMITS, hashPassword } from "../src/index.ts";
import { addOpenWorkout, openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe("registration", () => {
  it("creates a free member, signs them in and never returns the password hash", async () => {
    const visitor = t.caller();
    const member = await visitor.api.auth.register({
      username: "LoneWolf",
      email: "  Lone.Wolf@Example.com ",
      password: "howl123",
      timezone: "Europe/Berlin",
    });
    expect(member).toMatchObject({
      username: "LoneWolf",
      email: "lone.wolf@example.com",
      membershipTier: "free",
      level: 1,
    });
    expect(member).not.toHaveProperty("passwordHash");
    expect(member.timezone).toBe("Europe/Berlin");

    const cookie = visitor.sessionCookie();
    expect(cookie).not.toBeNull();
    const me = await t.caller(cookie ?? undefined).api.auth.me();
    expect(me?.id).toBe(member.id);
    expect(me).not.toHaveProperty("passwordHash");
  });

  it("stores the password with Argon2id, at 19 MiB and 2 passes outside the suites", async () => {
    const { profile } = await t.member({ password: "argon-check" });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, profile.id));
    // The suites hash at Argon2id's smallest cost (password.ts); everything else at OWASP's.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await verifyPassword(row?.passwordHash ?? "", "argon-check")).toBe(true);
    expect(ARGON2_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  });

  it("refuses a taken username, whatever its letter case, saying it is the username", async () => {
    await t.member({ username: "PackLeader" });
    await expect(
      t.caller().api.auth.register({ username: "packleader", email: "other@example.com", password: "secret123" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/username/i) });
  });

  it("refuses a taken e-mail, saying it is the e-mail", async () => {
    await t.member({ email: "taken@example.com" });
    await expect(
      t.caller().api.auth.register({ username: "fresh_name", email: "TAKEN@example.com", password: "secret123" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/email/i) });
  });

  it("refuses a password shorter than 6 characters with the spec's message", async () => {
    await expect(
      t.caller().api.auth.register({ username: "shorty", email: "shorty@example.com", password: "12345" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Password must be at least 6 characters" });
  });

  it("refuses an avatar that is not a web address", async () => {
    await expect(
      t.caller().api.auth.register({
        username: "scripted",
        email: "scripted@example.com",
        password: "secret123",
        avatar: "javascript:alert(1)",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
  it("accepts names in any script, in NFC, and keeps them unique regardless of case", async () => {
    const wolf = await t.member({ username: "Wölf" });
    expect(wolf.profile.username).toBe("Wölf");
    const king = await t.member({ username: "狼王" });
    expect(king.profile.username).toBe("狼王");
    // The same name typed with a combining umlaut, or in capitals, is taken.
    for (const sameName of ["Wo\u0308lf", "WÖLF"]) {
      await expect(
        t.caller(undefined, "203.0.113.77").api.auth.register({
          username: sameName,
          email: `same-${sameName.length}-${sameName.charCodeAt(1)}@example.com`,
          password: "secret123",
        }),
      ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/username/i) });
    }
  });

  it("still refuses markup and spaces in a name, and a password of spaces", async () => {
    for (const username of ["<b>wolf</b>", "big wolf", "wolf\u202Eflow"]) {
      await expect(
        t.caller().api.auth.register({ username, email: "markup@example.com", password: "secret123" }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/^Username may use/) });
    }
    await expect(
      t.caller().api.auth.register({ username: "spaced", email: "spaced@example.com", password: "      " }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Password cannot be only spaces" });
  });

  it("takes one of the app's avatars, and refuses any other address with nothing stored", async () => {
    const refused = [
      "https://evil.test/track.png",
      "/api/admin/members.csv",
      "//evil.test/x.png",
      "data:image/png;base64,AA",
    ];
    for (const avatar of refused) {
      await expect(
        t
          .caller()
          .api.auth.register({ username: "linked_avatar", email: "linked@example.com", password: "secret123", avatar }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "Avatar must be one of the app's avatars; upload your own in Settings once you have signed up",
      });
    }
    const [none] = await t.db.select().from(schema.users).where(eq(schema.users.email, "linked@example.com"));
    expect(none).toBeUndefined();
    const wolf = await t.caller(undefined, "203.0.113.78").api.auth.register({
      username: "chosen_avatar",
      email: "chosen@example.com",
      password: "secret123",
      avatar: "/images/avatars/wolf-violet.svg",
    });
    expect(wolf.avatar).toBe("/images/avatars/wolf-violet.svg");
  });
});

describe("names that look the same", () => {
  const register = (username: string, address: string) =>
    t.caller(undefined, address).api.auth.register({
      username,
      email: `${address.replaceAll(/[.:]/g, "-")}@example.com`,
      password: "secret123",
    });

  it("refuses a name that looks like a member's: another script's letters, a capital i for an L", async () => {
    await t.member({ username: "TimberWolf" });
    const lookalikes = ["T\u0456mberWolf", "TimberWoIf", "TIMBERW\u039FLF", "Timber\u13B3olf"];
    for (const [n, username] of lookalikes.entries()) {
      await expect(register(username, `198.51.100.${180 + n}`), username).rejects.toMatchObject({
        code: "CONFLICT",
        message: "That username looks the same as one already taken. Please choose another.",
      });
    }
    await expect(register("TimberWolves", "198.51.100.189")).resolves.toMatchObject({ username: "TimberWolves" });
  });

  it("lets exactly one of many look-alike names sign up at once", async () => {
    const names = ["NightOwl", "NIGHTOWL", "N\u0456ghtowl", "Night0wl", "NightOwI", "\u039Dightowl"];
    const tally = await outcomes(names.map((username, n) => register(username, `198.51.100.${190 + n}`)));
    expect(tally).toEqual({ ok: 1, CONFLICT: names.length - 1 });
  });

  it("reserves the team's names, and names that look like them, for the team", async () => {
    for (const [n, username] of [
      "Coach",
      "\u0251dmin",
      "ADMIN",
      "Wolf_Pack",
      "support",
      "\u0421\u041E\u0410\u0421\u041D",
    ].entries()) {
      await expect(register(username, `198.51.100.${200 + n}`), username).rejects.toMatchObject({
        code: "CONFLICT",
        message: "That username is reserved for the WOLFPACK team. Please choose another.",
      });
    }
    // The first admin may take one (pnpm admin:create --username Coach).
    const { bootstrapAdmin } = await import("../src/index.ts");
    const created = await bootstrapAdmin(t.db, {
      email: "the-coach@example.com",
      username: "Coach",
      password: "alpha-pass",
    });
    expect(created.member).toMatchObject({ username: "Coach", isAdmin: true });
  });
});

describe("sign-in", () => {
  it("signs in with the right password, issuing a new session", async () => {
    const wolf = await t.member({ email: "signin@example.com", password: "moonlight" });
    const visitor = t.caller(wolf.cookie);
    const member = await visitor.api.auth.login({ email: "SIGNIN@example.com", password: "moonlight" });
    expect(member.id).toBe(wolf.profile.id);
    expect(member.lastLoginAt).toBeInstanceOf(Date);
    const fresh = visitor.sessionCookie();
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(wolf.cookie);
    // The session the browser had before signing in again is over.
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
    expect((await t.caller(fresh ?? undefined).api.auth.me())?.id).toBe(wolf.profile.id);
  });

  it("says only 'Invalid email or password' for a wrong password or an unknown e-mail", async () => {
    await t.member({ email: "wrongpass@example.com" });
    await expect(
      t.caller().api.auth.login({ email: "wrongpass@example.com", password: "nope-nope" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    });
    await expect(
      t.caller().api.auth.login({ email: "nobody@example.com", password: "nope-nope" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    });
  });

  it("validates the e-mail and requires a password, with the spec's messages", async () => {
    await expect(t.caller().api.auth.login({ email: "not-an-email", password: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Invalid email address",
    });
    await expect(t.caller().api.auth.login({ email: "a@example.com", password: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Password is required",
    });
  });
});

/** Sets a member's sessions' times, as days passing would. */
function setSessionsOf(memberId: string, times: { expiresAt?: Date; createdAt?: Date }) {
  return t.db.update(schema.sessions).set(times).where(eq(schema.sessions.userId, memberId));
}

describe("sessions", () => {
  it("ends the session on the server at logout", async () => {
    const wolf = await t.member();
    await expect(wolf.api.auth.logout()).resolves.toEqual({ success: true });
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
    // Signing out twice (another tab, an expired session) is not an error.
    await expect(t.caller(wolf.cookie).api.auth.logout()).resolves.toEqual({ success: true });
  });

  it("refuses a session past its expiry", async () => {
    const wolf = await t.member();
    await setSessionsOf(wolf.profile.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
  });

  it("ends a session 90 days after sign-in however active it is", async () => {
    const wolf = await t.member();
    await setSessionsOf(wolf.profile.id, { createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) });
    expect(await t.caller(wolf.cookie).api.auth.me()).toBeNull();
  });

  it("keeps only a hash of the session token, so a copy of the database opens no session", async () => {
    const wolf = await t.member();
    const token = wolf.cookie.split("=")[1] ?? "";
    const stored = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, wolf.profile.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.id).not.toContain(token);
    // Presenting the stored id as a cookie opens nothing.
    expect(await t.caller(`wolfpack_session=${stored[0]?.id}`).api.auth.me()).toBeNull();
    expect((await t.caller(wolf.cookie).api.auth.me())?.id).toBe(wolf.profile.id);
  });

  it("ends the session a browser had when someone registers a new account on it", async () => {
    const first = await t.member();
    const browser = t.caller(first.cookie, "203.0.113.79");
    const second = await browser.api.auth.register({
      username: "second_on_device",
      email: "second-device@example.com",
      password: "secret123",
    });
    expect(await t.caller(first.cookie).api.auth.me()).toBeNull();
    expect((await t.caller(browser.sessionCookie() ?? undefined).api.auth.me())?.id).toBe(second.id);
  });

  it("uses the __Host- cookie when cookies are secure", async () => {
    const visitor = t.caller(undefined, "203.0.113.80", { secureCookies: true });
    await visitor.api.auth.register({
      username: "host_cookie",
      email: "host-cookie@example.com",
      password: "secret123",
    });
    const [cookie] = visitor.resHeaders.getSetCookie();
    expect(cookie).toMatch(/^__Host-wolfpack_session=[^;]+; .*Path=\/; /);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("sweeps expired sessions and old attempts on its own schedule", async () => {
    const { sweepExpired } = await import("../src/index.ts");
    const wolf = await t.member();
    await setSessionsOf(wolf.profile.id, { expiresAt: new Date(Date.now() - 1000) });
    await t.db
      .insert(schema.loginAttempts)
      .values({ email: "old@example.com", clientAddress: "x", attemptedAt: new Date(Date.now() - 2 * 86_400_000) });
    await sweepExpired(t.db);
    expect(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, wolf.profile.id))).toEqual([]);
    expect(
      await t.db.select().from(schema.loginAttempts).where(eq(schema.loginAttempts.email, "old@example.com")),
    ).toEqual([]);
  });

  describe("a read of the member's own rows, made with the session's lookup", () => {
    it("answers as the same read made apart: the reminders and habit logs, and none for a new member", async () => {
      const wolf = await t.member();
      await wolf.api.habit.createReminder({ habitType: "reading", reminderTime: "21:30" });
      await wolf.api.habit.createReminder({ habitType: "sugar", reminderTime: "07:15" });
      await wolf.api.habit.log({ habitType: "reading", outcome: "success", notes: "ten pages" });
      await wolf.api.habit.log({ habitType: "sugar", outcome: "failure" });
      const coach = await t.member();
      await t.makeAdmin(coach.profile.id);

      // A fresh request each: the read comes with the session.
      const reminders = await t.caller(wolf.cookie).api.habit.reminders();
      const history = await t.caller(wolf.cookie).api.habit.history({ perHabit: 7 });
      expect(reminders.map((reminder) => reminder.reminderTime)).toEqual(["07:15", "21:30"]);
      expect(history.map((log) => [log.habitType, log.outcome])).toEqual([
        ["sugar", "failure"],
        ["reading", "success"],
      ]);
      // The same reads made apart: by a coach, and after the session was read in the request.
      const apart = t.caller(wolf.cookie).api;
      await apart.auth.me();
      expect(await apart.habit.reminders()).toEqual(reminders);
      expect(await apart.habit.history({ perHabit: 7 })).toEqual(history);
      const byCoach = t.caller(coach.cookie).api;
      expect(await byCoach.habit.reminders({ memberId: wolf.profile.id })).toEqual(reminders);
      expect(await byCoach.habit.history({ memberId: wolf.profile.id, perHabit: 7 })).toEqual(history);

      const newcomer = await t.member();
      expect(await t.caller(newcomer.cookie).api.habit.reminders()).toEqual([]);
      expect(await t.caller(newcomer.cookie).api.habit.history({ perHabit: 7 })).toEqual([]);
    });

    it("answers as the same read made apart: the e-book library with its times, and the shelf's bought marks", async () => {
      const reader = await t.member();
      const [free, bought, notBought] = await t.db
        .insert(schema.ebooks)
        .values([
          { title: `Own read, free ${Math.random()}`, price: 0 },
          { title: `Own read, bought ${Math.random()}`, price: 5, file: "own-read-bought.pdf" },
          { title: `Own read, not bought ${Math.random()}`, price: 7, file: "own-read-not-bought.pdf" },
        ])
        .returning({ id: schema.ebooks.id });
      if (!free || !bought || !notBought) throw new Error("no e-books written");
      await reader.api.ebook.buy({ ebookId: free.id });
      await reader.api.ebook.buy({ ebookId: bought.id });
      await reader.api.ebook.setProgress({ ebookId: free.id, progress: 40 });

      // A fresh request each: the read comes with the session.
      const library = await t.caller(reader.cookie).api.ebook.library();
      const shelf = await t.caller(reader.cookie).api.ebook.list();
      expect(library.map((entry) => [entry.ebookId, entry.progress, entry.bought])).toEqual(
        expect.arrayContaining([
          [free.id, 40, true],
          [bought.id, 0, true],
        ]),
      );
      expect(library.every((entry) => entry.purchasedAt instanceof Date)).toBe(true);
      const urlOf = (id: number) => shelf.find((book) => book.id === id)?.downloadUrl;
      expect(urlOf(bought.id)).toBe(`/api/ebooks/${bought.id}/download`);
      expect(urlOf(notBought.id)).toBeNull();
      // The same reads made apart, after the session was read in the request.
      const apart = t.caller(reader.cookie).api;
      await apart.auth.me();
      expect(await apart.ebook.library()).toEqual(library);
      expect(await apart.ebook.list()).toEqual(shelf);
    });

    it("answers as the same read made apart: the friends and group boards, and the pack's lists", async () => {
      const me = await t.member();
      const pal = await t.member();
      await me.api.friend.request({ username: pal.username });
      await pal.api.friend.accept({ memberId: me.profile.id });
      await t.db
        .update(schema.users)
        .set({ currentStreak: 3, workoutsCompleted: 5, totalMinutes: 150 })
        .where(eq(schema.users.id, pal.profile.id));
      const coach = await t.member();
      await t.makeAdmin(coach.profile.id);

      // A fresh request: the board comes with the session.
      const board = await t.caller(me.cookie).api.leaderboard.friends();
      expect(board.map((row) => [row.rank, row.username, row.totalMinutes])).toEqual([
        [1, pal.username, 150],
        [2, me.username, 0],
      ]);
      const apart = t.caller(me.cookie).api;
      await apart.auth.me();
      expect(await apart.leaderboard.friends()).toEqual(board);
      expect(await t.caller(coach.cookie).api.leaderboard.friends({ memberId: me.profile.id })).toEqual(board);
      // The pack's lists, likewise.
      const lists = await t.caller(me.cookie).api.friend.list();
      expect(lists.friends.map((friend) => friend.member.username)).toEqual([pal.username]);
      expect(lists.friends[0]?.since).toBeInstanceOf(Date);
      expect(await t.caller(coach.cookie).api.friend.list({ memberId: me.profile.id })).toEqual(lists);

      const group = await me.api.group.create({ name: `Own read ${Math.random()}` });
      await pal.api.group.join({ groupId: group.id });
      const groupBoard = await t.caller(me.cookie).api.leaderboard.group({ groupId: group.id });
      expect(groupBoard.map((row) => [row.rank, row.username])).toEqual([
        [1, pal.username],
        [2, me.username],
      ]);
      const groupApart = t.caller(me.cookie).api;
      await groupApart.auth.me();
      expect(await groupApart.leaderboard.group({ groupId: group.id })).toEqual(groupBoard);
      expect(await t.caller(coach.cookie).api.leaderboard.group({ groupId: group.id })).toEqual(groupBoard);
      await expect(t.caller(me.cookie).api.leaderboard.group({ groupId: group.id + 1_000 })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    it("answers as the same read made apart: the feed's pages, with their authors and the viewer's likes", async () => {
      const reader = await t.member();
      const author = await t.member();
      const liked = await author.api.community.create({ type: "general", title: "Liked", content: "Own read" });
      await author.api.community.create({ type: "general", title: "Not liked", content: "Own read" });
      await reader.api.community.like({ postId: liked.id });

      // A fresh request: the screens' page comes with the session.
      const feed = await t.caller(reader.cookie).api.community.feed();
      const [newest, next] = feed.posts;
      expect([newest?.title, newest?.likedByMe, newest?.author]).toEqual([
        "Not liked",
        false,
        { id: author.profile.id, username: author.username, avatar: author.profile.avatar },
      ]);
      expect([next?.id, next?.likedByMe]).toEqual([liked.id, true]);
      expect(newest?.createdAt).toBeInstanceOf(Date);
      // The same page apart, after the session was read; a page of another size, and the next one.
      const apart = t.caller(reader.cookie).api;
      await apart.auth.me();
      expect(await apart.community.feed()).toEqual(feed);
      const small = await t.caller(reader.cookie).api.community.feed({ limit: 1 });
      expect(small.posts).toEqual(feed.posts.slice(0, 1));
      const rest = await t.caller(reader.cookie).api.community.feed({ cursor: small.nextCursor });
      expect(rest.posts.slice(0, 1)).toEqual(feed.posts.slice(1, 2));
    });

    it("answers as the same read made apart: the sessions, the progress numbers, the program days and pauses", async () => {
      const wolf = await t.member();
      const [dayOne, outside] = await t.db
        .insert(schema.workouts)
        .values([
          {
            title: `Own read day ${Math.random()}`,
            category: "Strength",
            duration: 30,
            difficulty: "Beginner",
            day: 1,
            exercises: ["Squat"],
          },
          {
            title: `Own read open ${Math.random()}`,
            category: "Mobility",
            duration: 20,
            difficulty: "Beginner",
            exercises: ["Cat-Cow"],
          },
        ])
        .returning({ id: schema.workouts.id });
      if (!dayOne || !outside) throw new Error("no workouts written");
      // Before any completion, which reads (and keeps) the achievements' catalogue.
      const achievementId = `own-read-${Math.random()}`;
      await t.db.insert(schema.achievements).values({ id: achievementId, name: "Own read", xpValue: 10 });
      await t.db
        .insert(schema.userAchievements)
        .values({ userId: wolf.profile.id, achievementId, completed: true, unlockedAt: new Date() });
      await wolf.api.workout.complete({ workoutId: dayOne.id, duration: 31, exercisesCompleted: 1 });
      for (const duration of [15, 18]) {
        await wolf.api.workout.complete({ workoutId: outside.id, duration, exercisesCompleted: 1 });
      }
      await wolf.api.program.pause({ days: 3, reason: "travel" });
      const coach = await t.member();
      await t.makeAdmin(coach.profile.id);

      // A fresh request each: the read comes with the session.
      const sessions = await t.caller(wolf.cookie).api.workout.history({ limit: 2 });
      const progress = await t.caller(wolf.cookie).api.member.progress({ memberId: "me" });
      const days = await t.caller(wolf.cookie).api.program.days();
      const pauses = await t.caller(wolf.cookie).api.program.pauses();
      expect(sessions.map((session) => session.duration)).toEqual([18, 15]);
      expect(sessions.every((session) => session.completedAt instanceof Date)).toBe(true);
      expect(progress.recentAchievements.map((achievement) => achievement.id)).toContain(achievementId);
      expect([progress.weekWorkouts, progress.monthMinutes]).toEqual([3, 31 + 15 + 18]);
      expect(days).toEqual({ completedDays: [1], trainedDays: [1] });
      expect([pauses.current?.reason, pauses.current?.active, pauses.daysLeft]).toEqual(["travel", true, 0]);
      const pausesApart = t.caller(wolf.cookie).api;
      await pausesApart.auth.me();
      expect(await pausesApart.program.pauses()).toEqual(pauses);
      // The same reads made apart: as a coach sees them, and the days as a mark's answer gives them.
      const byCoach = t.caller(coach.cookie).api;
      expect(await byCoach.workout.history({ memberId: wolf.profile.id, limit: 2 })).toEqual(sessions);
      expect(await byCoach.member.progress({ memberId: wolf.profile.id })).toEqual(progress);
      expect(await t.caller(wolf.cookie).api.program.toggleDay({ day: 1 })).toEqual(days);
      // The next page reads after the cursor, apart.
      const [last] = sessions.slice(-1);
      const rest = await t.caller(wolf.cookie).api.workout.history({ limit: 2, cursor: last?.id });
      expect(rest.map((session) => session.duration)).toEqual([31]);
    });

    it("reads the rows asked for together with the session, in one statement, and a clashing read apart", async () => {
      const wolf = await t.member();
      await wolf.api.habit.createReminder({ habitType: "sugar", reminderTime: "07:15" });
      await wolf.api.habit.log({ habitType: "sugar", outcome: "success" });
      await wolf.api.habit.log({ habitType: "reading", outcome: "failure" });
      const reminderRows = memberRows(
        "test_reminders",
        (db, memberId, alias) =>
          db
            .select({ time: schema.habitReminders.reminderTime })
            .from(schema.habitReminders)
            .where(eq(schema.habitReminders.userId, memberId))
            .as(alias),
        (own) => [asc(own.time)],
      );
      const logRows = memberRows(
        "test_habit_logs",
        (db, memberId, alias) =>
          db
            .select({ habitType: schema.habitLogs.habitType, createdAt: schema.habitLogs.createdAt })
            .from(schema.habitLogs)
            .where(and(eq(schema.habitLogs.userId, memberId), eq(schema.habitLogs.habitType, sql.placeholder("habit"))))
            .as(alias),
        (own) => [asc(own.habitType)],
      );
      // A request of three calls, as a batch of three: the lookup waits for each to ask.
      const session = requestSession(t.db, new Headers({ cookie: wolf.cookie }), new Headers(), false, 3);
      const [reminders, sugar, reading] = await Promise.all([
        session.memberWith([reminderRows.own(t.db)], {}),
        session.memberWith([logRows.own(t.db)], { habit: "sugar" }),
        session.memberWith([logRows.own(t.db)], { habit: "reading" }),
      ]);
      const ofWolf = { memberId: wolf.profile.id };
      expect(reminders.member?.id).toBe(wolf.profile.id);
      expect(reminders.rows[0]).toEqual(await reminderRows.ofMember(t.db).execute(ofWolf));
      expect(sugar.rows[0]).toEqual(await logRows.ofMember(t.db).execute({ ...ofWolf, habit: "sugar" }));
      expect(sugar.rows[0]?.[0]?.createdAt).toBeInstanceOf(Date);
      // The same read again, with another value: the caller reads it apart, as after the session.
      expect(reading).toEqual({ member: reminders.member, rows: [undefined] });
      expect(await session.memberWith([reminderRows.own(t.db)], {})).toEqual({
        member: reminders.member,
        rows: [undefined],
      });

      // Two reads one call asks, in a request of that call alone: both come with the session.
      const alone = requestSession(t.db, new Headers({ cookie: wolf.cookie }), new Headers());
      const both = await alone.memberWith([reminderRows.own(t.db), logRows.own(t.db)], { habit: "reading" });
      expect(both.rows).toEqual([
        await reminderRows.ofMember(t.db).execute(ofWolf),
        await logRows.ofMember(t.db).execute({ ...ofWolf, habit: "reading" }),
      ]);
      expect(both.rows[1]).toHaveLength(1);
    });

    it("refuses a session past its end, and extends one that Lucia would, as every other read does", async () => {
      const expired = await t.member();
      await setSessionsOf(expired.profile.id, { expiresAt: new Date(Date.now() - 1000) });
      await expect(t.caller(expired.cookie).api.habit.reminders()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

      const old = await t.member();
      await setSessionsOf(old.profile.id, { createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) });
      await expect(t.caller(old.cookie).api.habit.history({ perHabit: 7 })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
      expect(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, old.profile.id))).toEqual([]);

      // Ten days from its idle end, inside the half where it is extended.
      const active = await t.member();
      await active.api.habit.createReminder({ habitType: "drinking", reminderTime: "18:00" });
      await setSessionsOf(active.profile.id, { expiresAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000) });
      const request = t.caller(active.cookie);
      expect((await request.api.habit.reminders()).map((reminder) => reminder.reminderTime)).toEqual(["18:00"]);
      expect(request.resHeaders.getSetCookie().join()).toMatch(/wolfpack_session=.+Max-Age=2592000/);
      const [session] = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, active.profile.id));
      expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

      await expect(t.caller("wolfpack_session=forged").api.habit.reminders()).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    });
  });

  describe("rows the server keeps between a member's requests (auth/kept-rows.ts)", () => {
    it("shows each write at once, whichever server took it, and one made in the database itself", async () => {
      const wolf = await t.member();
      const other = t.driver === "postgres" ? await t.secondInstance() : undefined;
      try {
        // Writes go through another server where there is one: nothing tells this one of them.
        const writer = (other?.caller ?? t.caller)(wolf.cookie).api;
        // A fresh request each time, as a phone's screens ask.
        const screens = async () => {
          const api = t.caller(wolf.cookie).api;
          const [history, reminders, library, pauses, days, sessions, progress] = await Promise.all([
            api.habit.history({ perHabit: 7 }),
            api.habit.reminders(),
            api.ebook.library(),
            api.program.pauses(),
            api.program.days(),
            api.workout.history({ limit: 5 }),
            api.member.progress({ memberId: "me" }),
          ]);
          return {
            logs: history.map((log) => [log.habitType, log.outcome]),
            reminders: reminders.map((reminder) => [reminder.reminderTime, reminder.enabled]),
            library: library.map((entry) => [entry.ebookId, entry.progress]),
            paused: pauses.current?.firstDay ?? null,
            days: days.trainedDays,
            marked: days.completedDays.filter((day) => !days.trainedDays.includes(day)),
            sessions: sessions.map((session) => session.workoutId),
            titles: sessions.map((session) => session.workoutTitle),
            weekWorkouts: progress.weekWorkouts,
          };
        };
        const before = await screens();
        // Asked again: the kept rows, the same answers.
        expect(await screens()).toEqual(before);
        expect(before).toMatchObject({ logs: [], reminders: [], library: [], paused: null, days: [], sessions: [] });

        await writer.habit.log({ habitType: "reading", outcome: "success" });
        expect((await screens()).logs).toEqual([["reading", "success"]]);
        const reminder = await writer.habit.createReminder({ habitType: "sugar", reminderTime: "07:15" });
        expect((await screens()).reminders).toEqual([["07:15", true]]);
        await writer.habit.updateReminder({ id: reminder.id, enabled: false });
        expect((await screens()).reminders).toEqual([["07:15", false]]);
        await writer.habit.deleteReminder({ id: reminder.id });
        expect((await screens()).reminders).toEqual([]);

        const [book] = await t.db
          .insert(schema.ebooks)
          .values({ title: `Kept, bought ${Math.random()}`, price: 5 })
          .returning({ id: schema.ebooks.id });
        if (!book) throw new Error("no e-book written");
        await writer.ebook.buy({ ebookId: book.id });
        expect((await screens()).library).toEqual([[book.id, 0]]);
        await writer.ebook.setProgress({ ebookId: book.id, progress: 30 });
        expect((await screens()).library).toEqual([[book.id, 30]]);

        const paused = await writer.program.pause({ days: 2, reason: "travel" });
        expect((await screens()).paused).toBe(paused.current?.firstDay);
        await writer.program.resume();
        expect((await screens()).paused).toBeNull();
        await writer.program.toggleDay({ day: 5, done: true });
        expect((await screens()).marked).toEqual([5]);

        const openMat = await addOpenWorkout(t.db);
        await writer.workout.complete({ workoutId: openMat, duration: 15, exercisesCompleted: 1 });
        expect(await screens()).toMatchObject({ sessions: [openMat], weekWorkouts: 1 });
        // A catalogue changed in SQL: the session shows the workout's new title at once.
        await t.db.update(schema.workouts).set({ title: "Open Mat, renamed" }).where(eq(schema.workouts.id, openMat));
        expect((await screens()).titles).toEqual(["Open Mat, renamed"]);

        // A coach's fix made in the database, with no server told: counted there too.
        await t.db.delete(schema.userWorkouts).where(eq(schema.userWorkouts.userId, wolf.profile.id));
        expect(await screens()).toMatchObject({ sessions: [], weekWorkouts: 0 });
      } finally {
        await other?.close();
      }
    });

    it("shows at once what another member writes of the feed, the pack and the boards", async () => {
      // Named so that the wolf stands ahead of the fox on the boards while they have done as much.
      const wolf = await t.member({ username: "keptpackwolf" });
      const fox = await t.member({ username: "keptpackzfox" });
      const other = t.driver === "postgres" ? await t.secondInstance() : undefined;
      try {
        // The other member writes through another server where there is one.
        const foxApi = (other?.caller ?? t.caller)(fox.cookie).api;
        const screens = async () => {
          const api = t.caller(wolf.cookie).api;
          const [feed, pack, friends, global, groups] = await Promise.all([
            api.community.feed({}),
            api.friend.list(),
            api.leaderboard.friends(),
            api.leaderboard.global(),
            api.group.mine(),
          ]);
          const [group] = groups;
          const board = group ? await api.leaderboard.group({ groupId: group.id }) : [];
          const foxOn = (entries: typeof friends) => entries.find((entry) => entry.userId === fox.profile.id);
          return {
            posts: feed.posts
              .filter((post) => post.author.id === fox.profile.id)
              .map((post) => [post.title, post.likes]),
            incoming: pack.incoming.map((entry) => entry.member.username),
            friends: friends.map((entry) => entry.username).sort(),
            foxWorkouts: foxOn(friends)?.workoutsCompleted ?? null,
            wolfRank: global.find((entry) => entry.userId === wolf.profile.id)?.rank,
            groupBoard: board.map((entry) => entry.username).sort(),
          };
        };
        const before = await screens();
        // Asked again: the kept rows, the same answers.
        expect(await screens()).toEqual(before);
        expect(before).toMatchObject({ posts: [], incoming: [], friends: [wolf.username] });
        const wolfRank = before.wolfRank ?? Number.NaN;

        const post = await foxApi.community.create({ type: "general", title: "Day one", content: "Done." });
        expect((await screens()).posts).toEqual([["Day one", 0]]);
        await foxApi.community.like({ postId: post.id });
        expect((await screens()).posts).toEqual([["Day one", 1]]);

        await foxApi.friend.request({ username: wolf.username });
        expect((await screens()).incoming).toEqual([fox.username]);
        await wolf.api.friend.accept({ memberId: fox.profile.id });
        expect((await screens()).friends).toEqual([fox.username, wolf.username].sort());

        const openMat = await addOpenWorkout(t.db);
        await foxApi.workout.complete({ workoutId: openMat, duration: 15, exercisesCompleted: 1 });
        expect(await screens()).toMatchObject({ foxWorkouts: 1, wolfRank: wolfRank + 1 });

        const group = await wolf.api.group.create({ name: `Kept ${Math.random()}`.slice(0, 20) });
        expect((await screens()).groupBoard).toEqual([wolf.username]);
        await foxApi.group.join({ groupId: group.id });
        expect((await screens()).groupBoard).toEqual([fox.username, wolf.username].sort());

        // A coach's fix made in the database, with no server told: counted there too.
        await t.db
          .update(schema.users)
          .set({ currentStreak: 0, workoutsCompleted: 0, totalMinutes: 0 })
          .where(eq(schema.users.id, fox.profile.id));
        expect(await screens()).toMatchObject({ foxWorkouts: 0, wolfRank });
      } finally {
        await other?.close();
      }
    });
  });

  it("answers 401 to a visitor calling a member procedure", async () => {
    await expect(t.caller().api.membership.select({ membershipTier: "premium" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(t.caller("wolfpack_session=forged").api.membership.upgrade()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("admin bootstrap", () => {
  it("creates a new admin who can sign in, or promotes an existing member", async () => {
    const { bootstrapAdmin } = await import("../src/index.ts");
    const created = await bootstrapAdmin(t.db, {
      email: "Head.Coach@Example.com",
      username: "HeadCoach",
      password: "alpha-pass",
    });
    expect(created).toMatchObject({ created: true, member: { isAdmin: true, email: "head.coach@example.com" } });
    const signedIn = await t.caller().api.auth.login({ email: "head.coach@example.com", password: "alpha-pass" });
    expect(signedIn.isAdmin).toBe(true);

    const wolf = await t.member();
    const promoted = await bootstrapAdmin(t.db, { email: wolf.email, username: "ignored" });
    expect(promoted).toMatchObject({
      created: false,
      member: { id: wolf.profile.id, isAdmin: true, username: wolf.username },
    });
    await expect(wolf.api.admin.analytics()).resolves.toHaveProperty("totalUsers");
  });

  it("refuses to create an admin without a proper password", async () => {
    const { bootstrapAdmin } = await import("../src/index.ts");
    await expect(bootstrapAdmin(t.db, { email: "nopass@example.com", username: "NoPass" })).rejects.toThrow();
    await expect(
      bootstrapAdmin(t.db, { email: "weak@example.com", username: "Weak", password: "123" }),
    ).rejects.toThrow(/at least 6/);
  });
});

/** How each of many calls ended: "ok" or the tRPC error code. */
async function outcomes(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(calls);
  const tally: Record<string, number> = {};
  for (const result of settled) {
    const key = result.status === "fulfilled" ? "ok" : String((result.reason as { code?: string }).code);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

async function failuresRecorded(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(schema.loginAttempts)
    .where(eq(schema.loginAttempts.email, email));
  return row?.n ?? 0;
}

describe("sign-in throttling", () => {
  it("checks at most 10 passwords of 200 concurrent wrong sign-ins, and then refuses the right one too", async () => {
    const wolf = await t.member({ email: "besieged@example.com", password: "the-real-one" });
    const attacker = "198.51.100.66";
    const tally = await outcomes(
      Array.from({ length: 200 }, (_, guess) =>
        t.caller(undefined, attacker).api.auth.login({ email: wolf.email, password: `guess-${guess}` }),
      ),
    );
    // Each 401 is one password checked; every other try was refused before any check.
    expect(tally).toEqual({ UNAUTHORIZED: 10, TOO_MANY_REQUESTS: 190 });
    expect(await failuresRecorded(wolf.email)).toBe(10);

    const late = t.caller(undefined, attacker);
    await expect(late.api.auth.login({ email: wolf.email, password: "the-real-one" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many failed sign-in attempts. Try again in 15 minutes.",
    });
    expect(Number(late.resHeaders.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("lets the owner in from their own address while a stranger is locked out of the same account", async () => {
    const wolf = await t.member({ email: "owner@example.com", password: "owner-pass" });
    for (let guess = 0; guess < 12; guess++) {
      await t
        .caller(undefined, "198.51.100.77")
        .api.auth.login({ email: wolf.email, password: `nope-${guess}` })
        .catch(() => {});
    }
    await expect(
      t.caller(undefined, "198.51.100.77").api.auth.login({ email: wolf.email, password: "owner-pass" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await expect(
      t.caller(undefined, "203.0.113.50").api.auth.login({ email: wolf.email, password: "owner-pass" }),
    ).resolves.toMatchObject({ id: wolf.profile.id });
  });

  it("does not lock out colleagues behind one office address when one of them mistypes", async () => {
    const office = "192.0.2.10";
    const clumsy = await t.member({ email: "clumsy@example.com", password: "clumsy-pass" });
    const colleague = await t.member({ email: "colleague@example.com", password: "colleague-pass" });
    for (let typo = 0; typo < 11; typo++) {
      await t
        .caller(undefined, office)
        .api.auth.login({ email: clumsy.email, password: `typo-${typo}` })
        .catch(() => {});
    }
    await expect(
      t.caller(undefined, office).api.auth.login({ email: colleague.email, password: "colleague-pass" }),
    ).resolves.toMatchObject({ id: colleague.profile.id });
  });

  it("shares a higher bound per account across addresses against distributed guessing", async () => {
    const wolf = await t.member({ email: "distributed@example.com", password: "many-hands" });
    await t.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: 100 }, (_, n) => ({ email: wolf.email, clientAddress: `198.18.0.${n}` })));
    await expect(
      t.caller(undefined, "198.18.1.1").api.auth.login({ email: wolf.email, password: "many-hands" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("refuses one address that fails across 200 e-mails (credential stuffing)", async () => {
    const address = "192.0.2.99";
    await t.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: 200 }, (_, n) => ({ email: `spray${n}@example.com`, clientAddress: address })));
    const wolf = await t.member({ email: "spray-victim@example.com", password: "secret123" });
    await expect(
      t.caller(undefined, address).api.auth.login({ email: wolf.email, password: "secret123" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("lets a member in again once the failures are older than 15 minutes, and forgets them after a success", async () => {
    const wolf = await t.member({ email: "cooled@example.com", password: "patience" });
    const address = "198.51.100.200";
    for (let attempt = 0; attempt < 11; attempt++) {
      await t
        .caller(undefined, address)
        .api.auth.login({ email: wolf.email, password: "wrong-guess" })
        .catch(() => {});
    }
    await t.db
      .update(schema.loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(schema.loginAttempts.email, wolf.email));
    await expect(
      t.caller(undefined, address).api.auth.login({ email: wolf.email, password: "patience" }),
    ).resolves.toMatchObject({ id: wolf.profile.id });
    expect(await failuresRecorded(wolf.email)).toBe(0);
  });
});

describe("registration throttling", () => {
  it("hashes at most 20 passwords an hour for one address, even when 30 registrations arrive at once", async () => {
    const address = "198.51.100.123";
    const tally = await outcomes(
      Array.from({ length: 30 }, (_, n) =>
        t.caller(undefined, address).api.auth.register({
          username: `burst_${n}`,
          email: `burst${n}@example.com`,
          password: "secret123",
        }),
      ),
    );
    expect(tally).toEqual({ ok: 20, TOO_MANY_REQUESTS: 10 });

    const refused = t.caller(undefined, address);
    await expect(
      refused.api.auth.register({ username: "one_more", email: "one-more@example.com", password: "secret123" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^Too many new accounts from this network\. Try again in \d+ minutes?\.$/),
    });
    expect(Number(refused.resHeaders.get("retry-after"))).toBeGreaterThan(0);
    // Someone on another network is not affected.
    await expect(
      t
        .caller(undefined, "203.0.113.201")
        .api.auth.register({ username: "elsewhere", email: "elsewhere@example.com", password: "secret123" }),
    ).resolves.toMatchObject({ username: "elsewhere" });
  });
});

describe("registration throttling and who has an account", () => {
  it("answers 429 alike for a taken e-mail, a taken username and free ones once the throttle is spent", async () => {
    await t.member({ username: "KnownWolf", email: "known@example.com" });
    const address = "198.51.100.124";
    await t.db
      .insert(schema.registrationAttempts)
      .values(Array.from({ length: 20 }, () => ({ clientAddress: address })));
    const tries = [
      { username: "fresh_one", email: "known@example.com" },
      { username: "knownwolf", email: "fresh-two@example.com" },
      { username: "fresh_three", email: "fresh-three@example.com" },
    ];
    for (const details of tries) {
      await expect(
        t.caller(undefined, address).api.auth.register({ ...details, password: "secret123" }),
      ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/^Too many new accounts/) });
    }
  });

  it("counts a sign-up refused for a taken e-mail, so probing spends the throttle too", async () => {
    await t.member({ email: "probed@example.com" });
    const address = "198.51.100.125";
    const limits = { ...DEFAULT_THROTTLE_LIMITS, registrationsPerAddress: 2 };
    const probe = () =>
      t
        .caller(undefined, address, { limits })
        .api.auth.register({ username: "prober", email: "probed@example.com", password: "secret123" });
    await expect(probe()).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(probe()).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(probe()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

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
    await seedDemo(t.db, { hashPassword, knownPasswords: true });
  });
  afterAll(() => t.close());

  it("is offered, and its credentials sign in", async () => {
    const demo = { email: DEMO_MEMBER.email, password: DEMO_PASSWORD };
    expect(await t.caller().api.auth.demoAccount()).toEqual(demo);
    const member = await t.caller().api.auth.login(demo);
    expect(member.email).toBe(DEMO_MEMBER.email);
  });

  it("is not offered in a browser a member signed out of, nor to whoever uses it next", async () => {
    const demo = { email: DEMO_MEMBER.email, password: DEMO_PASSWORD };
    const member = await t.member();
    const signingOut = t.caller(member.cookie);
    await signingOut.api.auth.logout();
    // The mark the sign-out leaves in the browser, sent with its later calls.
    const mark = signingOut.resHeaders
      .getSetCookie()
      .find((cookie) => cookie.startsWith("wolfpack_signed_out="))
      ?.split(";")[0];
    expect(mark).toBe("wolfpack_signed_out=1");
    expect(await t.caller(mark).api.auth.demoAccount()).toBeNull();
    expect(await t.caller(`theme=dark; ${mark}`).api.auth.demoAccount()).toBeNull();
    // Another browser still gets the demo's sign-in.
    expect(await t.caller().api.auth.demoAccount()).toEqual(demo);
    // Over HTTPS the mark, like the session, takes the __Host- prefix: Secure, for this host only.
    const secure = t.caller(undefined, undefined, { secureCookies: true });
    await secure.api.auth.logout();
    expect(secure.resHeaders.getSetCookie()).toContainEqual(
      expect.stringMatching(/^__Host-wolfpack_signed_out=1; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/),
    );
  });

  it("is no longer offered once the demo member is gone", async () => {
    await t.db.delete(schema.users).where(eq(schema.users.email, DEMO_MEMBER.email));
    expect(await t.caller().api.auth.demoAccount()).toBeNull();
  });
});

describe("the demo on a real PostgreSQL (seeded without the published passwords)", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await openTestApi();
    await seedDemo(t.db, { hashPassword, knownPasswords: false });
  });
  afterAll(() => t.close());

  it("is not offered, and the published password opens neither the demo member nor the coach", async () => {
    expect(await t.caller().api.auth.demoAccount()).toBeNull();
    for (const email of [DEMO_MEMBER.email, DEMO_COACH.email]) {
      await expect(t.caller().api.auth.login({ email, password: DEMO_PASSWORD })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    const admins = await t.db.select().from(schema.users).where(eq(schema.users.isAdmin, true));
    expect(admins).toEqual([]);
  });
});
