import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/ebooks")({
  component: EbooksPage,
});

function EbooksPage() {
  return <PageTitle eyebrow="E-books" title="KNOWLEDGE BASE" subtitle="The e-book library arrives here soon." />;
}
