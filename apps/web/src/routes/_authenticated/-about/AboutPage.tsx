import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { CoachCard, PageTitle, SectionTitle } from "@wolfpack/ui";
import type { ReactNode } from "react";
import {
  IconArrowRight,
  IconBarbell,
  IconCrown,
  IconFlame,
  IconQuote,
  IconTrophy,
  IconUsers,
} from "../../../components/icons.ts";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { COACH } from "../../../lib/coach.ts";
import classes from "./About.module.css";

/** The coach's own before and after. */
const STATS = [
  { label: "Start weight", value: "230", unit: "lbs" },
  { label: "Current weight", value: "165", unit: "lbs" },
  { label: "Push-ups before", value: "0", unit: "" },
  { label: "Push-ups now", value: "100+", unit: "" },
] as const;

const HIGHLIGHTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconFlame size={20} />,
    title: "65 pounds in 100 days",
    text: "From 230 to 165 on the same program you follow now, one day at a time.",
  },
  {
    icon: <IconBarbell size={20} />,
    title: "Zero to 100+ push-ups",
    text: "Not one push-up on day one. A hundred in a row by day one hundred.",
  },
  {
    icon: <IconUsers size={20} />,
    title: "10,000+ wolves coached",
    text: "Members on every continent have run the hundred days with the pack.",
  },
  {
    icon: <IconCrown size={20} />,
    title: "Built the 100-day program",
    text: "Six phases, from Foundation to The Finisher, written from what worked.",
  },
];

export function AboutPage() {
  return (
    <Stack gap="xl">
      <PageTitle
        eyebrow="The coach"
        title="About the Coach"
        subtitle="From 230 pounds and no push-ups to the head of the pack."
      />

      <CoachCard
        variant="profile"
        name={COACH.name}
        role={COACH.role}
        text={
          <>
            <Text component="span" display="block" mb="sm">
              Five years ago I was 230 pounds, out of breath on the stairs, and I couldn't do a single push-up. I didn't
              need another diet. I needed a plan for today, and people who would notice if I skipped it.
            </Text>
            <Text component="span" display="block">
              So I wrote one hundred days of training, one day at a time, and trained with a small pack of friends who
              checked in every morning. That plan became WOLFPACK. Every workout, habit and streak in this app is the
              one I ran myself.
            </Text>
          </>
        }
      />

      <section aria-labelledby="about-numbers">
        <SectionTitle id="about-numbers">THE NUMBERS</SectionTitle>
        <SimpleGrid cols={2} spacing="sm" mt="sm">
          {STATS.map((stat) => (
            <Card key={stat.label} padding="md" role="group" aria-label={stat.label} className={classes.stat}>
              <Text ff="heading" fz={32} fw={700} lh={1} c="wolf.4">
                {stat.value}
                {stat.unit ? (
                  <Text span fz="sm" fw={600} ml={4} ff="text" c="gray.3">
                    {stat.unit}
                  </Text>
                ) : null}
              </Text>
              <Text size="xs" fw={700} tt="uppercase" mt={8} c="gray.3" className={classes.statLabel}>
                {stat.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="about-highlights">
        <SectionTitle id="about-highlights">HIGHLIGHTS</SectionTitle>
        <Stack gap="sm" mt="sm" component="ul" className={classes.list}>
          {HIGHLIGHTS.map((highlight) => (
            <Card key={highlight.title} component="li" padding="md" className={classes.highlight}>
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                {highlight.icon}
              </ThemeIcon>
              <div>
                <Text fw={800}>{highlight.title}</Text>
                <Text size="sm" c="gray.3">
                  {highlight.text}
                </Text>
              </div>
            </Card>
          ))}
        </Stack>
      </section>

      <Card padding="lg" className={classes.cta}>
        <Stack gap="sm">
          <Text ff="heading" fz={24} fw={700} lh={1.1}>
            Your hundred days start today
          </Text>
          <Text size="sm" c="gray.3">
            Follow the program day by day, or train with me directly.
          </Text>
          <Button
            component={RouterLink}
            to="/transform-100-days"
            size="md"
            h="auto"
            mih={48}
            py={10}
            classNames={{ label: classes.wrappingLabel }}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Start Transform in 100 Days
          </Button>
          <Button
            component={RouterLink}
            to="/premium-coaching"
            size="md"
            h="auto"
            mih={48}
            py={10}
            classNames={{ label: classes.wrappingLabel }}
            variant="outline"
            leftSection={<IconTrophy size={18} aria-hidden="true" />}
          >
            Get Premium Coaching
          </Button>
        </Stack>
      </Card>

      <Card component="figure" padding="lg" className={classes.closing}>
        <ThemeIcon variant="light" size={36} radius="xl" aria-hidden="true">
          <IconQuote size={18} />
        </ThemeIcon>
        <Text component="blockquote" mt="sm" fz="md" fw={500} lh={1.6} className={classes.quote}>
          You don't have to be ready. You have to show up. Do today's workout, log today's habits, and let the pack
          carry you on the days you can't carry yourself. I'll see you at day one hundred.
        </Text>
        <Text component="figcaption" mt="sm" fw={800} c="wolf.4">
          — {COACH.name}
        </Text>
      </Card>
    </Stack>
  );
}
