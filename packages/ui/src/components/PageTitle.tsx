import { Stack, Text, Title, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";

export interface PageTitleProps {
  title: ReactNode;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** A small label above the title. */
  eyebrow?: ReactNode;
  order?: TitleOrder;
  align?: "left" | "center";
}

/** The heading every screen starts with. */
export function PageTitle({ title, subtitle, eyebrow, order = 1, align = "left" }: PageTitleProps) {
  return (
    <Stack gap={4} align={align === "center" ? "center" : "flex-start"} ta={align} mb="lg">
      {eyebrow ? (
        <Text size="xs" fw={800} c="wolf.5" tt="uppercase" style={{ letterSpacing: "0.16em" }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={order}>{title}</Title>
      {subtitle ? (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
