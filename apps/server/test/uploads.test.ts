import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { diskPictureStore } from "@wolfpack/api";
import { eq, schema } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { HOST, json, ORIGIN, openTestServer, registerThroughRest, send, type TestServer } from "./harness.ts";
import { GIF, JPEG, PNG, pngOfSize } from "./pictures.ts";

const MB = 1024 * 1024;

let server: TestServer;
/** The data folder of this file's server; pictures go to its uploads/ (a real disk). */
let dataDir: string;
let folder: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "wolfpack-data-"));
  folder = join(dataDir, "uploads");
  mkdirSync(folder);
  server = await openTestServer({ pictures: diskPictureStore(folder) });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof registerThroughRest>>;
type Part = string | { bytes: Uint8Array; name: string; type?: string };

/** The settings form as a browser sends it: username and e-mail, then the parts given. */
function profileForm(member: Member, parts: Record<string, Part> = {}): FormData {
  const form = new FormData();
  form.set("username", member.username);
  form.set("email", member.email);
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === "string") form.set(name, part);
    else form.set(name, new File([part.bytes as Uint8Array<ArrayBuffer>], part.name, { type: part.type ?? "" }));
  }
  return form;
}

const putProfile = (member: Member | null, body: FormData | Record<string, unknown>) =>
  server.request("/api/auth/profile", { method: "PUT", body, cookie: member?.cookie ?? null });

const stored = () => readdirSync(folder).sort();

const BOUNDARY = "wolf";
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** One part of a form written by hand, as no FormData would write it (no name, many of one name…). */
const rawPart = (disposition: string | null, value: string, type?: string) =>
  `--${BOUNDARY}\r\n${disposition ? `Content-Disposition: form-data; ${disposition}\r\n` : ""}${type ? `Content-Type: ${type}\r\n` : ""}\r\n${value}\r\n`;
const rawForm = (parts: string[]) => `${parts.join("")}--${BOUNDARY}--\r\n`;

/** A body sent in chunks as the server asks for them, which tells whether it was read to its end. */
function watchedBody(chunks: () => Generator<string>) {
  const encoder = new TextEncoder();
  const source = chunks();
  const watch = {
    readToEnd: false,
    stream: new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = source.next();
        if (next.done) {
          watch.readToEnd = true;
          controller.close();
        } else controller.enqueue(encoder.encode(next.value));
      },
    }),
  };
  return watch;
}

/** The attack: a form of `count` tiny text parts named `name`, a thousand to a chunk (300,000 make 16.5 MB). */
const tinyFields = (count: number, name: string) =>
  watchedBody(function* () {
    for (let sent = 0; sent < count; sent += 1000) yield rawPart(`name="${name}"`, "1").repeat(1000);
    yield `--${BOUNDARY}--\r\n`;
  });

const putStream = (cookie: string | null, body: ReadableStream<Uint8Array>, type = FORM_TYPE) =>
  server.app.request(`${ORIGIN}/api/auth/profile`, {
    method: "PUT",
    headers: { host: HOST, origin: ORIGIN, "content-type": type, ...(cookie ? { cookie } : {}) },
    body,
    duplex: "half",
  } as RequestInit);

async function row(member: Member) {
  const [found] = await server.db.select().from(schema.users).where(eq(schema.users.id, member.member.id));
  if (!found) throw new Error("member vanished");
  return found;
}

/** Every test starts with an empty folder, so "nothing stored" is simply an empty listing. */
async function freshMember(overrides: Record<string, string> = {}) {
  for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true });
  return registerThroughRest(server, overrides);
}

async function served(path: string) {
  const response = await server.request(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("uploading pictures with PUT /api/auth/profile", () => {
  it("keeps a real PNG as the avatar and serves the same bytes back as image/png", async () => {
    const wolf = await freshMember();
    const response = await putProfile(
      wolf,
      profileForm(wolf, { avatar: { bytes: PNG, name: "me.png", type: "image/png" } }),
    );
    expect(response.status).toBe(200);
    const member = await json(response);
    expect(member.avatar).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);
    expect(member).not.toHaveProperty("passwordHash");
    expect((await row(wolf)).avatar).toBe(member.avatar);
    expect(stored()).toEqual([member.avatar.slice("/uploads/".length)]);

    const { response: picture, bytes } = await served(member.avatar);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(bytes).toEqual(PNG);
  });

  it("takes a JPEG and a GIF in one form, whatever their names, and serves each with its type", async () => {
    const wolf = await freshMember();
    const response = await putProfile(
      wolf,
      profileForm(wolf, {
        beforePhoto: { bytes: JPEG, name: "before.gif", type: "image/gif" },
        afterPhoto: { bytes: GIF, name: "after", type: "application/octet-stream" },
      }),
    );
    expect(response.status).toBe(200);
    const { beforePhoto, afterPhoto, avatar } = await json(response);
    expect(beforePhoto).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(afterPhoto).toMatch(/^\/uploads\/.+\.gif$/);
    expect(avatar).toBeNull();
    expect(stored()).toHaveLength(2);
    const jpeg = await served(beforePhoto);
    expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
    expect(jpeg.bytes).toEqual(JPEG);
    const gif = await served(afterPhoto);
    expect(gif.response.headers.get("content-type")).toBe("image/gif");
    expect(gif.bytes).toEqual(GIF);
  });

  it("refuses a text file named photo.jpg and sent as image/jpeg: 400, nothing stored, the member unchanged", async () => {
    const wolf = await freshMember();
    const before = await row(wolf);
    const notes = new TextEncoder().encode("Monday: squats. Tuesday: rest.");
    const response = await putProfile(
      wolf,
      profileForm(wolf, { username: "Renamed_Wolf", avatar: { bytes: notes, name: "photo.jpg", type: "image/jpeg" } }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await json(response)).toEqual({ message: "Avatar must be a JPG, PNG or GIF image" });
    expect(await row(wolf)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it("refuses a 6 MB picture with 400 naming the field, and stores none of the form's pictures", async () => {
    const wolf = await freshMember();
    const before = await row(wolf);
    const response = await putProfile(
      wolf,
      profileForm(wolf, {
        avatar: { bytes: PNG, name: "fine.png", type: "image/png" },
        beforePhoto: { bytes: pngOfSize(6 * MB), name: "huge.png", type: "image/png" },
      }),
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: "Before photo is larger than 5 MB" });
    expect(await row(wolf)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it("takes three pictures of exactly 5 MB in one form", async () => {
    const wolf = await freshMember();
    const full = pngOfSize(5 * MB);
    const response = await putProfile(
      wolf,
      profileForm(wolf, {
        avatar: { bytes: full, name: "a.png" },
        beforePhoto: { bytes: full, name: "b.png" },
        afterPhoto: { bytes: full, name: "c.png" },
      }),
    );
    expect(response.status).toBe(200);
    expect(stored()).toHaveLength(3);
    expect((await served((await json(response)).afterPhoto)).bytes).toHaveLength(5 * MB);
  });

  it("refuses a body far larger than any valid form with 413, before reading it", async () => {
    const wolf = await freshMember();
    const announced = await server.request("/api/auth/profile", {
      method: "PUT",
      body: { username: wolf.username, email: wolf.email },
      cookie: wolf.cookie,
      headers: { "content-length": String(17 * MB) },
    });
    expect(announced.status).toBe(413);
    expect(await json(announced)).toEqual({ message: "The request body is too large (16 MB at most)." });
    // Sent without a length (chunked), it is counted as it streams.
    const streamed = await putProfile(
      wolf,
      profileForm(wolf, { avatar: { bytes: pngOfSize(17 * MB), name: "a.png" } }),
    );
    expect(streamed.status).toBe(413);
    expect(stored()).toEqual([]);
    // Every other route keeps its 1 MB.
    const elsewhere = await server.request("/api/community/posts", {
      body: { title: "Big", content: "x".repeat(2 * MB) },
      cookie: wolf.cookie,
    });
    expect(elsewhere.status).toBe(413);
  });

  it('removes a picture for a text part "", deleting its file', async () => {
    const wolf = await freshMember();
    const first = await json(await putProfile(wolf, profileForm(wolf, { avatar: { bytes: PNG, name: "a.png" } })));
    expect(stored()).toHaveLength(1);
    const response = await putProfile(wolf, profileForm(wolf, { avatar: "" }));
    expect(response.status).toBe(200);
    expect((await json(response)).avatar).toBeNull();
    expect(stored()).toEqual([]);
    expect((await server.request(first.avatar)).status).toBe(404);
  });

  it("replaces a picture, deleting the old file; the other pictures stay", async () => {
    const wolf = await freshMember();
    const first = await json(
      await putProfile(
        wolf,
        profileForm(wolf, { avatar: { bytes: PNG, name: "a.png" }, afterPhoto: { bytes: GIF, name: "c.gif" } }),
      ),
    );
    const second = await json(
      await putProfile(
        wolf,
        profileForm(wolf, { avatar: { bytes: JPEG, name: "a2.jpg" }, afterPhoto: first.afterPhoto }),
      ),
    );
    expect(second.avatar).toMatch(/\.jpg$/);
    expect(second.afterPhoto).toBe(first.afterPhoto);
    expect(stored()).toEqual([second.avatar, first.afterPhoto].map((path: string) => path.slice(9)).sort());
    expect((await server.request(first.avatar)).status).toBe(404);
    expect((await served(second.avatar)).bytes).toEqual(JPEG);
  });

  it("keeps pictures a form leaves out, and a file input left empty uploads nothing", async () => {
    const wolf = await freshMember();
    const first = await json(await putProfile(wolf, profileForm(wolf, { avatar: { bytes: PNG, name: "a.png" } })));
    // As a browser sends a form whose file input has no file: an empty part with filename="".
    const body = rawForm([
      rawPart('name="username"', "Kept_Pictures"),
      rawPart('name="email"', wolf.email),
      rawPart('name="avatar"; filename=""', "", "application/octet-stream"),
    ]);
    const renamed = await server.request("/api/auth/profile", {
      method: "PUT",
      body,
      cookie: wolf.cookie,
      headers: { "content-type": FORM_TYPE },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ username: "Kept_Pictures", avatar: first.avatar });
    expect(stored()).toHaveLength(1);
  });

  it("never points a picture at another member's upload, so replacing it cannot delete theirs", async () => {
    const owner = await freshMember();
    const theirs = (await json(await putProfile(owner, profileForm(owner, { avatar: { bytes: PNG, name: "a.png" } }))))
      .avatar;
    const thief = await registerThroughRest(server);
    const response = await putProfile(thief, profileForm(thief, { avatar: theirs }));
    expect(response.status).toBe(200);
    expect((await json(response)).avatar).toBeNull();
    await putProfile(thief, profileForm(thief, { avatar: { bytes: GIF, name: "mine.gif" } }));
    await putProfile(thief, profileForm(thief, { avatar: "" }));
    expect((await served(theirs)).bytes).toEqual(PNG);
    // Nor can a new member register with it.
    const signUp = await server.request("/api/auth/register", {
      body: { username: "claimer", email: "claimer@example.com", password: "secret123", avatar: theirs },
    });
    expect(signUp.status).toBe(400);
  });

  it("replaces an app avatar with an upload, leaving the app's image alone", async () => {
    const wolf = await freshMember();
    await putProfile(wolf, { username: wolf.username, email: wolf.email, avatar: "/images/avatars/wolf-red.svg" });
    const response = await putProfile(wolf, profileForm(wolf, { avatar: { bytes: PNG, name: "a.png" } }));
    expect(response.status).toBe(200);
    expect((await json(response)).avatar).toMatch(/^\/uploads\//);
    expect(stored()).toHaveLength(1);
  });

  it("refuses a picture pointing anywhere else, as JSON or as a form, with 400 and nothing stored", async () => {
    const wolf = await freshMember();
    const before = await row(wolf);
    const addresses = ["/api/admin/members.csv", "https://evil.test/track.png", "data:image/png;base64,iVBORw0KGgo="];
    for (const address of addresses) {
      const asJson = await putProfile(wolf, { username: wolf.username, email: wolf.email, avatar: address });
      expect(asJson.status).toBe(400);
      expect(await json(asJson)).toEqual({
        message: "Avatar must be one of the app's avatars or a picture you upload",
      });
      const asForm = await putProfile(
        wolf,
        profileForm(wolf, { beforePhoto: address, avatar: { bytes: PNG, name: "a.png" } }),
      );
      expect(asForm.status).toBe(400);
      expect(await json(asForm)).toEqual({
        message: "Before photo must be one of the app's avatars or a picture you upload",
      });
    }
    const signUp = await server.request("/api/auth/register", {
      body: { username: "tracker", email: "tracker@example.com", password: "secret123", avatar: addresses[1] },
    });
    expect(signUp.status).toBe(400);
    expect(await row(wolf)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it("answers a taken username with 409 and leaves no file behind", async () => {
    const taken = await freshMember();
    const wolf = await registerThroughRest(server);
    const before = await row(wolf);
    const response = await putProfile(
      wolf,
      profileForm(wolf, { username: taken.username.toUpperCase(), avatar: { bytes: PNG, name: "a.png" } }),
    );
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe("That username is already taken. Please choose another.");
    expect(await row(wolf)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it("leaves only the winner's file when members race for one username with uploads", async () => {
    await freshMember();
    const racers = await Promise.all([1, 2, 3, 4].map(() => registerThroughRest(server)));
    const answers = await Promise.all(
      racers.map((racer) =>
        putProfile(racer, profileForm(racer, { username: "Race_Winner", avatar: { bytes: PNG, name: "a.png" } })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = await json(answers.find((answer) => answer.status === 200) as Response);
    expect(stored()).toEqual([winner.avatar.slice("/uploads/".length)]);
  });

  it("refuses a visitor with 401 and stores nothing", async () => {
    const wolf = await freshMember();
    const response = await putProfile(null, profileForm(wolf, { avatar: { bytes: PNG, name: "a.png" } }));
    expect(response.status).toBe(401);
    expect(stored()).toEqual([]);
  });
});

describe("forms only a signed-in member may send, and only the profile's parts", () => {
  it("answers a visitor's form of 60,000 tiny fields with 401 without reading it", async () => {
    const wolf = await freshMember();
    const attack = tinyFields(60_000, "x");
    const response = await putStream(null, attack.stream);
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: "Please sign in to continue." });
    expect(attack.readToEnd).toBe(false);
    // Nor with a session that is not one: its cookie is cleared as well.
    const forged = tinyFields(60_000, "x");
    const stale = await putStream("wolfpack_session=notasessionatall", forged.stream);
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().join()).toMatch(/^wolfpack_session=;/);
    expect(forged.readToEnd).toBe(false);
    expect((await row(wolf)).username).toBe(wolf.username);
  });

  it("answers a visitor's body over 1 MB with 401 unread, and tRPC keeps its 1 MB", async () => {
    const big = watchedBody(function* () {
      yield `{"username":"visitor","email":"visitor@example.com","avatar":"`;
      for (let n = 0; n < 3; n++) yield "x".repeat(MB);
      yield `"}`;
    });
    const response = await putStream(null, big.stream, "application/json");
    expect(response.status).toBe(401);
    expect(big.readToEnd).toBe(false);
    const announced = await server.request("/api/auth/profile", {
      method: "PUT",
      body: { username: "visitor", email: "visitor@example.com" },
      headers: { "content-length": String(15 * MB) },
    });
    expect(announced.status).toBe(401);
    // tRPC takes no forms: a member's profile change there is JSON of at most 1 MB.
    const wolf = await freshMember();
    const trpc = await server.request("/api/trpc/profile.update", {
      body: { json: { username: wolf.username, email: wolf.email, avatar: "x".repeat(2 * MB) } },
      cookie: wolf.cookie,
    });
    expect(trpc.status).toBe(413);
  });

  it("refuses a member's form of 300,000 tiny fields at the first unknown one, with 400", async () => {
    const wolf = await freshMember();
    const attack = tinyFields(300_000, "x");
    const response = await putStream(wolf.cookie, attack.stream);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: 'The form has a field "x" that this request does not take.' });
    expect(attack.readToEnd).toBe(false);
  });

  it("refuses a member's form of 200,000 parts of one known name, and of 300,000 with no name", async () => {
    const wolf = await freshMember();
    const same = tinyFields(200_000, "username");
    const response = await putStream(wolf.cookie, same.stream);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: 'The form has "username" more than once.' });
    expect(same.readToEnd).toBe(false);

    const nameless = watchedBody(function* () {
      for (let start = 0; start < 300_000; start += 1000) yield rawPart(null, "1").repeat(1000);
      yield `--${BOUNDARY}--\r\n`;
    });
    const unnamed = await putStream(wolf.cookie, nameless.stream);
    expect(unnamed.status).toBe(400);
    expect(await json(unnamed)).toEqual({ message: "The form has more parts than this request takes (10 at most)." });
    expect(nameless.readToEnd).toBe(false);
    expect((await row(wolf)).username).toBe(wolf.username);
  });

  it("refuses an unknown field, a fourth file, a picture twice and an overlong text with 400, storing nothing", async () => {
    const wolf = await freshMember();
    const before = await row(wolf);
    const png = { bytes: PNG, name: "a.png", type: "image/png" };
    const refusals: [FormData, string][] = [
      [profileForm(wolf, { role: "admin" }), 'The form has a field "role" that this request does not take.'],
      [
        profileForm(wolf, { avatarUpload: png }),
        'The form has a field "avatarUpload" that this request does not take.',
      ],
      [
        profileForm(wolf, { avatar: png, beforePhoto: png, afterPhoto: png, cover: png }),
        "The form has more files than this request takes (3 at most).",
      ],
      [profileForm(wolf, { username: "x".repeat(17 * 1024) }), 'The form\'s "username" is too long.'],
    ];
    const twice = profileForm(wolf, { avatar: png });
    twice.append("avatar", new File([PNG as Uint8Array<ArrayBuffer>], "b.png", { type: "image/png" }));
    refusals.push([twice, 'The form has "avatar" more than once.']);
    for (const [form, message] of refusals) {
      const response = await putProfile(wolf, form);
      expect(response.status, message).toBe(400);
      expect(await json(response)).toEqual({ message });
    }
    const unnamed = await server.request("/api/auth/profile", {
      method: "PUT",
      body: rawForm([rawPart('name="username"', wolf.username), rawPart('filename="a.png"', "png")]),
      cookie: wolf.cookie,
      headers: { "content-type": FORM_TYPE },
    });
    expect(unnamed.status).toBe(400);
    expect(await json(unnamed)).toEqual({ message: "The form has a part without a name." });
    expect(await row(wolf)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it("answers a body that is not a form with 400", async () => {
    const wolf = await freshMember();
    const bodies: [string, string][] = [
      ["just text", FORM_TYPE],
      [rawPart('name="username"', wolf.username), FORM_TYPE],
      [rawForm([rawPart('name="username"', wolf.username)]), "multipart/form-data"],
    ];
    for (const [body, type] of bodies) {
      const response = await server.request("/api/auth/profile", {
        method: "PUT",
        body,
        cookie: wolf.cookie,
        headers: { "content-type": type },
      });
      expect(response.status, body).toBe(400);
      expect(await json(response)).toEqual({ message: "The request body is not valid form data." });
    }
  });
});

describe("the member's country and JSON profile changes", () => {
  it("stores the country trimmed, keeps it when left out, and refuses a blank one", async () => {
    const wolf = await freshMember();
    const form = profileForm(wolf, { country: "  Canada ", timezone: "America/Toronto" });
    const response = await putProfile(wolf, form);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ country: "Canada", timezone: "America/Toronto" });
    const kept = await putProfile(wolf, { username: wolf.username, email: wolf.email });
    expect((await json(kept)).country).toBe("Canada");
    const blank = await putProfile(wolf, { username: wolf.username, email: wolf.email, country: "  " });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toEqual({ message: "Choose a country" });
    expect((await row(wolf)).country).toBe("Canada");
  });

  it("keeps pictures a JSON change leaves out, and removes them for null or an empty string", async () => {
    const wolf = await freshMember();
    const uploaded = await json(await putProfile(wolf, profileForm(wolf, { avatar: { bytes: PNG, name: "a.png" } })));
    await putProfile(wolf, { username: wolf.username, email: wolf.email, beforePhoto: "/images/avatars/default.svg" });
    const kept = await json(await putProfile(wolf, { username: wolf.username, email: wolf.email }));
    expect(kept).toMatchObject({ avatar: uploaded.avatar, beforePhoto: "/images/avatars/default.svg" });
    const cleared = await json(
      await putProfile(wolf, { username: wolf.username, email: wolf.email, avatar: "", beforePhoto: null }),
    );
    expect(cleared).toMatchObject({ avatar: null, beforePhoto: null });
    expect(stored()).toEqual([]);
  });
});

describe("serving /uploads/", () => {
  it("answers 404 for unknown names and anything that tries to leave the folder, even with the web app mounted", async () => {
    const webDist = mkdtempSync(join(tmpdir(), "wolfpack-web-"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>WOLFPACK</title>");
    mkdirSync(join(folder, "nested"), { recursive: true });
    writeFileSync(join(folder, "nested", "x.png"), PNG);
    writeFileSync(join(folder, ".hidden.png"), PNG);
    writeFileSync(join(dataDir, "outside.png"), PNG);
    const app = createApp({ db: server.db, webDist, pictures: diskPictureStore(folder) });
    try {
      for (const path of [
        "/uploads/..%2f..%2fetc/passwd",
        "/uploads/..%2f..%2fetc%2fpasswd",
        "/uploads/..%2foutside.png",
        "/uploads/%2e%2e/outside.png",
        "/uploads/..%5coutside.png",
        "/uploads/nested/x.png",
        "/uploads/nested%2fx.png",
        "/uploads/.hidden.png",
        "/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.png",
        "/uploads/",
      ]) {
        const response = await send(app, path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get("content-type"), path).toMatch(/application\/json/);
      }
    } finally {
      rmSync(webDist, { recursive: true, force: true });
      rmSync(join(dataDir, "outside.png"), { force: true });
      rmSync(join(folder, "nested"), { recursive: true, force: true });
      rmSync(join(folder, ".hidden.png"), { force: true });
    }
  });
});
