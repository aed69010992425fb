import { describe, expect, it } from "vitest";
import { isPushEndpoint } from "./inputs.ts";

describe("a device's push endpoint", () => {
  it("is a browser's push service over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/token",
      "https://updates.push.services.mozilla.com/wpush/v2/token",
      "https://wns2-par02p.notify.windows.com/w/?token=token",
      "https://web.push.apple.com/token",
    ]) {
      expect(isPushEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it("is never another host, plain http, a look-alike or an address with credentials", () => {
    for (const endpoint of [
      "https://attacker.example/push",
      "http://fcm.googleapis.com/fcm/send/token",
      "https://fcm.googleapis.com.attacker.example/push",
      "https://evilfcm.googleapis.com.example/push",
      "https://user:secret@fcm.googleapis.com/fcm/send/token",
      "http://127.0.0.1:8080/push",
      "not an address",
    ]) {
      expect(isPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("is a host the server is told of, such as a push service run locally to test", () => {
    expect(isPushEndpoint("http://127.0.0.1:8080/push", ["127.0.0.1"])).toBe(true);
    expect(isPushEndpoint("http://127.0.0.2:8080/push", ["127.0.0.1"])).toBe(false);
  });
});
