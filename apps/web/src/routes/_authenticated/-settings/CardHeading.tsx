import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The heading a settings card starts with: 'Progress photos', 'Coaching prices'. */
export function CardHeading({ children, icon, id }: { children: ReactNode; icon?: ReactNode; id?: string }) {
  return (
    <Group gap={8} wrap="nowrap" mb="sm" c="wolf.5">
      {icon}
      <Text
        id={id}
        component="h2"
        ff="heading"
        fz={24}
        fw={700}
        lh={1.1}
        m={0}
        c="white"
        style={{ letterSpacing: "0.04em", overflowWrap: "anywhere" }}
      >
        {children}
      </Text>
    </Group>
  );
}
