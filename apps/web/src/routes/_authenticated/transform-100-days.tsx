import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/transform-100-days")({
  head: screenHead("Transform in 100 Days"),
  component: ProgramPage,
});

function ProgramPage() {
  return (
    <PageTitle
      eyebrow="100-day program"
      title="TRANSFORM IN 100 DAYS"
      subtitle="Your 100-day program arrives here soon."
    />
  );
}
