import { Stack } from "@mantine/core";
import {
  SETTINGS_MAX_REPS,
  SETTINGS_MIN_REPS,
  settingsMacros,
  settingsOneRepMax,
} from "@wolfpack/rules/coaching/calculators";
import { MacroCalculator } from "./MacroCalculator.tsx";
import { OneRepMaxCalculator } from "./OneRepMaxCalculator.tsx";

/**
 * The settings screen's calculators (docs/rules.md, Calculators): pounds and inches with the
 * Harris-Benedict formula; the 1RM for 1 to 20 reps with the eleven-row table.
 */
export function SettingsCalculators({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="md">
      <MacroCalculator
        calculate={settingsMacros}
        units={{ weight: "lbs", height: "in" }}
        description="Pounds and inches, with the Harris-Benedict formula."
        headingOrder={headingOrder}
      />
      <OneRepMaxCalculator
        calculate={settingsOneRepMax}
        unit="lbs"
        description="Your best set: the weight and the reps you did with it."
        repsHint={`Enter reps between ${SETTINGS_MIN_REPS}-${SETTINGS_MAX_REPS} for accurate calculation`}
        headingOrder={headingOrder}
      />
    </Stack>
  );
}
