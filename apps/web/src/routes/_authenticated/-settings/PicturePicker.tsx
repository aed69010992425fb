import { Box, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import {
  isAppAvatar,
  PICTURE_ACCEPT,
  PICTURE_LABELS,
  PICTURE_SIGNATURE_BYTES,
  type PictureField,
  pictureProblem,
} from "@wolfpack/rules/auth/pictures";
import { MemberAvatar } from "@wolfpack/ui";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { AvatarChoices } from "../../../components/AvatarChoices.tsx";
import { IconPhoto, IconUpload } from "../../../components/icons.ts";
import type { PictureChoice } from "./profile-save.ts";
import classes from "./Settings.module.css";

interface PicturePickerProps {
  field: PictureField;
  /** The picture saved now; null when there is none. */
  saved: string | null;
  choice: PictureChoice;
  onChoice: (choice: PictureChoice) => void;
  disabled: boolean;
  /** The avatar shows round, with the member's initial behind it; photos show upright. */
  look: "avatar" | "photo";
  username: string;
  /** A line beside the avatar: 'JPG, PNG or GIF. Max size 5MB.' (docs/rules.md, Pictures). */
  hint?: ReactNode;
}

/** The address of a chosen file for as long as it is shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}

/**
 * One picture of the profile: what it is now (or the file just chosen), a button to choose
 * a file and one to remove the picture or take the choice back; the avatar may also be one
 * of the app's own. A file that is not a JPG,
 * PNG or GIF by its bytes, or is over 5 MB, is refused here with the server's own words
 * and never sent; the server checks again.
 */
export function PicturePicker({ field, saved, choice, onChoice, disabled, look, username, hint }: PicturePickerProps) {
  const label = PICTURE_LABELS[field];
  const [problem, setProblem] = useState<string | null>(null);
  const chosenFile = choice.kind === "replace" ? choice.file : null;
  const chosenUrl = useObjectUrl(chosenFile);
  const shown =
    choice.kind === "replace"
      ? chosenUrl
      : choice.kind === "app"
        ? choice.path
        : choice.kind === "remove"
          ? null
          : saved;
  const resetInput = useRef<() => void>(null);
  const headingId = useId();
  const statusId = useId();

  const choose = async (file: File | null) => {
    resetInput.current?.(); // the same file may be chosen again after a refusal
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_BYTES).arrayBuffer());
    const refusal = pictureProblem(field, file.size, head);
    setProblem(refusal);
    if (!refusal) onChoice({ kind: "replace", file });
  };

  // The second button: remove what shows, or take back a choice not saved yet.
  const second =
    choice.kind === "replace" || choice.kind === "app"
      ? { words: "Cancel", next: { kind: "keep" } as const }
      : choice.kind === "remove"
        ? { words: "Undo", next: { kind: "keep" } as const }
        : saved
          ? { words: "Remove", next: { kind: "remove" } as const }
          : null;
  const status =
    choice.kind === "replace" || choice.kind === "app"
      ? `New ${label.toLowerCase()} chosen. It is saved when you save.`
      : choice.kind === "remove"
        ? `${label} is removed when you save.`
        : null;
  const verb = shown ? "Change" : "Choose";

  const preview =
    look === "avatar" ? (
      <MemberAvatar username={username} avatar={shown} size={88} />
    ) : (
      <Box className={classes.photoFrame}>
        {shown ? (
          <img
            src={shown}
            alt={choice.kind === "replace" ? `${label} you chose` : `Your ${label.toLowerCase()}`}
            className={classes.photo}
          />
        ) : (
          <Stack gap={4} align="center" justify="center" h="100%" c="dimmed">
            <IconPhoto size={28} aria-hidden="true" />
            <Text size="xs" c="dimmed">
              No photo yet
            </Text>
          </Stack>
        )}
      </Box>
    );

  const choiceButtons = (
    <>
      <FileButton
        onChange={(file) => void choose(file)}
        accept={PICTURE_ACCEPT}
        resetRef={resetInput}
        disabled={disabled}
        name={field}
        inputProps={{ "aria-label": `${label} file` }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            h={44}
            px="xs"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            aria-label={`${verb} ${label.toLowerCase()}`}
            aria-describedby={problem || status ? statusId : undefined}
          >
            {verb}
          </Button>
        )}
      </FileButton>
      {second ? (
        <Button
          variant="default"
          h={44}
          px="xs"
          disabled={disabled}
          onClick={() => {
            setProblem(null);
            onChoice(second.next);
          }}
          aria-label={`${second.words} ${label.toLowerCase()}`}
        >
          {second.words}
        </Button>
      ) : null}
    </>
  );
  // Side by side under the avatar; one above the other in a photo's narrow column.
  const buttons =
    look === "avatar" ? (
      <Group gap="xs" wrap="nowrap" grow>
        {choiceButtons}
      </Group>
    ) : (
      <Stack gap="xs">{choiceButtons}</Stack>
    );

  return (
    <Box role="group" aria-labelledby={headingId} className={look === "photo" ? classes.photoPicker : undefined}>
      {look === "avatar" ? (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            {preview}
            <Stack gap={4} miw={0}>
              <Text id={headingId} fw={700}>
                {label}
              </Text>
              {hint ? (
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {buttons}
          <AvatarChoices
            name={`${field}-app`}
            legend="Or choose one of ours"
            value={
              choice.kind === "app" ? choice.path : choice.kind === "keep" && saved && isAppAvatar(saved) ? saved : ""
            }
            onChange={(event) => {
              setProblem(null);
              onChoice({ kind: "app", path: event.currentTarget.value });
            }}
            disabled={disabled}
          />
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text id={headingId} fw={700}>
            {label}
          </Text>
          {preview}
          {buttons}
        </Stack>
      )}
      <div id={statusId} aria-live="polite">
        {problem ? (
          <Text size="sm" c="red.4" mt={6}>
            {problem}
          </Text>
        ) : status ? (
          <Text size="sm" c="dimmed" mt={6}>
            {status}
          </Text>
        ) : null}
      </div>
    </Box>
  );
}
