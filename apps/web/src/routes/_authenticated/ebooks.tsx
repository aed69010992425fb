import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/ebooks")({
  head: screenHead("E-Books"),
  component: EbooksPage,
});

function EbooksPage() {
  return <PageTitle eyebrow="E-books" title="KNOWLEDGE BASE" subtitle="The e-book library arrives here soon." />;
}
