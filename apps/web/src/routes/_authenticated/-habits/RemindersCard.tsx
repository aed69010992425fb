import { ActionIcon, Button, Card, Group, Stack, Switch, Text, ThemeIcon } from "@mantine/core";
import { HABIT_LABELS } from "@wolfpack/rules/habits/habits";
import { useState } from "react";
import { HabitIcon } from "../../../components/HabitIcon.tsx";
import { IconBell, IconPlus, IconTrash } from "../../../components/icons.ts";
import { lazyDialog } from "../../../lib/lazy-dialog.tsx";
import { NotificationBanner } from "./NotificationBanner.tsx";
import type { Reminder } from "./types.ts";
import { useDeleteReminder, useUpdateReminder } from "./useHabitActions.ts";

const AddReminderDialog = lazyDialog(() => import("./AddReminderDialog.tsx"));

/** The member's reminders, each with its switch and delete, and the way to add one. */
export function RemindersCard({ reminders }: { reminders: readonly Reminder[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <Card padding="md" component="section" aria-labelledby="reminders-title">
      <Group gap={8} wrap="nowrap" mb="sm">
        <IconBell size={18} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
        <Text id="reminders-title" ff="heading" fz={22} fw={700} lh={1.1}>
          Reminders
        </Text>
      </Group>
      <NotificationBanner />
      {reminders.length === 0 ? (
        <div>
          <Text fw={700} size="sm">
            No reminders set up yet
          </Text>
          <Text size="sm" c="dimmed">
            Add reminders to stay consistent with your habits
          </Text>
        </div>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }} aria-label="Your reminders">
          {reminders.map((reminder) => (
            <ReminderRow key={reminder.id} reminder={reminder} />
          ))}
        </Stack>
      )}
      <Button
        mt="md"
        size="md"
        fullWidth
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        onClick={() => setAdding(true)}
      >
        Add Reminder
      </Button>
      <AddReminderDialog opened={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}

function ReminderRow({ reminder }: { reminder: Reminder }) {
  const update = useUpdateReminder();
  const remove = useDeleteReminder();
  const label = HABIT_LABELS[reminder.habitType];
  const name = `${label} at ${reminder.reminderTime}`;
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={4}>
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
        <HabitIcon habit={reminder.habitType} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} size="sm" truncate="end">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {reminder.reminderTime}
          {reminder.streakAlerts ? " · Streak alerts" : ""}
        </Text>
      </div>
      <Switch
        size="md"
        checked={reminder.enabled}
        onChange={(event) => update.mutate({ id: reminder.id, enabled: event.currentTarget.checked })}
        aria-label={`Reminder for ${name}`}
        styles={{ body: { minHeight: 44, minWidth: 44, alignItems: "center", justifyContent: "center" } }}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Delete the reminder for ${name}`}
        loading={remove.isPending}
        onClick={() => remove.mutate({ id: reminder.id })}
      >
        <IconTrash size={20} />
      </ActionIcon>
    </Group>
  );
}
