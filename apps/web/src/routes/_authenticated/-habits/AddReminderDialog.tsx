import { Button, Modal, NativeSelect, Stack, Switch, TextInput } from "@mantine/core";
import { HABIT_LABELS, HABIT_TYPES, type HabitType } from "@wolfpack/rules/habits/habits";
import { DEFAULT_REMINDER_TIME, REMINDER_TIME_PATTERN } from "@wolfpack/rules/habits/reminders";
import { useState } from "react";
import { useCreateReminder } from "./useHabitActions.ts";

const BLANK = { habitType: "" as HabitType | "", reminderTime: DEFAULT_REMINDER_TIME, streakAlerts: true };

/** 'Add Reminder': a habit, a time (09:00 unless changed), streak alerts (on unless switched off). */
export default function AddReminderDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(BLANK);
  const create = useCreateReminder(() => {
    setForm(BLANK);
    onClose();
  });
  const timeIsValid = REMINDER_TIME_PATTERN.test(form.reminderTime);
  const habitType = form.habitType;

  return (
    <Modal opened={opened} onClose={onClose} title="Add Reminder" size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (habitType === "" || !timeIsValid) return;
          create.mutate({ habitType, reminderTime: form.reminderTime, streakAlerts: form.streakAlerts });
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label="Habit"
            value={habitType}
            onChange={(event) => {
              const chosen = HABIT_TYPES.find((type) => type === event.currentTarget.value);
              setForm({ ...form, habitType: chosen ?? "" });
            }}
            data={[
              { value: "", label: "Choose a habit", disabled: true },
              ...HABIT_TYPES.map((type) => ({ value: type, label: HABIT_LABELS[type] })),
            ]}
          />
          <TextInput
            type="time"
            label="Time"
            value={form.reminderTime}
            onChange={(event) => setForm({ ...form, reminderTime: event.currentTarget.value })}
            error={timeIsValid ? undefined : "Choose a time, such as 09:00"}
          />
          <Switch
            size="md"
            label="Streak milestone alerts"
            description="A notification when this habit reaches a milestone"
            checked={form.streakAlerts}
            onChange={(event) => setForm({ ...form, streakAlerts: event.currentTarget.checked })}
          />
          <Button type="submit" size="md" disabled={habitType === "" || !timeIsValid} loading={create.isPending}>
            Create Reminder
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
