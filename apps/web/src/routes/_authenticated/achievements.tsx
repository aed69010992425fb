import { Tabs } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { achievementTotals, earnedAchievementIds, tierSummaries } from "@wolfpack/rules/training/achievement-progress";
import type { AchievementTier } from "@wolfpack/rules/training/achievements";
import { PageTitle } from "@wolfpack/ui";
import { useMemo, useState } from "react";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { useMember } from "../../lib/member.ts";
import { trpc } from "../../trpc.ts";
import { AchievementsSkeleton } from "./-achievements/AchievementsSkeleton.tsx";
import { Summary } from "./-achievements/Summary.tsx";
import { TierPanel } from "./-achievements/TierPanel.tsx";
import { TIER_LOOK } from "./-achievements/tiers.ts";

const ME = { memberId: "me" };

export const Route = createFileRoute("/_authenticated/achievements")({
  head: screenHead("Achievements"),
  // The catalogue, what the member has earned and the member (stats, level): one request.
  loader: async ({ context }) => {
    await Promise.all([
      context.trpc.achievement.list.ensureData(),
      context.trpc.achievement.earned.ensureData(ME),
      context.trpc.auth.me.ensureData(),
    ]);
  },
  pendingComponent: AchievementsSkeleton,
  errorComponent: RetryCard,
  component: AchievementsPage,
});

function AchievementsPage() {
  const member = useMember();
  const [catalogue] = trpc.achievement.list.useSuspenseQuery();
  const [entries] = trpc.achievement.earned.useSuspenseQuery(ME);
  const earned = useMemo(() => earnedAchievementIds(entries), [entries]);
  const summaries = tierSummaries(catalogue, earned);
  const totals = achievementTotals(catalogue, earned, member.level);
  const [tier, setTier] = useState<AchievementTier>("bronze");

  return (
    <>
      <PageTitle eyebrow="Badges" title="Achievement System" subtitle="Earn XP with every badge. Climb the levels." />
      <Summary totals={totals} available={catalogue.length} />
      <Tabs
        value={tier}
        onChange={(value) => setTier(summaries.find((summary) => summary.tier === value)?.tier ?? "bronze")}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List grow mb="md" aria-label="Achievement tiers">
          {summaries.map((summary) => (
            <Tabs.Tab key={summary.tier} value={summary.tier} mih={44} fw={700} px={6}>
              {TIER_LOOK[summary.tier].name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {summaries.map((summary) => (
          <Tabs.Panel key={summary.tier} value={summary.tier}>
            <TierPanel summary={summary} catalogue={catalogue} earned={earned} stats={member} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
