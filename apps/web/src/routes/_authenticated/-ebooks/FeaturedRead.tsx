import { Stack } from "@mantine/core";
import { EbookFeatureCard, SectionTitle } from "@wolfpack/ui";
import { IconBook, IconDownload } from "../../../components/icons.ts";
import { AccessLine } from "./AccessLine.tsx";
import { BuyButton, ReadLink, UpgradeLink } from "./EbookActions.tsx";
import type { ShelfBook } from "./useEbookActions.ts";

/**
 * The first featured e-book with 'BESTSELLER': DOWNLOAD NOW when the member may read it,
 * otherwise the two ways to get it, buying it or PREMIUM WOLF.
 */
export function FeaturedRead({ book }: { book: ShelfBook }) {
  const { ebook, entry, access } = book;
  return (
    <section aria-labelledby="featured-read">
      <SectionTitle id="featured-read" icon={<IconBook size={24} aria-hidden="true" />}>
        FEATURED READ
      </SectionTitle>
      <EbookFeatureCard
        ebook={ebook}
        headingLevel={3}
        action={
          access ? (
            <Stack gap="xs">
              <AccessLine access={access} />
              <ReadLink
                ebook={ebook}
                started={entry !== null}
                fullWidth
                leftSection={<IconDownload size={18} aria-hidden="true" />}
              >
                DOWNLOAD NOW
              </ReadLink>
            </Stack>
          ) : (
            <Stack gap="xs">
              <BuyButton ebook={ebook} fullWidth />
              <UpgradeLink />
            </Stack>
          )
        }
      />
    </section>
  );
}
