import { createFileRoute } from "@tanstack/react-router";
import { NotFoundScreen } from "../../components/NotFoundScreen.tsx";
import { screenHead } from "../../lib/head.ts";

/**
 * Any path no other route knows. Behind the sign-in guard on purpose: visitors are sent
 * to the sign-in screen (docs/rules.md, Decisions), members see the 404 inside their layout.
 */
export const Route = createFileRoute("/_authenticated/$")({
  head: screenHead("Page Not Found"),
  component: NotFoundScreen,
});
