import { Card, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import {
  MISSING_POST_FIELDS,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  POST_TYPES,
  type PostType,
} from "@wolfpack/rules/community/posts";
import { GrowingTextarea, PendingButton } from "@wolfpack/ui";
import { useState } from "react";
import { toastFailure } from "../../../lib/toast.tsx";
import { IconPencil, IconSend } from "./icons.ts";
import { POST_TYPE_LABELS } from "./post-types.ts";
import { useCreatePost } from "./usePostActions.ts";

const BLANK = { type: "general" as PostType, title: "", content: "" };

/** Shows how close a field is to its limit, once it is close. */
function remaining(value: string, max: number) {
  const left = max - value.length;
  return left <= Math.min(100, max / 10) ? `${left} characters left` : undefined;
}

/** 'Share with the pack': a type, a title and the words; blank fields send nothing. */
export function PostComposer() {
  const [form, setForm] = useState(BLANK);
  const create = useCreatePost(() => setForm(BLANK));

  return (
    <Card padding="md" component="section" aria-labelledby="composer-title">
      <Group gap={8} wrap="nowrap" mb="sm">
        <IconPencil size={18} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
        <Text id="composer-title" component="h2" ff="heading" fz={22} fw={700} lh={1.1} m={0}>
          Share with the Pack
        </Text>
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const title = form.title.trim();
          const content = form.content.trim();
          if (title === "" || content === "") {
            toastFailure("Missing fields", MISSING_POST_FIELDS);
            return;
          }
          create.mutate({ type: form.type, title, content });
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label="Post type"
            value={form.type}
            onChange={(event) => {
              const chosen = POST_TYPES.find((type) => type === event.currentTarget.value);
              setForm({ ...form, type: chosen ?? "general" });
            }}
            data={POST_TYPES.map((type) => ({ value: type, label: POST_TYPE_LABELS[type] }))}
          />
          <TextInput
            label="Title"
            placeholder="What's the hunt about?"
            value={form.title}
            maxLength={POST_TITLE_MAX}
            description={remaining(form.title, POST_TITLE_MAX)}
            inputWrapperOrder={["label", "input", "description", "error"]}
            onChange={(event) => setForm({ ...form, title: event.currentTarget.value })}
          />
          <GrowingTextarea
            label="Content"
            placeholder="Share a win, a tip or today's workout"
            minRows={3}
            maxRows={10}
            value={form.content}
            maxLength={POST_CONTENT_MAX}
            description={remaining(form.content, POST_CONTENT_MAX)}
            inputWrapperOrder={["label", "input", "description", "error"]}
            onChange={(event) => setForm({ ...form, content: event.currentTarget.value })}
          />
          <PendingButton
            type="submit"
            size="md"
            fullWidth
            pending={create.isPending}
            pendingLabel="Posting..."
            leftSection={<IconSend size={18} aria-hidden="true" />}
          >
            Share Post
          </PendingButton>
        </Stack>
      </form>
    </Card>
  );
}
