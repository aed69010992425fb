import { Box, NativeSelect, SimpleGrid, Stack } from "@mantine/core";
import type { LoadRow, OneRepMaxResult } from "@wolfpack/rules/coaching/calculators";
import { formatNumber } from "@wolfpack/ui";
import { useState } from "react";
import { IconBarbell } from "../icons.ts";
import { CalculatorCard, Figure, NumberField, typedNumber } from "./CalculatorCard.tsx";

export interface Lift {
  value: string;
  label: string;
}

export interface OneRepMaxCalculatorProps {
  /** The screen's formula and table (settingsOneRepMax, coachingOneRepMax): null when the input cannot be used. */
  calculate: (weight: number, reps: number) => OneRepMaxResult | null;
  /** 'kg' or 'lbs'. */
  unit: string;
  description: string;
  headingOrder: 2 | 3;
  /** A hint under the reps field. */
  repsHint?: string;
  /** The lifts to choose from, the first chosen at the start; none: no lift field. */
  lifts?: readonly Lift[];
}

interface Estimate {
  result: OneRepMaxResult;
  lift: Lift | undefined;
}

/**
 * The one-rep-max calculator: the estimated 1RM from a weight lifted for some reps, and the
 * table of training loads the screen's rule gives for it. Calculate does nothing until the
 * weight and reps are ones the rule accepts (docs/rules.md, Calculators).
 */
export function OneRepMaxCalculator({
  calculate,
  unit,
  description,
  headingOrder,
  repsHint,
  lifts,
}: OneRepMaxCalculatorProps) {
  const [weight, setWeight] = useState("");
  const [reps, setReps] = useState("");
  const [lift, setLift] = useState(lifts?.[0]);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  // A result belongs to the figures it came from: changing one clears it until the next Calculate.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setEstimate(null);
    };

  return (
    <CalculatorCard
      title="1RM Calculator"
      icon={<IconBarbell size={20} color="var(--mantine-color-wolf-5)" aria-hidden="true" />}
      description={description}
      headingOrder={headingOrder}
      onCalculate={() => {
        const result = calculate(typedNumber(weight), typedNumber(reps));
        if (result) setEstimate({ result, lift });
      }}
      result={estimate ? <Loads estimate={estimate} unit={unit} /> : null}
    >
      {lifts ? (
        <NativeSelect
          label="Lift"
          size="md"
          value={lift?.value}
          data={lifts.map(({ value, label }) => ({ value, label }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            changed(setLift)(lifts.find((each) => each.value === value));
          }}
        />
      ) : null}
      <SimpleGrid cols={2} spacing="xs">
        <NumberField
          label={`Weight (${unit})`}
          value={weight}
          onChange={(event) => changed(setWeight)(event.currentTarget.value)}
        />
        <NumberField
          label="Reps"
          whole
          value={reps}
          onChange={(event) => changed(setReps)(event.currentTarget.value)}
        />
      </SimpleGrid>
      {repsHint ? (
        <Box c="dimmed" fz="sm" mt={-4}>
          {repsHint}
        </Box>
      ) : null}
    </CalculatorCard>
  );
}

const cell = { padding: "8px 6px", textAlign: "left", verticalAlign: "top" } as const;

function Loads({ estimate, unit }: { estimate: Estimate; unit: string }) {
  const { result, lift } = estimate;
  const what = lift ? `Estimated ${lift.label} 1RM` : "Estimated 1RM";
  return (
    <Stack gap="sm" pt="md">
      <Figure label={what} value={`${formatNumber(result.oneRepMax)} ${unit}`} size="xl" />
      <Box component="table" w="100%" fz="sm" style={{ borderCollapse: "collapse" }} aria-label="Training loads">
        <thead>
          <Box component="tr" c="dimmed" fz="xs" tt="uppercase" style={{ letterSpacing: "0.06em" }}>
            <th style={cell}>Load</th>
            <th style={cell}>Weight</th>
            <th style={cell}>Reps</th>
            <th style={cell}>Intensity</th>
          </Box>
        </thead>
        <tbody>
          {result.table.map((row) => (
            <LoadRowView key={row.percent} row={row} unit={unit} />
          ))}
        </tbody>
      </Box>
    </Stack>
  );
}

function LoadRowView({ row, unit }: { row: LoadRow; unit: string }) {
  return (
    <tr style={{ borderTop: "1px solid var(--mantine-color-dark-4)" }}>
      <td style={{ ...cell, fontWeight: 700 }}>{row.percent}%</td>
      <td style={{ ...cell, whiteSpace: "nowrap", fontWeight: 700, color: "var(--mantine-color-wolf-4)" }}>
        {formatNumber(row.weight)} {unit}
      </td>
      <td style={{ ...cell, whiteSpace: "nowrap" }}>{row.reps}</td>
      <td style={cell}>{row.intensity}</td>
    </tr>
  );
}
