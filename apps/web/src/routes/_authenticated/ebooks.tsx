import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { EbooksPage } from "./-ebooks/EbooksPage.tsx";
import { EbooksSkeleton } from "./-ebooks/EbooksSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/ebooks")({
  head: screenHead("E-Books"),
  // The shelf and the member's own entries, asked for together: one request.
  loader: ({ context }) => Promise.all([context.trpc.ebook.list.ensureData(), context.trpc.ebook.library.ensureData()]),
  pendingComponent: EbooksSkeleton,
  errorComponent: RetryCard,
  component: EbooksPage,
});
