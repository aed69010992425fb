import { fileURLToPath } from "node:url";

/** Everything the server reads from its environment, read in one place. */
export interface ServerConfig {
  port: number;
  /** A PostgreSQL URL; without one the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Load the demo catalogue and accounts at start. */
  seedDemo: boolean;
  production: boolean;
  /** Take the client address and host from X-Forwarded-* headers (behind a load balancer). */
  trustProxy: boolean;
  /** The built web app to serve; null serves the API only. */
  webDist: string | null;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === "production";
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    databaseUrl,
    dataDir: env.DATA_DIR || `${repoRoot}.data`,
    // The embedded database is a demo unless told otherwise; a real one only on request.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "1" || env.SEED_DEMO === "true" : !databaseUrl,
    production,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    webDist: production ? env.WEB_DIST || `${repoRoot}apps/web/dist` : env.WEB_DIST || null,
  };
}
