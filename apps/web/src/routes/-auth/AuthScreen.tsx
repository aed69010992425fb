import { Card, Stack, Text } from "@mantine/core";
import { BrandMark, Wordmark } from "@wolfpack/ui";
import type { ReactNode } from "react";
import classes from "./AuthScreen.module.css";

interface AuthScreenProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** Under the card: the link to the other screen. */
  footer: ReactNode;
}

/** The frame of the sign-in and sign-up screens: brand on top, the form in a card. */
export function AuthScreen({ title, subtitle, children, footer }: AuthScreenProps) {
  return (
    <main className={classes.screen}>
      <div className={classes.column}>
        <div className={classes.brand}>
          <BrandMark size={72} className={classes.mark} />
          <Wordmark size={34} centered />
        </div>
        <Card className={classes.card} padding="xl">
          <Stack gap={4} mb="lg">
            <h1 className={classes.title}>{title}</h1>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Card>
        <div className={classes.footer}>{footer}</div>
      </div>
    </main>
  );
}
