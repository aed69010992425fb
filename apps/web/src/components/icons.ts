/** The icons the app uses, each imported on its own (see src/tabler-icons.d.ts). */
export { default as IconAlertTriangle } from "@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs";
export { default as IconArrowRight } from "@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs";
export { default as IconBarbell } from "@tabler/icons-react/dist/esm/icons/IconBarbell.mjs";
export { default as IconBell } from "@tabler/icons-react/dist/esm/icons/IconBell.mjs";
export { default as IconChartLine } from "@tabler/icons-react/dist/esm/icons/IconChartLine.mjs";
export { default as IconCheck } from "@tabler/icons-react/dist/esm/icons/IconCheck.mjs";
export { default as IconClock } from "@tabler/icons-react/dist/esm/icons/IconClock.mjs";
export { default as IconCrown } from "@tabler/icons-react/dist/esm/icons/IconCrown.mjs";
export { default as IconFlame } from "@tabler/icons-react/dist/esm/icons/IconFlame.mjs";
export { default as IconHome } from "@tabler/icons-react/dist/esm/icons/IconHome.mjs";
export { default as IconLogout } from "@tabler/icons-react/dist/esm/icons/IconLogout.mjs";
export { default as IconSettings } from "@tabler/icons-react/dist/esm/icons/IconSettings.mjs";
export { default as IconUsersGroup } from "@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs";
export { default as IconX } from "@tabler/icons-react/dist/esm/icons/IconX.mjs";
