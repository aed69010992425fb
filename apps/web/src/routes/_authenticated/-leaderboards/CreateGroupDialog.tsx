import { Button, Modal, NativeSelect, Stack, TextInput } from "@mantine/core";
import {
  DEFAULT_GROUP_SIZE,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  MAX_GROUP_SIZE,
} from "@wolfpack/rules/groups/groups";
import { GrowingTextarea } from "@wolfpack/ui";
import { useState } from "react";
import { useCreateGroup } from "./useGroupActions.ts";

const BLANK = { name: "", description: "", maxMembers: String(DEFAULT_GROUP_SIZE) };
/** Two to fifty members. */
const SIZES = Array.from({ length: MAX_GROUP_SIZE - 1 }, (_, index) => String(index + 2));

/** Shows how close a field is to its limit, once it is close. */
function remaining(value: string, max: number) {
  const left = max - value.length;
  return left <= Math.min(50, max / 4) ? `${left} characters left` : undefined;
}

/** 'Create a Group': a name, a few words about it, and how many members it takes. */
export default function CreateGroupDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(BLANK);
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateGroup(() => {
    setForm(BLANK);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Create a Group" size="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const name = form.name.trim();
          if (name === "") {
            setNameError("Give the group a name");
            return;
          }
          create.mutate({ name, description: form.description.trim(), maxMembers: Number(form.maxMembers) });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Group name"
            placeholder="Morning Wolves"
            required
            maxLength={GROUP_NAME_MAX}
            value={form.name}
            error={nameError}
            description={remaining(form.name, GROUP_NAME_MAX)}
            onChange={(event) => {
              setForm({ ...form, name: event.currentTarget.value });
              setNameError(undefined);
            }}
          />
          <GrowingTextarea
            label="Description (optional)"
            placeholder="Who it is for, when you train"
            minRows={2}
            maxLength={GROUP_DESCRIPTION_MAX}
            value={form.description}
            description={remaining(form.description, GROUP_DESCRIPTION_MAX)}
            onChange={(event) => setForm({ ...form, description: event.currentTarget.value })}
          />
          <NativeSelect
            label="Group size"
            description="The most members it can have, you included"
            size="md"
            value={form.maxMembers}
            onChange={(event) => setForm({ ...form, maxMembers: event.currentTarget.value })}
            data={SIZES.map((size) => ({ value: size, label: `${size} members` }))}
          />
          <Button type="submit" size="md" loading={create.isPending}>
            Create Group
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
