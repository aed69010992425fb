import { List, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import { IconCheck, IconX } from "./icons.ts";

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

export interface PlanFeaturesProps {
  /** The features, each with a check (included) or a cross (given up). */
  features: readonly string[];
  included: boolean;
  id?: string;
  "aria-label"?: string;
  mt?: string;
  /** More items after the features (the plan card's missing ones). */
  children?: ReactNode;
}

/** A plan's features as every membership screen and dialog lists them. */
export function PlanFeatures({ features, included, children, ...rest }: PlanFeaturesProps) {
  return (
    // Centred icons set a line height of 1; a feature that wraps needs room between its lines.
    <List spacing={8} size="sm" center styles={{ item: { lineHeight: 1.35 } }} {...rest}>
      {features.map((feature) => (
        <List.Item key={feature} icon={<FeatureMark included={included} />}>
          {feature}
        </List.Item>
      ))}
      {children}
    </List>
  );
}
