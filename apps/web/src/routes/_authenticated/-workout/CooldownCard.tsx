import { Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { cooldownLeftMs, formatCountdown } from "@wolfpack/rules/training/cooldown";
import { useEffect, useRef, useState } from "react";
import { IconClock } from "../../../components/icons.ts";
import { trpc } from "../../../trpc.ts";

/** The cooldown status is asked again every minute (docs/rules.md, Screens). */
const COOLDOWN_POLL_MS = 60_000;

/**
 * The member's recovery cooldown, counted down each second from the server's
 * timeRemaining; the server is asked again every minute, and once the countdown is over.
 */
export function useCooldown() {
  const utils = trpc.useUtils();
  const [status, query] = trpc.member.cooldown.useSuspenseQuery(
    { memberId: "me" },
    { refetchInterval: COOLDOWN_POLL_MS },
  );
  const [now, setNow] = useState(() => Date.now());
  const counting = !status.canUnlock;

  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  const leftMs = counting ? cooldownLeftMs(status.timeRemaining, query.dataUpdatedAt, now) : 0;
  const askedAtZero = useRef<number | null>(null);
  useEffect(() => {
    if (counting && leftMs === 0 && askedAtZero.current !== query.dataUpdatedAt) {
      askedAtZero.current = query.dataUpdatedAt;
      void utils.member.cooldown.invalidate({ memberId: "me" });
    }
  }, [counting, leftMs, query.dataUpdatedAt, utils]);

  return { canUnlock: status.canUnlock || leftMs === 0, leftMs, blocking: counting && leftMs > 0 };
}

/**
 * 'Next workout unlocks in hh:mm:ss' (docs/rules.md, Training), hidden by the caller when unlocking
 * is allowed. On a program-day workout not yet started it also says why Start is off.
 */
export function CooldownCard({ leftMs, explainsStart }: { leftMs: number; explainsStart: boolean }) {
  const clock = formatCountdown(leftMs);
  return (
    <Card padding="md" withBorder style={{ borderColor: "var(--mantine-color-wolf-8)" }}>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          <IconClock size={24} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" fw={800} c="wolf.5" tt="uppercase" style={{ letterSpacing: "0.12em" }}>
            Recovery cooldown
          </Text>
          <Text fw={700} aria-live="off">
            Next workout unlocks in{" "}
            {/* A second on from the one the server drew it at, when the phone takes the screen over. */}
            <Text
              span
              ff="monospace"
              fw={800}
              fz="lg"
              c="wolf.4"
              style={{ fontVariantNumeric: "tabular-nums" }}
              suppressHydrationWarning
            >
              {clock}
            </Text>
          </Text>
          {explainsStart ? (
            <Text size="sm" c="dimmed">
              Your muscles grow while you rest. This program day can be started once the countdown ends.
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
