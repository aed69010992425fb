import { Button } from "@mantine/core";
import { EbookFeatureCard, SectionTitle } from "@wolfpack/ui";
import { IconArrowRight, IconBook } from "../../../components/icons.ts";
import { NoEbooks } from "../../../components/NoEbooks.tsx";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { trpc } from "../../../trpc.ts";

/** The featured e-books; the home route's loader asks with the same input. */
const FEATURED_EBOOKS = { featured: true } as const;

/** The E-Books tab: the featured read (the first featured e-book). */
export function EbooksTab() {
  const [featured] = trpc.ebook.list.useSuspenseQuery(FEATURED_EBOOKS);
  const [book] = featured;
  return (
    <>
      <SectionTitle icon={<IconBook size={24} aria-hidden="true" />}>FEATURED READ</SectionTitle>
      {book ? (
        <EbookFeatureCard
          ebook={book}
          action={
            <Button
              component={RouterLink}
              to="/ebooks"
              variant="light"
              fullWidth
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Open the library
            </Button>
          }
        />
      ) : (
        <NoEbooks />
      )}
    </>
  );
}
