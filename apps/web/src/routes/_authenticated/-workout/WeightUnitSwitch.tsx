import { SegmentedControl } from "@mantine/core";
import { WEIGHT_UNITS, type WeightUnit } from "@wolfpack/rules/training/weights";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import classes from "./Workout.module.css";

/** kg or lb: the unit the member types and reads weights in, saved to their profile. */
export function WeightUnitSwitch({ unit }: { unit: WeightUnit }) {
  const utils = trpc.useUtils();
  const save = trpc.profile.setWeightUnit.useMutation({
    onSuccess: (member) => {
      utils.auth.me.setData(undefined, member);
      // The progress screen's estimates, in the new unit.
      void utils.progress.charts.invalidate();
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Could not change the weight unit")),
  });
  const shown = save.isPending && save.variables ? save.variables.weightUnit : unit;
  return (
    <SegmentedControl
      aria-label="Weight unit"
      size="sm"
      radius="xl"
      value={shown}
      data={WEIGHT_UNITS.map((value) => ({ value, label: value }))}
      onChange={(value) => {
        if (value !== unit) save.mutate({ weightUnit: value as WeightUnit });
      }}
      disabled={save.isPending}
      classNames={{ root: classes.unitSwitch, label: classes.unitLabel }}
    />
  );
}
