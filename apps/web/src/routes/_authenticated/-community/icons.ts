/** The pack screen's own icons, each imported on its own (see src/tabler-icons.d.ts). */
export { default as IconChevronRight } from "@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs";
export { default as IconHeart } from "@tabler/icons-react/dist/esm/icons/IconHeart.mjs";
export { default as IconHeartFilled } from "@tabler/icons-react/dist/esm/icons/IconHeartFilled.mjs";
export { default as IconMessageCircle } from "@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs";
export { default as IconPencil } from "@tabler/icons-react/dist/esm/icons/IconPencil.mjs";
export { default as IconSearch } from "@tabler/icons-react/dist/esm/icons/IconSearch.mjs";
export { default as IconSend } from "@tabler/icons-react/dist/esm/icons/IconSend.mjs";
export { default as IconUserCheck } from "@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs";
export { default as IconUserPlus } from "@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs";
export { default as IconUsers } from "@tabler/icons-react/dist/esm/icons/IconUsers.mjs";
