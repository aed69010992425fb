import { Button } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { nextWorkout } from "@wolfpack/rules/training/program";
import { CardSkeleton } from "@wolfpack/ui";
import { Suspense, useEffect, useState } from "react";
import { IconArrowRight } from "../../components/icons.ts";
import { RetryCard } from "../../components/RetryCard.tsx";
import { RouterLink } from "../../components/RouterLink.tsx";
import { screenHead } from "../../lib/head.ts";
import { useMember } from "../../lib/member.ts";
import { planFor } from "../../lib/plans.ts";
import { startTrainingPath } from "../../lib/start-training.ts";
import { trpc } from "../../trpc.ts";
import classes from "./-home/Hero.module.css";
import { HomeSkeleton } from "./-home/HomeSkeleton.tsx";
import { HOME_TABS, type HomeTab, HomeTabs } from "./-home/HomeTabs.tsx";
import { EbooksTab, EventsTab, GearTab, preloadOtherTabs } from "./-home/lazy.ts";
import { WorkoutsTab } from "./-home/WorkoutsTab.tsx";

export const Route = createFileRoute("/_authenticated/")({
  head: screenHead("Home"),
  // Every tab's data, asked for together so the batching link sends it in one request
  // (auth.me, the member's numbers, is the layout's: cached, or in that same request).
  loader: ({ context }) =>
    Promise.all([
      context.trpc.workout.list.ensureData(),
      context.trpc.program.days.ensureData(),
      context.trpc.gear.list.ensureData(),
      // The same input the E-Books tab reads with (FEATURED_EBOOKS).
      context.trpc.ebook.list.ensureData({ featured: true }),
    ]),
  pendingComponent: HomeSkeleton,
  errorComponent: RetryCard,
  component: HomePage,
});

function HomePage() {
  const member = useMember();
  const [tab, setTab] = useState<HomeTab>(HOME_TABS[0].id);
  useEffect(preloadOtherTabs, []);
  const [workouts] = trpc.workout.list.useSuspenseQuery();
  const [program] = trpc.program.days.useSuspenseQuery();
  // START TRAINING and TODAY'S HUNT are the one day up next (decisions.md, "Progress numbers").
  const next = nextWorkout(workouts, program.completedDays);
  const start = startTrainingPath(next);

  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <span className={classes.eyebrow}>
          <span className={classes.pack}>{planFor(member.membershipTier).name}</span>
          <span className={classes.greeting}>Welcome, {member.username}</span>
        </span>
        <h1 id="hero-title" className={classes.title}>
          UNLEASH THE WOLF
        </h1>
        <p className={classes.tagline}>Train to be the apex</p>
        <Button
          component={RouterLink}
          to={start.to}
          size="md"
          className={classes.cta}
          aria-describedby="start-training-hint"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          START TRAINING
        </Button>
        <span id="start-training-hint" className={classes.hint}>
          {start.hint}
        </span>
      </section>

      <HomeTabs value={tab} onChange={setTab}>
        {tab === "workouts" ? <WorkoutsTab member={member} workouts={workouts} next={next} /> : null}
        <Suspense fallback={<CardSkeleton />}>
          {tab === "gear" ? <GearTab /> : null}
          {tab === "ebooks" ? <EbooksTab /> : null}
          {tab === "events" ? <EventsTab /> : null}
        </Suspense>
      </HomeTabs>
    </>
  );
}
