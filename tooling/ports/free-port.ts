import { createServer } from "node:net";

/**
 * A port nobody listens on right now, chosen by the operating system: for the servers the
 * tests, the browser tests, the benchmark and the phone measurement start on this machine.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not find a free port"));
      });
    });
  });
}
