import { createFileRoute } from "@tanstack/react-router";
import { NotFoundScreen } from "../../components/NotFoundScreen.tsx";

/**
 * Any path no other route knows. Behind the sign-in guard on purpose: visitors are sent
 * to the sign-in screen (the spec's fallback), members see the 404 inside their layout.
 */
export const Route = createFileRoute("/_authenticated/$")({
  component: NotFoundScreen,
});
