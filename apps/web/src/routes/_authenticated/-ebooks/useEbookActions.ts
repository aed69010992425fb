import type { EbookAccess } from "@wolfpack/rules/ebooks/access";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { type RouterOutputs, trpc } from "../../../trpc.ts";

export type Ebook = RouterOutputs["ebook"]["list"][number];
export type LibraryEntry = RouterOutputs["ebook"]["library"][number];

/** An e-book as this member sees it: their entry, if any, and why they may read it (null: not yet theirs). */
export interface ShelfBook {
  ebook: Ebook;
  entry: LibraryEntry | null;
  access: EbookAccess | null;
}

/** The member's entries with one added or replaced: a new one goes first, as the server orders them. */
function withEntry(entries: readonly LibraryEntry[] | undefined, entry: LibraryEntry): LibraryEntry[] | undefined {
  if (!entries) return entries;
  const known = entries.some((each) => each.ebookId === entry.ebookId);
  return known ? entries.map((each) => (each.ebookId === entry.ebookId ? entry : each)) : [entry, ...entries];
}

/**
 * BUY NOW: once the server answers, the e-book reads at once (READ) and joins the reading
 * list. The shelf carries a download address only for what the member may read, so it is
 * asked again first ('Buying...' until then): READ never shows without its address.
 */
export function useBuyEbook(ebook: Ebook) {
  const utils = trpc.useUtils();
  return trpc.ebook.buy.useMutation({
    onSuccess: async (entry) => {
      await utils.ebook.list.invalidate();
      utils.ebook.library.setData(undefined, (entries) => withEntry(entries, entry));
      toastSuccess("E-book Purchased", `${ebook.title} is in your library. Happy reading!`);
    },
    onError: (error) => {
      toastFailure("Purchase Failed", failureMessage(error, "Failed to buy the e-book. Please try again."));
      // Bought meanwhile on another device, or premium lapsed: show the library as it is.
      void utils.ebook.library.invalidate();
    },
  });
}

/** How far the member has read; `quiet` for the start READ records, which needs no toast when it works. */
export function useSaveProgress(ebook: Ebook, { quiet = false } = {}) {
  const utils = trpc.useUtils();
  return trpc.ebook.setProgress.useMutation({
    onSuccess: (entry) => {
      utils.ebook.library.setData(undefined, (entries) => withEntry(entries, entry));
      if (!quiet) toastSuccess("Progress Saved", `${ebook.title}: ${entry.progress}% read`);
    },
    onError: (error) => {
      toastFailure("Progress Not Saved", failureMessage(error, "Failed to save your reading progress"));
      void utils.ebook.library.invalidate();
    },
  });
}

/**
 * Opening an e-book the member has no entry for puts it on their reading list at 0%. The
 * library is asked afresh first, so progress recorded on another device is never reset.
 */
export function useRecordStart(ebook: Ebook) {
  const utils = trpc.useUtils();
  const save = useSaveProgress(ebook, { quiet: true });
  return async () => {
    if (save.isPending) return;
    try {
      const entries = await utils.ebook.library.fetch(undefined, { staleTime: 0 });
      if (entries.some((entry) => entry.ebookId === ebook.id)) return;
    } catch {
      // Offline: the book still opens; there is nothing to record it with.
      return;
    }
    save.mutate({ ebookId: ebook.id, progress: 0 });
  };
}
