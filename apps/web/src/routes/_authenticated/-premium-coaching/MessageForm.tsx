import { Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { COACHING_MESSAGE_MAX, COACHING_PHONE_MAX, COACHING_RESPONSE_HOURS } from "@wolfpack/rules/coaching/messages";
import type { CoachingPlan } from "@wolfpack/rules/coaching/plans";
import { GrowingTextarea, PendingButton } from "@wolfpack/ui";
import { useState } from "react";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import { IconSend } from "./icons.ts";
import { useAddSentMessage } from "./sent-messages.ts";

/** Shows how close the message is to its limit, once it is close. */
function remaining(value: string, max: number) {
  const left = max - value.length;
  return left <= max / 10 ? `${left} characters left` : undefined;
}

/**
 * The message to the coach under the plan picked: Send stays disabled while the message is
 * blank and while it is on its way ('Sending...'); Cancel drops the plan and the draft.
 */
export function MessageForm({
  plan,
  email,
  onCancel,
  onSent,
}: {
  plan: CoachingPlan;
  /** Where the coach answers when no phone number is left. */
  email: string;
  onCancel: () => void;
  onSent: () => void;
}) {
  const [message, setMessage] = useState("");
  const [phone, setPhone] = useState("");
  const addSent = useAddSentMessage();
  const send = trpc.coaching.send.useMutation({
    onSuccess: (sent) => {
      addSent(sent);
      toastSuccess(
        "Message Sent!",
        `Your message has been sent directly to the coach's phone. Expect a response within ${COACHING_RESPONSE_HOURS} hours.`,
      );
      onSent();
    },
    onError: (error) =>
      toastFailure(
        "Failed to Send Message",
        failureMessage(error, "There was an error sending your message. Please try again."),
      ),
  });
  const blank = message.trim() === "";

  return (
    <Card component="section" padding="md" aria-labelledby="coaching-form-title" mt="md">
      <Text id="coaching-form-title" component="h3" ff="heading" fz={22} fw={700} lh={1.1} m={0}>
        Message the coach
      </Text>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {plan.name} · {plan.price}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (blank || send.isPending) return;
          send.mutate({ message: message.trim(), serviceType: plan.service, price: plan.price, userPhone: phone });
        }}
      >
        <Stack gap="sm">
          <GrowingTextarea
            label="Your message"
            placeholder="Your goal, how you train now, and what you need from the coach"
            minRows={4}
            maxRows={12}
            size="md"
            value={message}
            maxLength={COACHING_MESSAGE_MAX}
            description={remaining(message, COACHING_MESSAGE_MAX)}
            inputWrapperOrder={["label", "input", "description", "error"]}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            maxLength={COACHING_PHONE_MAX}
            description={`For a call back. Without one, the coach answers at ${email}.`}
            inputWrapperOrder={["label", "input", "description", "error"]}
            styles={{ description: { overflowWrap: "anywhere" } }}
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
          <Group grow gap="sm">
            <Button variant="default" size="md" disabled={send.isPending} onClick={onCancel}>
              Cancel
            </Button>
            <PendingButton
              type="submit"
              size="md"
              disabled={blank}
              pending={send.isPending}
              pendingLabel="Sending..."
              leftSection={<IconSend size={18} aria-hidden="true" />}
            >
              Send
            </PendingButton>
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            The coach answers within {COACHING_RESPONSE_HOURS} hours. Nothing is charged when you send.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
