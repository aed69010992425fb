import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { COACHING_RESPONSE_HOURS } from "@wolfpack/rules/coaching/messages";
import { type CoachingService, coachingPlan } from "@wolfpack/rules/coaching/plans";
import { hasPremiumAccess } from "@wolfpack/rules/membership/membership";
import { CoachCard, PageTitle, SectionTitle } from "@wolfpack/ui";
import { useRef, useState } from "react";
import { CoachingCalculators } from "../../../components/calculators/CoachingCalculators.tsx";
import { IconArrowLeft, IconClock, IconTrophy } from "../../../components/icons.ts";
import { COACH } from "../../../lib/coach.ts";
import { useMember } from "../../../lib/member.ts";
import { PlanList, PlanPicker } from "./CoachingPlans.tsx";
import { HowItWorks } from "./HowItWorks.tsx";
import { IconCalculator } from "./icons.ts";
import { MessageForm } from "./MessageForm.tsx";
import { LockedCalculators, UpgradeCard } from "./PremiumUpsell.tsx";
import { SentMessages } from "./SentMessages.tsx";

/**
 * Premium Coaching: the coach, the three plans, the message form once a plan is picked (an
 * upgrade card for free members, whom the server would refuse), the messages sent with
 * their status, how it works, and the coaching calculators.
 */
export function CoachingPage() {
  const member = useMember();
  const premium = hasPremiumAccess(member);
  const [service, setService] = useState<CoachingService | null>(null);
  const firstPlan = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Anchor component={Link} to="/profile" size="sm" fw={700} mb="sm" display="inline-flex" mih={44} py={10}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to Profile
        </Group>
      </Anchor>
      <PageTitle
        eyebrow="Coaching"
        title="Premium Coaching"
        subtitle="Train one-on-one with the coach who wrote the program."
      />
      <Stack gap="xl">
        <CoachCard
          variant="profile"
          eyebrow="Your coach"
          name={COACH.name}
          role={COACH.role}
          text="I went from 230 pounds and no push-ups to 165 and a hundred of them. Tell me where you are and I'll look at your form, build your plan and answer your questions myself."
        >
          <Badge
            variant="light"
            size="lg"
            mt="md"
            leftSection={<IconClock size={14} aria-hidden="true" />}
            style={{ textTransform: "none" }}
          >
            Answers within {COACHING_RESPONSE_HOURS} hours
          </Badge>
        </CoachCard>

        <section aria-labelledby="plans-title">
          <SectionTitle id="plans-title" icon={<IconTrophy size={22} aria-hidden="true" />}>
            CHOOSE YOUR COACHING
          </SectionTitle>
          {premium ? (
            <>
              <PlanPicker value={service} onChange={setService} firstRef={firstPlan} />
              {service ? (
                <MessageForm
                  // A new plan keeps the draft; only Cancel and a sent message drop it.
                  plan={coachingPlan(service)}
                  email={member.email}
                  onCancel={() => {
                    setService(null);
                    firstPlan.current?.focus();
                  }}
                  onSent={() => setService(null)}
                />
              ) : (
                <Text size="sm" c="dimmed" mt="sm">
                  Pick a plan to write to the coach.
                </Text>
              )}
            </>
          ) : (
            <>
              <PlanList />
              <UpgradeCard />
            </>
          )}
        </section>

        <SentMessages timeZone={member.timezone} canWrite={premium} />

        <HowItWorks />

        <section aria-labelledby="calculators-title">
          <SectionTitle id="calculators-title" icon={<IconCalculator size={22} aria-hidden="true" />}>
            CALCULATORS
          </SectionTitle>
          {premium ? <CoachingCalculators headingOrder={3} /> : <LockedCalculators />}
        </section>
      </Stack>
    </>
  );
}
