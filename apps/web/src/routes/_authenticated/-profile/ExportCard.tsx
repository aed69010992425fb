import { Card, Stack, Text } from "@mantine/core";
import { PendingButton, SectionTitle } from "@wolfpack/ui";
import { useState } from "react";
import { IconDownload } from "../../../components/icons.ts";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import { saveTextFile } from "./download.ts";

type Export = "sessions" | "habitLogs";

const WHAT: Record<Export, { button: string; done: string }> = {
  sessions: { button: "Sessions CSV", done: "Your sessions are saved" },
  habitLogs: { button: "Habit logs CSV", done: "Your habit logs are saved" },
};

/**
 * 'Export my data': the member's sessions (a line per set) and habit logs as CSV files,
 * each asked for fresh when pressed and never kept in the page's cache.
 */
export function ExportCard() {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState<Export | null>(null);

  const save = async (what: Export) => {
    setPending(what);
    try {
      const { filename, csv } = await utils.client.export[what].query();
      saveTextFile(filename, csv, "text/csv;charset=utf-8");
      toastSuccess(WHAT[what].done, filename);
    } catch (error) {
      toastFailure("Export Failed", failureMessage(error, "We could not prepare your file. Please try again."));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="export-title">
      <SectionTitle id="export-title" icon={<IconDownload size={22} aria-hidden="true" />}>
        Export my data
      </SectionTitle>
      <Card padding="md">
        <Text size="sm" c="dimmed" mb="md">
          Your training and habits as files any spreadsheet opens: one line per set of every session, and one per habit
          log. Yours to keep, or to take to another app.
        </Text>
        <Stack gap="sm">
          {(Object.keys(WHAT) as Export[]).map((what) => (
            <PendingButton
              key={what}
              variant="light"
              size="md"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              pending={pending === what}
              pendingLabel="Preparing..."
              disabled={pending !== null}
              onClick={() => save(what)}
            >
              {WHAT[what].button}
            </PendingButton>
          ))}
        </Stack>
      </Card>
    </section>
  );
}
