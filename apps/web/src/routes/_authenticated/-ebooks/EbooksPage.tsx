import { ebookAccess, readingList } from "@wolfpack/rules/ebooks/access";
import { PageTitle } from "@wolfpack/ui";
import { NoEbooks } from "../../../components/NoEbooks.tsx";
import { useMember } from "../../../lib/member.ts";
import { trpc } from "../../../trpc.ts";
import { FeaturedRead } from "./FeaturedRead.tsx";
import { Library } from "./Library.tsx";
import { ReadingProgress } from "./ReadingProgress.tsx";
import type { ShelfBook } from "./useEbookActions.ts";

/** 'KNOWLEDGE BASE': the featured read, the member's reading progress and the whole library. */
export function EbooksPage() {
  const member = useMember();
  const [ebooks] = trpc.ebook.list.useSuspenseQuery();
  const [entries] = trpc.ebook.library.useSuspenseQuery();
  const entryOf = new Map(entries.map((entry) => [entry.ebookId, entry]));
  const shelf: ShelfBook[] = ebooks.map((ebook) => {
    const entry = entryOf.get(ebook.id) ?? null;
    return { ebook, entry, access: ebookAccess(member, ebook, entry) };
  });
  // The list comes featured first: the first featured e-book is the featured read.
  const featured = shelf.find((book) => book.ebook.featured);

  return (
    <>
      <PageTitle
        eyebrow="E-books"
        title="KNOWLEDGE BASE"
        subtitle="The coach's playbooks for training, food and mindset. Read them here and track every page."
      />
      {shelf.length === 0 ? (
        <NoEbooks />
      ) : (
        <>
          {featured ? <FeaturedRead book={featured} /> : null}
          <ReadingProgress books={readingList(member, ebooks, entries)} />
          <Library shelf={shelf} />
        </>
      )}
    </>
  );
}
