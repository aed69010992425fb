import { Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { COACHING_RESPONSE_HOURS } from "@wolfpack/rules/coaching/messages";
import { SectionTitle } from "@wolfpack/ui";
import { IconListNumbers } from "./icons.ts";

const STEPS = [
  {
    title: "Choose your coaching",
    text: "A consultation by the hour, your lift analysed on video, or a 12-week plan built for you.",
  },
  {
    title: "Tell the coach where you are",
    text: "Your goal, how you train now and what you need. Leave a number if you'd like a call back.",
  },
  {
    title: `An answer within ${COACHING_RESPONSE_HOURS} hours`,
    text: "The coach replies by phone or e-mail and agrees the details with you. Your message then shows as answered.",
  },
  {
    title: "Train with the coach in your corner",
    text: "Follow the plan, send your next lift for a check, and write again whenever you need.",
  },
];

/** 'How it works': the four steps from picking a plan to training with the coach. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title">
      <SectionTitle id="how-title" icon={<IconListNumbers size={22} aria-hidden="true" />}>
        HOW IT WORKS
      </SectionTitle>
      <Card padding="md">
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: "none" }}>
          {STEPS.map((step, index) => (
            <Group component="li" key={step.title} wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" size={32} radius="xl" aria-hidden="true" style={{ flex: "none" }}>
                <Text fw={800} size="sm">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={800}>{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Card>
    </section>
  );
}
