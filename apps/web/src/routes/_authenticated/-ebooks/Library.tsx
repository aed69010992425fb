import { Card, Text } from "@mantine/core";
import { CardImage, DEFAULT_EBOOK_COVER, formatPrice, SectionTitle } from "@wolfpack/ui";
import { useId } from "react";
import { IconBook } from "../../../components/icons.ts";
import { AccessLine } from "./AccessLine.tsx";
import { BuyButton, ReadLink } from "./EbookActions.tsx";
import classes from "./Ebooks.module.css";
import type { ShelfBook } from "./useEbookActions.ts";

/** 'YOUR LIBRARY': every e-book, READ when the member may read it, else its price and BUY NOW. */
export function Library({ shelf }: { shelf: readonly ShelfBook[] }) {
  const someLocked = shelf.some((book) => book.access === null);
  return (
    <section aria-labelledby="your-library">
      <SectionTitle id="your-library" icon={<IconBook size={24} aria-hidden="true" />}>
        YOUR LIBRARY
      </SectionTitle>
      {someLocked ? (
        <Text size="sm" c="dark.1" mb="sm">
          Buy an e-book once and it is yours for good, or go PREMIUM WOLF and read the whole library.
        </Text>
      ) : null}
      <ul className={classes.grid}>
        {shelf.map((book) => (
          <li key={book.ebook.id} className={classes.gridItem}>
            <LibraryCard book={book} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LibraryCard({ book: { ebook, entry, access } }: { book: ShelfBook }) {
  const titleId = useId();
  return (
    <Card component="article" padding="sm" className={classes.book} aria-labelledby={titleId}>
      <CardImage
        className={classes.cover}
        src={ebook.coverUrl || DEFAULT_EBOOK_COVER}
        fallback={DEFAULT_EBOOK_COVER}
        width={600}
        height={900}
      />
      <h3 id={titleId} className={classes.bookTitle}>
        {ebook.title}
      </h3>
      {ebook.author ? (
        <Text size="sm" c="dark.1" lh={1.3}>
          by {ebook.author}
        </Text>
      ) : null}
      <div className={classes.bookFoot}>
        {access ? (
          <>
            <AccessLine access={access} />
            <ReadLink ebook={ebook} titleId={titleId} started={entry !== null} fullWidth>
              READ
            </ReadLink>
          </>
        ) : (
          <>
            <span className={classes.price}>{formatPrice(ebook.price)}</span>
            <BuyButton ebook={ebook} titleId={titleId} fullWidth />
          </>
        )}
      </div>
    </Card>
  );
}
