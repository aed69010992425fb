import { Button, Card, Group, Stack, Text, TextInput, type TextInputProps } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import classes from "./Calculator.module.css";

export interface CalculatorCardProps {
  title: string;
  icon: ReactNode;
  /** A line under the title: the units and the formula. */
  description: string;
  /** The calculator's heading level where the screen puts it. */
  headingOrder: 2 | 3;
  onCalculate: () => void;
  /** The fields. */
  children: ReactNode;
  /** What the last 'Calculate' gave; read out when it changes. */
  result: ReactNode;
}

/**
 * A calculator as both screens show it: a titled card with its fields, a Calculate button
 * and, under it, the result, announced politely to screen readers when it appears.
 */
export function CalculatorCard({
  title,
  icon,
  description,
  headingOrder,
  onCalculate,
  children,
  result,
}: CalculatorCardProps) {
  const titleId = useId();
  const Heading = `h${headingOrder}` as const;
  const resultBox = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  // On a phone the result lands below the fold, under the button: bring it into view once
  // Calculate gave one (not when it is cleared, nor on the way in).
  useEffect(() => {
    if (!result || !asked.current) return;
    asked.current = false;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    resultBox.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [result]);
  return (
    <Card component="section" padding="md" aria-labelledby={titleId}>
      <Group gap={8} wrap="nowrap" mb={4}>
        {icon}
        <Text id={titleId} component={Heading} ff="heading" fz={22} fw={700} lh={1.1} m={0}>
          {title}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          asked.current = true;
          onCalculate();
        }}
      >
        <Stack gap="sm">
          {children}
          <Button type="submit" size="md" fullWidth>
            Calculate
          </Button>
        </Stack>
      </form>
      <div aria-live="polite" ref={resultBox} className={classes.result}>
        {result}
      </div>
    </Card>
  );
}

/** A number typed in: a text field with the phone's number pad (decimals unless `whole`). */
export function NumberField({ whole = false, ...props }: TextInputProps & { whole?: boolean }) {
  return <TextInput inputMode={whole ? "numeric" : "decimal"} autoComplete="off" {...props} />;
}

/**
 * What a member typed, as a number: a comma works as the decimal point, and a blank or
 * unreadable field reads as NaN, which the calculators refuse.
 */
export function typedNumber(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

const FIGURE_SIZES = { md: 20, lg: 26, xl: 40 } as const;

/** One figure of a result: a small label over a bold value. */
export function Figure({
  label,
  value,
  size = "lg",
}: {
  label: string;
  value: string;
  size?: keyof typeof FIGURE_SIZES;
}) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: "0.06em" }}>
        {label}
      </Text>
      <Text ff="heading" fz={FIGURE_SIZES[size]} fw={700} lh={1.1} c={size === "md" ? undefined : "wolf.4"}>
        {value}
      </Text>
    </div>
  );
}
