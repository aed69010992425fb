import { describe, expect, it } from "vitest";
import { applyEvents, elapsedMs, newSession, type SessionState, sessionReducer } from "./reducer.ts";
import { restoreSession, serialiseSession, sessionStorageKey } from "./storage.ts";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

/** Two exercises: 2 sets of Squat, 1 of Plank. */
const fresh = () => newSession(["Squat", "Plank"], [2, 1], T0);
const running = () => sessionReducer(fresh(), { type: "start", at: s(0) });

describe("saving to the device", () => {
  const exercises = ["Squat", "Plank"];
  const targets = [2, 1];
  const inProgress = (): SessionState =>
    applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(30), reps: 5, weight: 80, unit: "kg" },
      { type: "pause", at: s(40) },
      { type: "resume", at: s(50) },
      { type: "tick", at: s(60) },
    ]);

  it("keys a session by member and workout", () => {
    expect(sessionStorageKey("m-1", 4)).toBe("wolfpack:workout-session:m-1:4");
  });

  it("brings a running session back with the time that has passed since", () => {
    const saved = serialiseSession(inProgress());
    const restored = restoreSession(saved, exercises, targets, s(120));
    expect(restored?.status).toBe("running");
    expect(restored?.sets[0]).toEqual([{ reps: 5, weight: 80, unit: "kg" }]);
    expect(elapsedMs(restored as SessionState)).toBe(110_000);
  });

  it("brings a paused session back paused, its time unchanged", () => {
    const paused = sessionReducer(inProgress(), { type: "pause", at: s(60) });
    const restored = restoreSession(serialiseSession(paused), exercises, targets, s(3600));
    expect(restored?.status).toBe("paused");
    expect(elapsedMs(restored as SessionState)).toBe(50_000);
  });

  it("brings back a completed session that was not saved yet, so it can be sent again", () => {
    const done = sessionReducer(inProgress(), { type: "finish", at: s(90) });
    expect(restoreSession(serialiseSession(done), exercises, targets, s(200))?.status).toBe("completed");
  });

  it("restores nothing unreadable, never started, for another exercise list, or older than 12 hours", () => {
    expect(restoreSession(null, exercises, targets, s(0))).toBeNull();
    expect(restoreSession("{not json", exercises, targets, s(0))).toBeNull();
    expect(restoreSession(JSON.stringify({ version: 2 }), exercises, targets, s(0))).toBeNull();
    expect(restoreSession(serialiseSession(fresh()), exercises, targets, s(0))).toBeNull();
    const saved = serialiseSession(inProgress());
    expect(restoreSession(saved, ["Squat", "Lunge"], targets, s(70))).toBeNull();
    expect(restoreSession(saved, exercises, [3, 1], s(70))).toBeNull();
    expect(restoreSession(saved, exercises, targets, s(60 + 12 * 3600 + 1))).toBeNull();
  });
});
