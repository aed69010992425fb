import { Badge, Card, Text } from "@mantine/core";
import { type CSSProperties, type ReactNode, useId } from "react";
import { formatPrice } from "../format.ts";
import { CardImage } from "./CardImage.tsx";
import cardTitle from "./CardTitle.module.css";

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

// Style props rather than a CSS module: two screens (home and /ebooks) show this card, and
// a stylesheet shared by two screens' chunks becomes a file of its own on the first screen.
const CARD: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  gap: 12,
  minWidth: 0,
  // Flat: the words read the same everywhere on it.
  background: "var(--mantine-color-dark-6)",
  borderTop: "3px solid var(--mantine-color-wolf-6)",
};
const TOP: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "104px minmax(0, 1fr)",
  gap: 14,
  alignItems: "start",
};
const COVER: CSSProperties = {
  display: "block",
  width: 104,
  height: 156,
  borderRadius: "var(--mantine-radius-sm)",
  border: "1px solid var(--mantine-color-dark-4)",
  background: "var(--mantine-color-dark-8)",
  objectFit: "cover",
  boxShadow: "0 10px 24px rgba(0, 0, 0, 0.5)",
};
const INFO: CSSProperties = { display: "flex", flexDirection: "column", gap: 6, minWidth: 0 };

/** The featured read: its cover, 'BESTSELLER', title, author, the blurb and the price. */
export function EbookFeatureCard({ ebook, action, headingLevel = 3 }: EbookFeatureCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <Card component="article" padding="md" style={CARD} aria-labelledby={titleId}>
      <div style={TOP}>
        <CardImage
          style={COVER}
          src={ebook.coverUrl || DEFAULT_EBOOK_COVER}
          fallback={DEFAULT_EBOOK_COVER}
          width={600}
          height={900}
        />
        <div style={INFO}>
          <Badge variant="filled" size="sm" style={{ alignSelf: "flex-start" }}>
            BESTSELLER
          </Badge>
          <Heading id={titleId} className={cardTitle.cardTitle} style={{ fontSize: 22, lineHeight: 1.1 }}>
            {ebook.title}
          </Heading>
          {ebook.author ? (
            <Text size="sm" c="wolf.4" fw={700}>
              by {ebook.author}
            </Text>
          ) : null}
          <Text component="span" ff="heading" fz={24} fw={700} c="wolf.4">
            {formatPrice(ebook.price)}
          </Text>
        </div>
      </div>
      {ebook.description ? (
        <Text size="sm" c="dark.0" lh={1.5}>
          {ebook.description}
        </Text>
      ) : null}
      {action}
    </Card>
  );
}
