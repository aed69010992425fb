import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { CoachingPage } from "./-premium-coaching/CoachingPage.tsx";
import { CoachingSkeleton } from "./-premium-coaching/CoachingSkeleton.tsx";
import { SENT_MESSAGES_INPUT } from "./-premium-coaching/sent-messages.ts";

export const Route = createFileRoute("/_authenticated/premium-coaching")({
  head: screenHead("Premium Coaching"),
  // The member (their plan decides between the form and the upgrade) and the first page of
  // the messages they sent: one request. fetchInfinite answers from the cache when it has it.
  loader: ({ context }) =>
    Promise.all([context.trpc.auth.me.ensureData(), context.trpc.coaching.mine.fetchInfinite(SENT_MESSAGES_INPUT)]),
  pendingComponent: CoachingSkeleton,
  errorComponent: RetryCard,
  component: CoachingPage,
});
