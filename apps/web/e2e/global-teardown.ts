import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";

/** Removes the throw-away database folder of this run. */
export default async function globalTeardown() {
  const dataDir = process.env.WOLFPACK_E2E_DATA_DIR;
  if (dataDir?.startsWith(tmpdir()) && dataDir.includes("wolfpack-e2e-")) {
    await rm(dataDir, { recursive: true, force: true });
  }
}
