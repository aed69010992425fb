import { Button, type ButtonProps, Text, VisuallyHidden } from "@mantine/core";
import { PendingButton } from "@wolfpack/ui";
import type { ReactNode } from "react";
import { IconCrown } from "../../../components/icons.ts";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { type Ebook, useBuyEbook, useRecordStart } from "./useEbookActions.ts";

interface ActionProps extends Pick<ButtonProps, "fullWidth" | "leftSection" | "variant"> {
  ebook: Ebook;
  /** The id of the e-book's title on a card of many, so the button says which book it is for. */
  titleId?: string;
}

/**
 * READ or DOWNLOAD NOW: the e-book's download in a new tab. An e-book the member has no
 * entry for yet is put on their reading list as it opens.
 */
export function ReadLink({
  ebook,
  titleId,
  started,
  children,
  ...button
}: ActionProps & {
  started: boolean;
  children: ReactNode;
}) {
  const recordStart = useRecordStart(ebook);
  if (!ebook.downloadUrl) {
    return (
      <Text size="sm" c="dark.1" ta="center">
        The download is on its way
      </Text>
    );
  }
  return (
    <Button
      {...button}
      component="a"
      href={ebook.downloadUrl}
      target="_blank"
      rel="noopener"
      aria-describedby={titleId}
      onClick={started ? undefined : () => void recordStart()}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

/** BUY NOW, through the server's payment gateway; 'Buying...' until it answers. */
export function BuyButton({ ebook, titleId, ...button }: ActionProps) {
  const buy = useBuyEbook(ebook);
  return (
    <PendingButton
      {...button}
      pending={buy.isPending}
      pendingLabel="Buying..."
      aria-describedby={titleId}
      onClick={() => buy.mutate({ ebookId: ebook.id })}
    >
      BUY NOW
    </PendingButton>
  );
}

/** The other way to a paid e-book: PREMIUM WOLF opens the complete library. */
export function UpgradeLink() {
  return (
    <Button
      component={RouterLink}
      to="/membership-selection"
      variant="subtle"
      fullWidth
      leftSection={<IconCrown size={18} aria-hidden="true" />}
    >
      Or go PREMIUM WOLF
    </Button>
  );
}
