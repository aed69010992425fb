import { hash, verify } from "@node-rs/argon2";

/** OWASP's minimum for Argon2id (the library's default algorithm): 19 MiB, 2 passes. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };

/**
 * Under vitest (which sets VITEST) Argon2id runs at its smallest cost: the suites make some
 * two thousand members a run, and each hash at full cost took 28 ms of CPU, a third of the
 * suites' time. The same algorithm and code; servers, scripts and the browser tests never
 * see VITEST and hash at full cost. docs/development.md
 */
const options = process.env.VITEST ? { ...ARGON2_OPTIONS, memoryCost: 256, timeCost: 1 } : ARGON2_OPTIONS;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash must read as a wrong password, not crash sign-in.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when no member has the e-mail, so response
 * times do not tell which addresses are registered.
 */
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoyHash ??= hashPassword("wolfpack-decoy-password");
  await verifyPassword(await decoyHash, plain);
  return false;
}
