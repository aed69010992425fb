/**
 * A push service on loopback, as the tests' browsers would have one: it takes what the
 * server sends, checks its VAPID signature (RFC 8292) and decrypts it (RFC 8291) with the
 * keys of the device it is for, as a browser's push service and then the browser would.
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

/** A device's browser: its push subscription and the private keys to read what reaches it. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

/** A push as the device read it, after the double checked it. */
export interface ReceivedPush {
  device: string;
  status: number;
  /** The decrypted JSON, or null when it was answered with a failure and not read. */
  message: Record<string, unknown> | null;
  ttl: number;
  urgency: string | undefined;
}

/** Why a push was not taken: a test fails on any. */
export interface RefusedPush {
  device: string;
  reason: string;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 by that key, for this origin, not expired. */
function vapidRefusal(header: string | undefined, origin: string, now: number): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return `no VAPID Authorization header: ${header}`;
  const [, token = "", k = ""] = match;
  const [head = "", claims = "", signature = ""] = token.split(".");
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "the JWT's ES256 signature does not verify with k";
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header_.alg !== "ES256") return `alg ${header_.alg}`;
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `aud ${body.aud} is not ${origin}`;
  if (typeof body.exp !== "number" || body.exp * 1000 <= now || body.exp * 1000 > now + 24 * 3600_000) {
    return `exp ${body.exp} is not within the next 24 hours`;
  }
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return `sub ${body.sub}`;
  return null;
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

export async function startPushService() {
  const devices = new Map<string, TestDevice>();
  /** What each device's push service answers next, in turn; 201 once they run out. */
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];

  const server = createServer(async (request, response) => {
    const name = decodeURIComponent((request.url ?? "").replace(/^\/push\//, ""));
    const body = await bodyOf(request);
    const device = devices.get(name);
    const status = answers.get(name)?.shift() ?? 201;
    const fail = (reason: string) => {
      refused.push({ device: name, reason });
      response.writeHead(400).end();
    };
    if (!device || request.method !== "POST") return fail(`${request.method} for no device`);
    const refusal = vapidRefusal(request.headers.authorization, origin(), Date.now());
    if (refusal) return fail(refusal);
    if (request.headers["content-encoding"] !== "aes128gcm") return fail("not aes128gcm");
    let message: Record<string, unknown> | null = null;
    if (status < 300) {
      try {
        const plain = decrypt(body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth });
        message = JSON.parse(plain.toString("utf8")) as Record<string, unknown>;
      } catch (error) {
        return fail(`could not decrypt: ${String(error)}`);
      }
    }
    received.push({
      device: name,
      status,
      message,
      ttl: Number(request.headers.ttl),
      urgency: request.headers.urgency as string | undefined,
    });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    refused,
    /** A new device's browser, subscribed at this push service. */
    device(name: string): TestDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = {
        name,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin()}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
      devices.set(name, device);
      return device;
    },
    /** The statuses this device's push service answers next, in turn. */
    answer(name: string, ...statuses: number[]) {
      answers.set(name, statuses);
    },
    /** The pushes a device took (2xx), decrypted. */
    delivered(name: string) {
      return received.filter((push) => push.device === name && push.status < 300).map((push) => push.message);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
