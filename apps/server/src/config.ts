import { fileURLToPath } from "node:url";
import { DEFAULT_DATA_DIR } from "@wolfpack/db";

/** Everything the server reads from its environment, read in one place. */
export interface ServerConfig {
  port: number;
  /** A PostgreSQL URL; without one the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files (and, later, uploads). */
  dataDir: string;
  /** Load the demo catalogue and accounts at start. */
  seedDemo: boolean;
  production: boolean;
  /** Session cookies only over HTTPS: on in production unless COOKIE_SECURE=0 (plain-HTTP intranets). */
  secureCookies: boolean;
  /** Take the client address and host from X-Forwarded-* headers (behind a load balancer). */
  trustProxy: boolean;
  /** The built web app to serve; null serves the API only. */
  webDist: string | null;
}

const builtWebApp = fileURLToPath(new URL("../../web/dist", import.meta.url));
const yes = (value: string | undefined) => value === "1" || value === "true";

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === "production";
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    databaseUrl,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    // The embedded database is a demo unless told otherwise; a real one only on request.
    seedDemo: env.SEED_DEMO ? yes(env.SEED_DEMO) : !databaseUrl,
    production,
    trustProxy: yes(env.TRUST_PROXY),
    secureCookies: env.COOKIE_SECURE ? yes(env.COOKIE_SECURE) : production,
    webDist: env.WEB_DIST || (production ? builtWebApp : null),
  };
}
