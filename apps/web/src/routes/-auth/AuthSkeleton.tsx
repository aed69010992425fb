import { Card, Skeleton, Stack } from "@mantine/core";
import { BrandMark, ScreenSkeleton, Wordmark } from "@wolfpack/ui";
import classes from "./AuthScreen.module.css";

/** The sign-in screen while its form's data loads: the brand, and the form's card in grey. */
export function AuthSkeleton() {
  return (
    <main className={classes.screen}>
      <div className={classes.column}>
        <div className={classes.brand}>
          <BrandMark size={72} className={classes.mark} />
          <Wordmark size={34} centered />
        </div>
        <ScreenSkeleton label="Loading the sign-in form">
          <Card className={classes.card} padding="xl">
            <Stack gap={8}>
              <Skeleton height={28} width="60%" />
              <Skeleton height={12} width="85%" radius="xl" mb="md" />
              <Skeleton height={12} width={48} radius="xl" />
              <Skeleton height={42} radius="md" mb="xs" />
              <Skeleton height={12} width={72} radius="xl" />
              <Skeleton height={42} radius="md" />
              <Skeleton height={42} radius="md" mt="md" />
            </Stack>
          </Card>
        </ScreenSkeleton>
      </div>
    </main>
  );
}
