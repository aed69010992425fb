import {
  isActive,
  newSession,
  type SessionEvent,
  type SessionState,
  sessionReducer,
} from "@wolfpack/rules/training/session/reducer";
import { restoreSession, serialiseSession, sessionStorageKey } from "@wolfpack/rules/training/session/storage";
import { useCallback, useEffect, useRef, useState } from "react";

/** Any session event; the time is added when it is dispatched. */
export type SessionAction = SessionEvent extends infer E ? (E extends SessionEvent ? Omit<E, "at"> : never) : never;

const TICK_MS = 1000;

function readSaved(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSaved(key: string, state: SessionState | null) {
  try {
    if (state) window.localStorage.setItem(key, serialiseSession(state));
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode or a full disk: the session still runs, it is just not kept.
  }
}

interface Options {
  memberId: string;
  workoutId: number;
  exercises: readonly string[];
  targets: readonly number[];
}

/**
 * The live session of one workout for one member: the pure state machine of
 * @wolfpack/rules/training/session/reducer, fed with the clock (a tick each second
 * while running or resting, and whenever the tab shows again), kept in localStorage so a
 * reload brings it back, and forgotten on Stop or once the completion is saved (`forget`).
 */
export function useWorkoutSession({ memberId, workoutId, exercises, targets }: Options) {
  const key = sessionStorageKey(memberId, workoutId);
  const [state, setState] = useState<SessionState>(
    () => restoreSession(readSaved(key), exercises, targets, Date.now()) ?? newSession(exercises, targets, Date.now()),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Once the completion is saved, nothing of this session is written again. */
  const forgotten = useRef(false);

  /** Applies an event now and returns the new state (the caller may act on it: send the completion). */
  const dispatch = useCallback(
    (action: SessionAction): SessionState => {
      const next = sessionReducer(stateRef.current, { ...action, at: Date.now() } as SessionEvent);
      if (next !== stateRef.current) {
        if (next.status !== "completed") forgotten.current = false;
        stateRef.current = next;
        setState(next);
        // Written at once, not in an effect: leaving the screen right after (a pause on the
        // way out) must still be kept. A session not started is nothing to bring back.
        if (!forgotten.current) writeSaved(key, next.status === "not-started" ? null : next);
      }
      return next;
    },
    [key],
  );

  const ticking = state.status === "running" || state.rest !== null;
  useEffect(() => {
    if (!ticking) return;
    const tick = () => dispatch({ type: "tick" });
    const timer = window.setInterval(tick, TICK_MS);
    // A hidden tab's timers are slowed down: catch up at once when it shows.
    const onVisibility = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ticking, dispatch]);

  /** The completion is saved: the session is no longer kept on the device. */
  const forget = useCallback(() => {
    forgotten.current = true;
    writeSaved(key, null);
  }, [key]);

  return { state, dispatch, forget, active: isActive(state) };
}
