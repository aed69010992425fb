import { describe, expect, it } from "vitest";
import { progressText, type ShareTarget, shareProgress } from "./share.ts";

const data = {
  title: "My WOLFPACK progress",
  text: "I've finished 7 workouts.",
  url: "https://wolfpack.test/register",
};

function abort(name: string) {
  const error = new Error("no");
  error.name = name;
  return error;
}

/** A browser with or without a share sheet and a clipboard, recording what it was given. */
function browser({ share, clipboard }: { share?: Error | "ok"; clipboard?: Error | "ok" }) {
  const shared: ShareData[] = [];
  const copied: string[] = [];
  const target: ShareTarget = {};
  if (share) {
    target.share = async (value) => {
      if (share !== "ok") throw share;
      shared.push(value);
    };
  }
  if (clipboard) {
    target.clipboard = {
      writeText: async (text) => {
        if (clipboard !== "ok") throw clipboard;
        copied.push(text);
      },
    };
  }
  return { target, shared, copied };
}

describe("progressText", () => {
  it("says the member's workouts, minutes and streak, in the singular when it is one", () => {
    expect(progressText({ workoutsCompleted: 7, currentStreak: 7, totalMinutes: 1210 })).toBe(
      "I've finished 7 workouts (1,210 minutes) with WOLFPACK and I'm on a 7-day streak. Join the pack!",
    );
    expect(progressText({ workoutsCompleted: 1, currentStreak: 1, totalMinutes: 1 })).toBe(
      "I've finished 1 workout (1 minute) with WOLFPACK and I'm on a 1-day streak. Join the pack!",
    );
  });

  it("leaves out a streak that lapsed, and speaks of a start before the first workout", () => {
    expect(progressText({ workoutsCompleted: 12, currentStreak: 0, totalMinutes: 300 })).toBe(
      "I've finished 12 workouts (300 minutes) with WOLFPACK. Join the pack!",
    );
    expect(progressText({ workoutsCompleted: 0, currentStreak: 0, totalMinutes: 0 })).toMatch(/^I've joined the pack/);
  });
});

describe("shareProgress", () => {
  it("uses the share sheet when there is one, and copies nothing", async () => {
    const b = browser({ share: "ok", clipboard: "ok" });
    expect(await shareProgress(data, b.target)).toBe("shared");
    expect(b.shared).toEqual([data]);
    expect(b.copied).toEqual([]);
  });

  it("stops when the member closes the share sheet", async () => {
    const b = browser({ share: abort("AbortError"), clipboard: "ok" });
    expect(await shareProgress(data, b.target)).toBe("cancelled");
    expect(b.copied).toEqual([]);
  });

  it("copies the text and the link when there is no share sheet, or it fails", async () => {
    for (const share of [undefined, abort("NotAllowedError"), new TypeError("bad data")]) {
      const b = browser({ share, clipboard: "ok" });
      expect(await shareProgress(data, b.target)).toBe("copied");
      expect(b.copied).toEqual(["I've finished 7 workouts. https://wolfpack.test/register"]);
    }
  });

  it("leaves the text to copy by hand when the clipboard is refused or missing", async () => {
    expect(await shareProgress(data, browser({ clipboard: abort("NotAllowedError") }).target)).toBe("manual");
    expect(await shareProgress(data, browser({}).target)).toBe("manual");
  });
});
