import { Badge, Button, Card, Group, Text, VisuallyHidden } from "@mantine/core";
import IconExternalLink from "@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs";
import { useId } from "react";
import { formatPrice } from "../format.ts";
import { CardImage } from "./CardImage.tsx";
import cardTitle from "./CardTitle.module.css";
import classes from "./GearCard.module.css";

/** The picture of a product that has none, or whose own does not load. */
export const DEFAULT_GEAR_IMAGE = "/images/gear/default.svg";

export interface GearCardData {
  title: string;
  description: string | null;
  category: string;
  price: number;
  originalPrice: number | null;
  imageUrl: string | null;
  affiliateUrl: string;
  featured: boolean;
}

export interface GearCardProps {
  gear: GearCardData;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product of the pack's shop: picture, category and 'FEATURED' badges, title, the
 * description, the price ($) with the old price struck through, and BUY NOW, which opens
 * the affiliate's page in a new tab.
 */
export function GearCard({ gear, headingLevel = 3 }: GearCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const discounted = gear.originalPrice !== null && gear.originalPrice > gear.price;

  return (
    <Card component="article" padding="sm" className={classes.card} aria-labelledby={titleId}>
      <CardImage
        className={classes.image}
        src={gear.imageUrl || DEFAULT_GEAR_IMAGE}
        fallback={DEFAULT_GEAR_IMAGE}
        width={600}
        height={600}
      />
      <div className={classes.body}>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {gear.category}
          </Badge>
          {gear.featured ? (
            <Badge variant="filled" size="sm">
              FEATURED
            </Badge>
          ) : null}
        </Group>
        <Heading id={titleId} className={cardTitle.cardTitle}>
          {gear.title}
        </Heading>
        {gear.description ? (
          <Text size="sm" className={classes.description}>
            {gear.description}
          </Text>
        ) : null}
        <div className={classes.buy}>
          <div className={classes.prices}>
            <span className={classes.price}>{formatPrice(gear.price)}</span>
            {discounted && gear.originalPrice !== null ? (
              <s className={classes.originalPrice}>
                <VisuallyHidden>was </VisuallyHidden>
                {formatPrice(gear.originalPrice)}
              </s>
            ) : null}
          </div>
          <Button
            component="a"
            href={gear.affiliateUrl}
            target="_blank"
            rel="noopener"
            aria-describedby={titleId}
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            className={classes.button}
          >
            BUY NOW
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        </div>
      </div>
    </Card>
  );
}
