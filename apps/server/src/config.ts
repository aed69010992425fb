import { fileURLToPath } from "node:url";
import { DEFAULT_THROTTLE_LIMITS, parseWriteLimits, type ThrottleLimits, type WriteLimits } from "@wolfpack/api";
import { DEFAULT_DATA_DIR } from "@wolfpack/db";

/** Everything the server reads from its environment, read in one place. */
export interface ServerConfig {
  port: number;
  /** A PostgreSQL URL; without one the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * Connections the server keeps to PostgreSQL. Queries share a connection (postgres-js
   * sends them one behind another); a write's transaction has one to itself. With the
   * database on the server's own two cores, 4 cost a tenth to a fifth less CPU a read than
   * 10 (docs/operations.md).
   */
  databasePoolSize: number;
  /** Where the embedded database keeps its files, and members' uploaded pictures (in uploads/). */
  dataDir: string;
  /** Load the demo catalogue and accounts at start. */
  seedDemo: boolean;
  production: boolean;
  /** Session cookies only over HTTPS: on in production unless COOKIE_SECURE=0 (plain-HTTP intranets). */
  secureCookies: boolean;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (0: none, the
   * socket's address is the client's). The client is the address the outermost trusted
   * proxy saw, counted from the right; anything further left was written by the client.
   */
  trustedProxies: number;
  /** The origin members use (scheme, host, port): state-changing requests must come from it. */
  publicOrigin: string | null;
  /** The built web app to serve; null serves the API only. */
  webDist: string | null;
  /** The e-books' files, sent only to members who may read them: never part of the web app. */
  ebookDir: string;
  /** Sign-in and registration limits. */
  limits: ThrottleLimits;
  /** How often a member may post, comment, like...: the defaults with WRITE_LIMITS's changes. */
  writeLimits: WriteLimits;
}

const builtWebApp = fileURLToPath(new URL("../../web/dist", import.meta.url));
/** The demo catalogue's sample PDFs (the seed's e-books name them). */
export const SHIPPED_EBOOKS = fileURLToPath(new URL("../ebooks", import.meta.url));
const yes = (value: string | undefined) => value === "1" || value === "true";

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

function trustedProxies(value: string | undefined): number {
  if (!value || value === "0" || value === "false") return 0;
  if (value === "true") return 1;
  return wholeNumber("TRUST_PROXY", value, 0, 10);
}

function publicOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://wolfpack.example.com, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_URL must start with https:// or http://, got "${value}"`);
  }
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === "production";
  const port = wholeNumber("PORT", env.PORT ?? "3000", 0, 65_535);
  const proxies = trustedProxies(env.TRUST_PROXY);
  const origin = publicOrigin(env.PUBLIC_URL);
  // Behind a proxy the request's own Host and scheme are the proxy's business, not proof
  // of where the page came from: the origin to compare with must be configured.
  if (proxies > 0 && !origin) {
    throw new Error("TRUST_PROXY needs PUBLIC_URL: the address members open, e.g. https://wolfpack.example.com");
  }
  return {
    port,
    databaseUrl,
    databasePoolSize: wholeNumber("DATABASE_POOL_SIZE", env.DATABASE_POOL_SIZE ?? "10", 1, 100),
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    // The embedded database is a demo unless told otherwise; a real one only on request.
    seedDemo: env.SEED_DEMO ? yes(env.SEED_DEMO) : !databaseUrl,
    production,
    trustedProxies: proxies,
    publicOrigin: origin,
    secureCookies: env.COOKIE_SECURE ? yes(env.COOKIE_SECURE) : production,
    webDist: env.WEB_DIST || (production ? builtWebApp : null),
    ebookDir: env.EBOOK_DIR || SHIPPED_EBOOKS,
    limits: {
      ...DEFAULT_THROTTLE_LIMITS,
      ...(env.REGISTRATIONS_PER_HOUR
        ? { registrationsPerAddress: wholeNumber("REGISTRATIONS_PER_HOUR", env.REGISTRATIONS_PER_HOUR, 1, 1_000_000) }
        : {}),
    },
    writeLimits: parseWriteLimits(env.WRITE_LIMITS ?? ""),
  };
}
