import { Center, Loader, Stack, Text } from "@mantine/core";

export interface AppLoaderProps {
  /** Fill the whole viewport (first load) or just a block of the page. */
  fullScreen?: boolean;
  label?: string;
}

/** The spinner shown while something loads; it says 'Loading...' by default. */
export function AppLoader({ fullScreen = false, label = "Loading..." }: AppLoaderProps) {
  return (
    <Center mih={fullScreen ? "100dvh" : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="oval" size="md" />
        <Text c="dimmed" size="sm" fw={600}>
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
