/** The coaching screen's own icons, each imported on its own (see src/tabler-icons.d.ts). */
export { default as IconCalculator } from "@tabler/icons-react/dist/esm/icons/IconCalculator.mjs";
export { default as IconListNumbers } from "@tabler/icons-react/dist/esm/icons/IconListNumbers.mjs";
export { default as IconMessages } from "@tabler/icons-react/dist/esm/icons/IconMessages.mjs";
export { default as IconSend } from "@tabler/icons-react/dist/esm/icons/IconSend.mjs";
