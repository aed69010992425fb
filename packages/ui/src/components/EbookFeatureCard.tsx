import { Badge, Card, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { formatPrice } from "../format.ts";
import { CardImage } from "./CardImage.tsx";
import cardTitle from "./CardTitle.module.css";
import classes from "./EbookFeatureCard.module.css";

/** The cover of an e-book that has none, or whose own does not load. */
export const DEFAULT_EBOOK_COVER = "/images/ebooks/default.svg";

export interface EbookCardData {
  title: string;
  description: string | null;
  author: string | null;
  price: number;
  coverUrl: string | null;
}

export interface EbookFeatureCardProps {
  ebook: EbookCardData;
  /** What the member can do with it (DOWNLOAD NOW, a link to the library). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** The featured read: its cover, 'BESTSELLER', title, author, the blurb and the price. */
export function EbookFeatureCard({ ebook, action, headingLevel = 3 }: EbookFeatureCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <Card component="article" padding="md" className={classes.card} aria-labelledby={titleId}>
      <div className={classes.top}>
        <CardImage
          className={classes.cover}
          src={ebook.coverUrl || DEFAULT_EBOOK_COVER}
          fallback={DEFAULT_EBOOK_COVER}
          width={600}
          height={900}
        />
        <div className={classes.info}>
          <Badge variant="filled" size="sm" className={classes.badge}>
            BESTSELLER
          </Badge>
          <Heading id={titleId} className={`${cardTitle.cardTitle} ${classes.title}`}>
            {ebook.title}
          </Heading>
          {ebook.author ? (
            <Text size="sm" c="wolf.4" fw={700}>
              by {ebook.author}
            </Text>
          ) : null}
          <span className={classes.price}>{formatPrice(ebook.price)}</span>
        </div>
      </div>
      {ebook.description ? (
        <Text size="sm" className={classes.description}>
          {ebook.description}
        </Text>
      ) : null}
      {action}
    </Card>
  );
}
