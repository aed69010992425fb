import { ActionIcon, Button, Group, Loader, Stack, Text, VisuallyHidden } from "@mantine/core";
import { countOf } from "@wolfpack/rules/shared/words";
import {
  formatClock,
  progressPercent,
  restRemainingSeconds,
  type SetNotice,
  setsNotDone,
} from "@wolfpack/rules/training/session/format";
import { elapsedMs, REST_STEP_SECONDS, type SessionState, setCount } from "@wolfpack/rules/training/session/reducer";
import { useState } from "react";
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconX } from "../../../components/icons.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import type { SessionAction } from "./useWorkoutSession.ts";
import classes from "./Workout.module.css";

/** A completion made with no signal, kept on the phone until it syncs (docs/offline.md). */
export const SAVED_ON_PHONE = "Saved on this phone: it will sync when you are back online";

/** How long 'Set Complete!' stays when no rest follows it. */
const NOTICE_MS = 4000;

interface SessionBarProps {
  state: SessionState;
  notice: SetNotice | null;
  canStart: boolean;
  /** Why Start is off, said under it. */
  cannotStartReason: string | null;
  /** The completion is on its way. */
  sending: boolean;
  /** It waits on the device for the signal, and goes by itself then. */
  offline: boolean;
  /** The exercise in focus, when one is left to do. */
  currentName: string | null;
  onAction: (action: SessionAction) => void;
  onCompleteCurrent: () => void;
  onRetry: () => void;
}

/**
 * The session at thumb's reach: it stays at the bottom of the screen, above the
 * navigation, while the exercises scroll. Timer, progress, Start / Pause / Resume / Stop /
 * Finish, the rest countdown, 'Set Complete!' and the current exercise's Complete Set.
 */
export function SessionBar(props: SessionBarProps) {
  const { state, notice, onAction } = props;
  const [confirmStop, setConfirmStop] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const setsLeft = setsNotDone(state);
  const percent = progressPercent(state);
  const resting = state.rest !== null;
  const showNotice = notice !== null && (resting || state.now - notice.at < NOTICE_MS);

  return (
    <section className={classes.sessionBar} aria-label="Workout session">
      <div
        className={classes.progressTrack}
        role="progressbar"
        aria-label="Workout progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={classes.progressFill} style={{ width: `${percent}%` }} />
      </div>

      {/* Said once to screen readers; the countdown beside it is not read out every second. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {showNotice && notice ? `${notice.title} ${notice.text}` : ""}
      </VisuallyHidden>
      {showNotice || resting ? (
        <div className={`${classes.barRow} ${classes.restRow}`}>
          {showNotice && notice ? (
            <div className={classes.notice} aria-hidden="true" data-testid="set-notice">
              <Text span fw={800} c="teal.4" size="sm" lh={1.25} className={classes.nowrap}>
                {notice.title}
              </Text>
              <Text span c="dimmed" size="sm" lh={1.25} className={classes.nowrap}>
                {notice.text}
              </Text>
            </div>
          ) : null}
          {resting ? <RestControls state={state} onAction={onAction} /> : null}
        </div>
      ) : null}

      <div className={classes.barRow}>
        <div className={classes.barLead}>
          <Text className={classes.clock} aria-label={`Session time ${formatClock(elapsedMs(state))}`} role="timer">
            {formatClock(elapsedMs(state))}
          </Text>
          <Text size="xs" c="dimmed" fw={700} className={classes.nowrap}>
            {state.status === "paused" ? "Paused · " : ""}
            {percent}% done
          </Text>
        </div>
        <Controls
          {...props}
          onStop={() => setConfirmStop(true)}
          // With sets not done, Finish asks first (as Hevy and Strong do); with none, it finishes.
          onFinish={() => (setsLeft > 0 ? setConfirmFinish(true) : onAction({ type: "finish" }))}
        />
      </div>

      {state.status === "not-started" && props.cannotStartReason ? (
        <Text size="xs" c="dimmed" mt={6}>
          {props.cannotStartReason}
        </Text>
      ) : null}

      {(state.status === "running" || state.status === "paused") && props.currentName ? (
        <div className={`${classes.barRow} ${classes.currentRow}`}>
          <div className={classes.barLead}>
            <Text size="xs" c="wolf.5" fw={800} tt="uppercase" className={`${classes.nowrap} ${classes.nowLine}`}>
              Now · Set {setCount(state, state.current) + 1}/{state.targets[state.current]}
            </Text>
            <Text fw={700} lh={1.3} className={classes.currentName}>
              {props.currentName}
            </Text>
          </div>
          <Button
            size="md"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            onClick={props.onCompleteCurrent}
            aria-label={`Complete Set: ${props.currentName}`}
            className={classes.barAction}
          >
            Complete Set
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        opened={confirmStop}
        title="Stop this workout?"
        text="The timer and every set done so far are reset. Nothing is saved."
        keepLabel="Keep going"
        confirmLabel="Stop workout"
        confirmColor="red"
        onKeep={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          onAction({ type: "stop" });
        }}
      />
      <ConfirmDialog
        opened={confirmFinish}
        title={`Finish with ${countOf(setsLeft, "set")} not done?`}
        text="The workout is saved with your time so far and the sets you did. Sets not done are not counted."
        keepLabel="Keep going"
        confirmLabel="Finish workout"
        onKeep={() => setConfirmFinish(false)}
        onConfirm={() => {
          setConfirmFinish(false);
          onAction({ type: "finish" });
        }}
      />
    </section>
  );
}

function Controls({
  state,
  canStart,
  sending,
  offline,
  onAction,
  onRetry,
  onStop,
  onFinish,
}: SessionBarProps & { onStop: () => void; onFinish: () => void }) {
  if (state.status === "not-started") {
    return (
      <div className={classes.barControls}>
        <Button
          size="md"
          leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
          disabled={!canStart}
          onClick={() => onAction({ type: "start" })}
          className={classes.barAction}
        >
          Start
        </Button>
      </div>
    );
  }
  if (state.status === "completed") {
    if (sending) {
      // Made with no signal, the completion is kept on the phone and goes by itself
      // (docs/offline.md): nothing spins meanwhile.
      return (
        <Group gap="xs" wrap="nowrap" role="status" className={classes.barStatus}>
          {offline ? <IconCheck size={20} style={{ flex: "none" }} aria-hidden="true" /> : <Loader size="sm" />}
          <Text size="sm" fw={700}>
            {offline ? SAVED_ON_PHONE : "Saving..."}
          </Text>
        </Group>
      );
    }
    // The completion did not go through: send it again, or drop the session.
    return (
      <div className={classes.barControls}>
        <ActionIcon variant="default" size={44} aria-label="Discard workout" title="Discard" onClick={onStop}>
          <IconX size={20} />
        </ActionIcon>
        <Button size="md" onClick={onRetry} className={classes.barAction}>
          Save workout
        </Button>
      </div>
    );
  }
  const paused = state.status === "paused";
  return (
    <div className={classes.barControls}>
      <ActionIcon
        variant="default"
        size={44}
        aria-label={paused ? "Resume" : "Pause"}
        title={paused ? "Resume" : "Pause"}
        onClick={() => onAction({ type: paused ? "resume" : "pause" })}
      >
        {paused ? <IconPlayerPlay size={20} /> : <IconPlayerPause size={20} />}
      </ActionIcon>
      <ActionIcon variant="default" size={44} aria-label="Stop" title="Stop" onClick={onStop}>
        <IconPlayerStop size={20} />
      </ActionIcon>
      <Button size="md" variant="light" onClick={onFinish} className={classes.barAction}>
        Finish
      </Button>
    </div>
  );
}

function RestControls({ state, onAction }: { state: SessionState; onAction: (action: SessionAction) => void }) {
  const left = formatClock(restRemainingSeconds(state) * 1000);
  return (
    <div className={classes.restControls}>
      <Stack gap={0} align="center" mr={4}>
        <Text size="xs" c="dimmed" fw={800} tt="uppercase" lh={1.2}>
          Rest
        </Text>
        <Text size="sm" fw={800} ff="monospace" lh={1.2} data-testid="rest-left">
          {left}
        </Text>
      </Stack>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        aria-label={`${REST_STEP_SECONDS} seconds less rest`}
        onClick={() => onAction({ type: "adjustRest", bySeconds: -REST_STEP_SECONDS })}
        className={classes.restButton}
      >
        −{REST_STEP_SECONDS}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        aria-label={`${REST_STEP_SECONDS} seconds more rest`}
        onClick={() => onAction({ type: "adjustRest", bySeconds: REST_STEP_SECONDS })}
        className={classes.restButton}
      >
        +{REST_STEP_SECONDS}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onAction({ type: "skipRest" })}
        className={classes.restButton}
      >
        Skip
      </Button>
    </div>
  );
}
