import { Stack, Tabs } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";

export type TabIcon = ComponentType<{ size?: number; "aria-hidden"?: "true" }>;

/**
 * Four tabs whose open one is in the address (the screen's search param): each tab's icon
 * above its name, so four names side by side fit a 360 px screen. `onOpen` gets one of
 * `tabs` (the first when Mantine hands over anything else); the screen puts it in the address.
 */
export function AddressTabs<T extends string>({
  label,
  tabs,
  names,
  open,
  onOpen,
  keepMounted,
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  names: Record<T, { name: string; icon: TabIcon }>;
  open: T;
  onOpen: (tab: T) => void;
  /** false: only the open tab's panel is mounted (and asks for its data). */
  keepMounted?: boolean;
  /** The Tabs.Panel of each tab. */
  children: ReactNode;
}) {
  return (
    <Tabs
      value={open}
      onChange={(value) => onOpen(tabs.find((tab) => tab === value) ?? (tabs[0] as T))}
      variant="pills"
      radius="md"
      keepMounted={keepMounted}
    >
      <Tabs.List grow mb="md" aria-label={label}>
        {tabs.map((tab) => {
          const { name, icon: Icon } = names[tab];
          return (
            <Tabs.Tab key={tab} value={tab} mih={56} fw={700} fz={13} px={2}>
              <Stack gap={2} align="center">
                <Icon size={18} aria-hidden="true" />
                {name}
              </Stack>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {children}
    </Tabs>
  );
}
