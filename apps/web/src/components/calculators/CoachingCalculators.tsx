import { Stack } from "@mantine/core";
import { COACHING_LIFTS, coachingMacros, coachingOneRepMax } from "@wolfpack/rules/coaching/calculators";
import { MacroCalculator } from "./MacroCalculator.tsx";
import { type Lift, OneRepMaxCalculator } from "./OneRepMaxCalculator.tsx";

const LIFT_LABELS: Record<(typeof COACHING_LIFTS)[number], string> = {
  bench: "Bench Press",
  squat: "Squat",
  deadlift: "Deadlift",
  press: "Overhead Press",
};
const LIFTS: readonly Lift[] = COACHING_LIFTS.map((value) => ({ value, label: LIFT_LABELS[value] }));

/**
 * The coaching screen's calculators (docs/rules.md, Calculators): kilograms and centimetres with the
 * Mifflin-St Jeor formula; the 1RM for a chosen lift with the five-row table.
 */
export function CoachingCalculators({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="md">
      <MacroCalculator
        calculate={coachingMacros}
        units={{ weight: "kg", height: "cm" }}
        description="Kilograms and centimetres, with the Mifflin-St Jeor formula."
        headingOrder={headingOrder}
      />
      <OneRepMaxCalculator
        calculate={coachingOneRepMax}
        unit="kg"
        description="Pick the lift, then your best set: the weight and the reps you did with it."
        lifts={LIFTS}
        headingOrder={headingOrder}
      />
    </Stack>
  );
}
