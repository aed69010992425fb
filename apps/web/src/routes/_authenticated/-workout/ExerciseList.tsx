import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { countOf } from "@wolfpack/rules/shared/words";
import { describeSet, type LastSessionSet, loggedWeightIn, previousSet } from "@wolfpack/rules/training/session/format";
import { isExerciseDone, type SessionState, setCount } from "@wolfpack/rules/training/session/reducer";
import { type ExerciseRecord, matchExerciseRecord } from "@wolfpack/rules/training/session/targets";
import type { WeightUnit } from "@wolfpack/rules/training/weights";
import { IconCheck, IconRotate } from "../../../components/icons.ts";
import { WeightUnitSwitch } from "./WeightUnitSwitch.tsx";
import classes from "./Workout.module.css";

/** What the member has typed for the next set of an exercise, as typed. */
export interface SetDraft {
  reps: string;
  weight: string;
}

interface ExerciseListProps {
  state: SessionState;
  records: readonly (ExerciseRecord & { reps: string | null })[];
  lastSets: readonly LastSessionSet[] | null;
  unit: WeightUnit;
  drafts: readonly SetDraft[];
  onDraft: (exerciseIndex: number, draft: SetDraft) => void;
  onCompleteSet: (exerciseIndex: number) => void;
  onReset: (exerciseIndex: number) => void;
  /** Sets may be logged (false before Start during the recovery cooldown). */
  canLog: boolean;
}

/** The workout's exercises, each with its sets, what was typed, last time's numbers, Complete Set and reset. */
export function ExerciseList(props: ExerciseListProps) {
  const { state } = props;
  return (
    <Stack gap="sm" component="section" aria-labelledby="exercises-heading">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text component="h2" id="exercises-heading" ff="heading" fz={24} fw={700} m={0} lh={1.1}>
          EXERCISES
        </Text>
        <WeightUnitSwitch unit={props.unit} />
      </Group>
      {state.exercises.length === 0 ? (
        <Text c="dimmed">This workout has no exercises listed.</Text>
      ) : (
        state.exercises.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a workout's exercises are a fixed list, and a name may repeat
          <ExerciseCard key={index} index={index} name={name} {...props} />
        ))
      )}
    </Stack>
  );
}

function ExerciseCard({
  index,
  name,
  state,
  records,
  lastSets,
  unit,
  drafts,
  onDraft,
  onCompleteSet,
  onReset,
  canLog,
}: ExerciseListProps & { index: number; name: string }) {
  const target = state.targets[index] ?? 0;
  const done = setCount(state, index);
  const finished = isExerciseDone(state, index);
  const current = index === state.current && !finished && state.status !== "completed";
  const record = matchExerciseRecord(name, records);
  const logged = state.sets[index] ?? [];
  const nextSet = done + 1;
  const previous = previousSet(lastSets, name, nextSet, unit);
  const draft = drafts[index] ?? { reps: "", weight: "" };
  const headingId = `exercise-${index}`;
  const locked = state.status === "completed";

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      padding="md"
      className={classes.exercise}
      data-current={current || undefined}
      data-done={finished || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <span className={classes.exerciseNumber} aria-hidden="true">
            {finished ? <IconCheck size={18} stroke={3} /> : index + 1}
          </span>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text component="h3" id={headingId} fw={800} fz="lg" lh={1.2} m={0} className={classes.exerciseName}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {countOf(target, "set")}
              {record?.reps ? ` · ${record.reps} reps` : ""}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {finished ? (
            <Badge color="teal" variant="light" size="lg">
              Done
            </Badge>
          ) : (
            <Text fw={800} ff="monospace" aria-label={`${done} of ${target} sets done`}>
              {done}/{target}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            aria-label={`Reset ${name}`}
            title="Reset sets"
            disabled={done === 0 || locked}
            onClick={() => onReset(index)}
          >
            <IconRotate size={20} />
          </ActionIcon>
        </Group>
      </Group>

      <div className={classes.setTrack} aria-hidden="true">
        {Array.from({ length: target }, (_, set) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one pip per set number
          <span key={set} className={classes.setPip} data-done={set < done || undefined} />
        ))}
      </div>

      {logged.length > 0 ? (
        <ol className={classes.loggedSets} aria-label={`${name}: sets done`}>
          {logged.map((set, setIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sets are only ever added at the end or all cleared
            <li key={setIndex}>
              <IconCheck size={14} stroke={3} aria-hidden="true" />
              <span>
                Set {setIndex + 1}
                {(() => {
                  const words = describeSet(set.reps, loggedWeightIn(set, unit), unit);
                  return words ? ` · ${words}` : "";
                })()}
              </span>
            </li>
          ))}
        </ol>
      ) : null}

      {finished || locked ? null : (
        <Stack gap="xs" mt="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700}>
              Set {nextSet} of {target}
            </Text>
            {previous ? (
              <Text size="sm" c="dimmed">
                Last time: {describeSet(previous.reps, previous.weight, unit)}
              </Text>
            ) : null}
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <TextInput
              label="Reps"
              size="md"
              inputMode="numeric"
              autoComplete="off"
              placeholder={previous?.reps != null ? String(previous.reps) : "optional"}
              value={draft.reps}
              onChange={(event) => onDraft(index, { ...draft, reps: event.currentTarget.value })}
              aria-label={`Reps for ${name}, set ${nextSet}`}
            />
            <TextInput
              label={`Weight (${unit})`}
              size="md"
              inputMode="decimal"
              autoComplete="off"
              placeholder={previous?.weight != null ? String(previous.weight) : "optional"}
              value={draft.weight}
              onChange={(event) => onDraft(index, { ...draft, weight: event.currentTarget.value })}
              aria-label={`Weight (${unit}) for ${name}, set ${nextSet}`}
            />
          </SimpleGrid>
          <Button
            size="md"
            fullWidth
            variant={current ? "filled" : "light"}
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            disabled={!canLog}
            onClick={() => onCompleteSet(index)}
          >
            Complete Set
          </Button>
        </Stack>
      )}
    </Card>
  );
}
