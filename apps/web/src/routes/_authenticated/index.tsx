import { Badge, Button, Card, Group, SimpleGrid, Text } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { StatCard } from "@wolfpack/ui";
import { IconArrowRight, IconBarbell, IconClock, IconCrown, IconFlame } from "../../components/icons.ts";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { useMember } from "../../lib/member.ts";
import { planFor } from "../../lib/plans.ts";
import classes from "./-home/Hero.module.css";
import { HomeSkeleton } from "./-home/HomeSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/")({
  head: screenHead("Home"),
  // The member (hero greeting, stats, pack); the layout's guard has it cached already.
  loader: async ({ context }) => {
    await context.trpc.auth.me.ensureData();
  },
  pendingComponent: HomeSkeleton,
  errorComponent: RetryCard,
  component: HomePage,
});

const HERO_IMAGE = "/images/hero.svg";

function HomePage() {
  const member = useMember();
  const plan = planFor(member.membershipTier);

  return (
    <>
      <section className={classes.hero} style={{ backgroundImage: `url(${HERO_IMAGE})` }} aria-labelledby="hero-title">
        <span className={classes.eyebrow}>Welcome, {member.username}</span>
        <h1 id="hero-title" className={classes.title}>
          UNLEASH THE WOLF
        </h1>
        <p className={classes.tagline}>Train to be the apex</p>
        <Button
          component={Link}
          to="/workouts"
          size="md"
          className={classes.cta}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          START TRAINING
        </Button>
      </section>

      <SimpleGrid cols={3} spacing="sm" mt="md">
        <StatCard
          label="Workouts"
          value={member.workoutsCompleted}
          icon={<IconBarbell size={18} aria-hidden="true" />}
        />
        <StatCard label="Day Streak" value={member.currentStreak} icon={<IconFlame size={18} aria-hidden="true" />} />
        <StatCard label="Minutes" value={member.totalMinutes} icon={<IconClock size={18} aria-hidden="true" />} />
      </SimpleGrid>

      <Card mt="md" padding="md">
        <Group gap="sm" wrap="nowrap">
          <IconCrown size={22} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Your pack
          </Text>
          <Badge variant={plan.tier === "premium" ? "filled" : "light"} size="lg" ml="auto">
            {plan.name}
          </Badge>
        </Group>
      </Card>
    </>
  );
}
