import { ActionIcon, Button, Group, Loader, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  elapsedMs,
  formatClock,
  progressPercent,
  REST_STEP_SECONDS,
  restRemainingSeconds,
  type SessionState,
  type SetNotice,
  setCount,
} from "@wolfpack/rules/workout-session";
import { useState } from "react";
import {
  IconCheck,
  IconFlag,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconX,
} from "../../../components/icons.ts";
import type { SessionAction } from "./useWorkoutSession.ts";
import classes from "./Workout.module.css";

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
        <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.restRow}>
          {showNotice && notice ? (
            <Stack gap={0} style={{ minWidth: 0 }} aria-hidden="true" data-testid="set-notice">
              <Text span fw={800} c="teal.4" size="sm" lh={1.25} className={classes.nowrap}>
                {notice.title}
              </Text>
              <Text span c="dimmed" size="sm" lh={1.25} className={classes.nowrap}>
                {notice.text}
              </Text>
            </Stack>
          ) : (
            <span />
          )}
          {resting ? <RestControls state={state} onAction={onAction} /> : null}
        </Group>
      ) : null}

      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text className={classes.clock} aria-label={`Session time ${formatClock(elapsedMs(state))}`} role="timer">
            {formatClock(elapsedMs(state))}
          </Text>
          <Text size="xs" c="dimmed" fw={700}>
            {state.status === "paused" ? "Paused · " : ""}
            {percent}% done
          </Text>
        </Stack>
        <Controls {...props} onStop={() => setConfirmStop(true)} />
      </Group>

      {state.status === "not-started" && props.cannotStartReason ? (
        <Text size="xs" c="dimmed" mt={6}>
          {props.cannotStartReason}
        </Text>
      ) : null}

      {(state.status === "running" || state.status === "paused") && props.currentName ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" mt={8} className={classes.currentRow}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="wolf.5" fw={800} tt="uppercase" style={{ letterSpacing: "0.1em" }}>
              Now · Set {setCount(state, state.current) + 1}/{state.targets[state.current]}
            </Text>
            <Text fw={700} truncate="end">
              {props.currentName}
            </Text>
          </Stack>
          <Button
            size="md"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            onClick={props.onCompleteCurrent}
            aria-label={`Complete Set: ${props.currentName}`}
            className={classes.noShrink}
          >
            Complete Set
          </Button>
        </Group>
      ) : null}

      <Modal opened={confirmStop} onClose={() => setConfirmStop(false)} title="Stop this workout?" centered size="sm">
        <Stack gap="md">
          <Text size="sm">The timer and every set done so far are reset. Nothing is saved.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmStop(false)}>
              Keep going
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmStop(false);
                onAction({ type: "stop" });
              }}
            >
              Stop workout
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}

function Controls({ state, canStart, sending, onAction, onRetry, onStop }: SessionBarProps & { onStop: () => void }) {
  if (state.status === "not-started") {
    return (
      <Button
        size="md"
        leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
        disabled={!canStart}
        onClick={() => onAction({ type: "start" })}
        className={classes.noShrink}
      >
        Start
      </Button>
    );
  }
  if (state.status === "completed") {
    if (sending) {
      return (
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="sm" />
          <Text size="sm" fw={700}>
            Saving...
          </Text>
        </Group>
      );
    }
    // The completion did not go through: send it again, or drop the session.
    return (
      <Group gap={6} wrap="nowrap">
        <ActionIcon variant="default" size={44} aria-label="Discard workout" title="Discard" onClick={onStop}>
          <IconX size={20} />
        </ActionIcon>
        <Button size="md" onClick={onRetry} className={classes.noShrink}>
          Save workout
        </Button>
      </Group>
    );
  }
  const paused = state.status === "paused";
  return (
    <Group gap={6} wrap="nowrap">
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
      <Button
        size="md"
        variant="light"
        leftSection={<IconFlag size={18} aria-hidden="true" />}
        onClick={() => onAction({ type: "finish" })}
        className={classes.noShrink}
      >
        Finish
      </Button>
    </Group>
  );
}

function RestControls({ state, onAction }: { state: SessionState; onAction: (action: SessionAction) => void }) {
  const left = formatClock(restRemainingSeconds(state) * 1000);
  return (
    <Group gap={2} wrap="nowrap" className={classes.noShrink}>
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
    </Group>
  );
}
