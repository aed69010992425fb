import { Input, NativeSelect, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  GOALS,
  type Goal,
  type MacroInput,
  type MacroResult,
  SEXES,
  type Sex,
} from "@wolfpack/rules/coaching/calculators";
import { formatNumber } from "@wolfpack/ui";
import { useId, useState } from "react";
import { IconFlame } from "../icons.ts";
import { CalculatorCard, Figure, NumberField, typedNumber } from "./CalculatorCard.tsx";

const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: "Sedentary (little exercise)",
  light: "Light (1-3 days a week)",
  moderate: "Moderate (3-5 days a week)",
  active: "Active (6-7 days a week)",
  very_active: "Very active (twice a day)",
};

const GOAL_LABELS: Record<Goal, string> = { cut: "Cut", maintain: "Maintain", bulk: "Bulk" };
const SEX_LABELS: Record<Sex, string> = { male: "Male", female: "Female" };

/** Two or three choices side by side, each a 44 px tap target, named by the label before it. */
function ChoiceRow<Value extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} labelElement="div" size="md">
        {label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        size="sm"
        radius="md"
        value={value}
        onChange={(chosen) => onChange(chosen as Value)}
        data={options.map((option) => ({ value: option, label: labels[option] }))}
        styles={{
          root: { padding: 2 },
          label: { minHeight: 44, display: "flex", alignItems: "center", justifyContent: "center", fontWeight: 700 },
        }}
      />
    </div>
  );
}

export interface MacroUnits {
  /** 'kg' or 'lbs'. */
  weight: string;
  /** 'cm' or 'in'. */
  height: string;
}

export interface MacroCalculatorProps {
  /** The screen's formula (settingsMacros, coachingMacros): null when the input cannot be used. */
  calculate: (input: MacroInput) => MacroResult | null;
  units: MacroUnits;
  /** The units and the formula, in a line under the title. */
  description: string;
  headingOrder: 2 | 3;
}

interface MacroForm {
  sex: Sex;
  age: string;
  weight: string;
  height: string;
  activity: ActivityLevel;
  goal: Goal;
}

const START: MacroForm = { sex: "male", age: "", weight: "", height: "", activity: "moderate", goal: "maintain" };

/**
 * The macro calculator: the day's calories for the member's goal and the grams of protein,
 * carbs and fat. The figures come from the screen's formula; a field left blank or not a
 * number makes Calculate do nothing (docs/rules.md, Calculators).
 */
export function MacroCalculator({ calculate, units, description, headingOrder }: MacroCalculatorProps) {
  const [form, setForm] = useState(START);
  const [result, setResult] = useState<MacroResult | null>(null);
  // A result belongs to the figures it came from: changing one clears it until the next Calculate.
  const change = (patch: Partial<MacroForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setResult(null);
  };
  const text = (name: "age" | "weight" | "height") => ({
    value: form[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => change({ [name]: event.currentTarget.value }),
  });

  return (
    <CalculatorCard
      title="Macro Calculator"
      icon={<IconFlame size={20} color="var(--mantine-color-wolf-5)" aria-hidden="true" />}
      description={description}
      headingOrder={headingOrder}
      onCalculate={() => {
        const calculated = calculate({
          sex: form.sex,
          age: typedNumber(form.age),
          weight: typedNumber(form.weight),
          height: typedNumber(form.height),
          activity: form.activity,
          goal: form.goal,
        });
        if (calculated) setResult(calculated);
      }}
      result={result ? <MacroFigures result={result} /> : null}
    >
      <SimpleGrid cols={2} spacing="xs">
        <ChoiceRow
          label="Sex"
          value={form.sex}
          options={SEXES}
          onChange={(sex) => change({ sex })}
          labels={SEX_LABELS}
        />
        <NumberField label="Age" whole {...text("age")} />
        <NumberField label={`Weight (${units.weight})`} {...text("weight")} />
        <NumberField label={`Height (${units.height})`} {...text("height")} />
      </SimpleGrid>
      <NativeSelect
        label="Activity level"
        size="md"
        value={form.activity}
        data={ACTIVITY_LEVELS.map((level) => ({ value: level, label: ACTIVITY_LABELS[level] }))}
        onChange={(event) => {
          const chosen = ACTIVITY_LEVELS.find((level) => level === event.currentTarget.value);
          if (chosen) change({ activity: chosen });
        }}
      />
      <ChoiceRow
        label="Goal"
        value={form.goal}
        options={GOALS}
        onChange={(goal) => change({ goal })}
        labels={GOAL_LABELS}
      />
    </CalculatorCard>
  );
}

function MacroFigures({ result }: { result: MacroResult }) {
  return (
    <Stack gap="sm" pt="md">
      <Figure label="Calories a day" value={`${formatNumber(result.calories)} kcal`} size="xl" />
      <SimpleGrid cols={2} spacing="xs">
        <Figure label="BMR" value={`${formatNumber(result.bmr)} kcal`} size="md" />
        <Figure label="Maintenance" value={`${formatNumber(result.tdee)} kcal`} size="md" />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="xs">
        <Figure label="Protein" value={`${formatNumber(result.protein)} g`} />
        <Figure label="Carbs" value={`${formatNumber(result.carbs)} g`} />
        <Figure label="Fat" value={`${formatNumber(result.fat)} g`} />
      </SimpleGrid>
    </Stack>
  );
}
