/** The dashboard's own icons, each imported on its own (see src/tabler-icons.d.ts). */
export { default as IconActivity } from "@tabler/icons-react/dist/esm/icons/IconActivity.mjs";
export { default as IconDownload } from "@tabler/icons-react/dist/esm/icons/IconDownload.mjs";
export { default as IconInbox } from "@tabler/icons-react/dist/esm/icons/IconInbox.mjs";
export { default as IconMessage } from "@tabler/icons-react/dist/esm/icons/IconMessage.mjs";
export { default as IconPhone } from "@tabler/icons-react/dist/esm/icons/IconPhone.mjs";
export { default as IconUserCheck } from "@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs";
