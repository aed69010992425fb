import { ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "../../../components/icons.ts";

/** The round mark before a plan feature: a check for what a plan has, a cross for what it lacks. */
export function FeatureMark({ included }: { included: boolean }) {
  return (
    <ThemeIcon size={20} radius="xl" variant="light" color={included ? undefined : "gray"}>
      {included ? (
        <IconCheck size={13} stroke={3} aria-hidden="true" />
      ) : (
        <IconX size={13} stroke={3} aria-hidden="true" />
      )}
    </ThemeIcon>
  );
}
