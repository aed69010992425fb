import { Button, Card, Group, Progress, Text, TextInput } from "@mantine/core";
import { READING_PROGRESS_MESSAGE, readingProgress } from "@wolfpack/rules/ebooks/inputs";
import { CardImage, DEFAULT_EBOOK_COVER, PendingButton, SectionTitle } from "@wolfpack/ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { IconChartLine } from "../../../components/icons.ts";
import classes from "./Ebooks.module.css";
import { type Ebook, type LibraryEntry, useSaveProgress } from "./useEbookActions.ts";

interface ReadingBook {
  ebook: Ebook;
  entry: LibraryEntry;
}

/** 'READING PROGRESS': the e-books on the member's reading list, each with its bar and a way to move it. */
export function ReadingProgress({ books }: { books: readonly ReadingBook[] }) {
  return (
    <section aria-labelledby="reading-progress">
      <SectionTitle id="reading-progress" icon={<IconChartLine size={24} aria-hidden="true" />}>
        READING PROGRESS
      </SectionTitle>
      {books.length === 0 ? (
        <Card ta="center">
          <Text fw={700}>No reads on the go yet</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Open an e-book from YOUR LIBRARY and track every page here.
          </Text>
        </Card>
      ) : (
        <ul className={classes.list}>
          {books.map((book) => (
            <ReadingRow key={book.ebook.id} {...book} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the bar means, in a word. */
function stage(progress: number): string {
  if (progress === 0) return "Not started yet";
  if (progress === 100) return "Finished. Apex reader.";
  return "On the hunt";
}

function ReadingRow({ ebook, entry }: ReadingBook) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  // Once the form closes (saved or cancelled), the keyboard is back on the button that opened it.
  const update = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) update.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Card component="li" padding="md" className={classes.reading}>
      <div className={classes.readingTop}>
        <CardImage
          className={classes.thumb}
          src={ebook.coverUrl || DEFAULT_EBOOK_COVER}
          fallback={DEFAULT_EBOOK_COVER}
          width={600}
          height={900}
        />
        <div className={classes.readingInfo}>
          <h3 id={titleId} className={classes.readingTitle}>
            {ebook.title}
          </h3>
          <div className={classes.barRow}>
            <Progress
              value={entry.progress}
              size="lg"
              radius="xl"
              className={classes.bar}
              aria-label={`Reading progress: ${ebook.title}`}
            />
            <span className={classes.percent}>{entry.progress}%</span>
          </div>
          <Text size="sm" c="dark.1">
            {stage(entry.progress)}
          </Text>
        </div>
      </div>
      {editing ? (
        <ProgressForm ebook={ebook} progress={entry.progress} onDone={() => setEditing(false)} />
      ) : (
        <Button ref={update} variant="light" fullWidth aria-describedby={titleId} onClick={() => setEditing(true)}>
          Update progress
        </Button>
      )}
    </Card>
  );
}

/** The percent read, checked by the server's own rule before it is sent; what was typed stays if it fails. */
function ProgressForm({ ebook, progress, onDone }: { ebook: Ebook; progress: number; onDone: () => void }) {
  const [value, setValue] = useState(String(progress));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProgress(ebook);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const parsed = readingProgress.safeParse(typed === "" ? Number.NaN : Number(typed));
    if (!parsed.success) {
      setError(READING_PROGRESS_MESSAGE);
      return;
    }
    save.mutate({ ebookId: ebook.id, progress: parsed.data }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className={classes.progressForm}>
      <TextInput
        label="Percent read"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        rightSection={<span aria-hidden="true">%</span>}
        error={error}
      />
      <Group grow gap="xs">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <PendingButton type="submit" pending={save.isPending} pendingLabel="Saving...">
          Save
        </PendingButton>
      </Group>
    </form>
  );
}
