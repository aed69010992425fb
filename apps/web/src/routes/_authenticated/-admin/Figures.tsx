import { SimpleGrid } from "@mantine/core";
import { averageLabel } from "@wolfpack/rules/admin/dashboard";
import { SectionTitle, StatCard } from "@wolfpack/ui";
import { IconBarbell, IconClock, IconCrown, IconUsers } from "../../../components/icons.ts";
import { trpc } from "../../../trpc.ts";
import { IconActivity, IconUserCheck } from "./icons.ts";
import { DASHBOARD_STALE_MS } from "./search.ts";

const icon = { size: 18, "aria-hidden": "true" } as const;

/** Platform Overview and Engagement: the pack's figures as the server counts them now. */
export function Figures() {
  const [figures] = trpc.admin.analytics.useSuspenseQuery(undefined, { staleTime: DASHBOARD_STALE_MS });
  return (
    <>
      <section aria-labelledby="overview-title">
        <SectionTitle id="overview-title">Platform Overview</SectionTitle>
        <SimpleGrid cols={2} spacing="sm">
          <StatCard label="Total Members" value={figures.totalUsers} icon={<IconUsers {...icon} />} />
          <StatCard label="Premium Members" value={figures.premiumUsers} icon={<IconCrown {...icon} />} />
          <StatCard label="Total Workouts" value={figures.totalWorkoutsCompleted} icon={<IconBarbell {...icon} />} />
          <StatCard label="Active Minutes" value={figures.totalActiveMinutes} icon={<IconClock {...icon} />} />
        </SimpleGrid>
      </section>
      <section aria-labelledby="engagement-title">
        <SectionTitle id="engagement-title">Engagement</SectionTitle>
        {/* The average across the top; the two counts of active members side by side below it. */}
        <SimpleGrid cols={2} spacing="sm">
          <div style={{ gridColumn: "1 / -1" }}>
            <StatCard
              label="Avg Workouts/User"
              value={averageLabel(figures.averageWorkoutsPerUser)}
              icon={<IconActivity {...icon} />}
            />
          </div>
          <StatCard label="Active (7 days)" value={figures.activeUsersLast7Days} icon={<IconUserCheck {...icon} />} />
          <StatCard label="Active (30 days)" value={figures.activeUsersLast30Days} icon={<IconUserCheck {...icon} />} />
        </SimpleGrid>
      </section>
    </>
  );
}
