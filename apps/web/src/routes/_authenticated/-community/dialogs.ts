import { lazyDialog } from "../../../lib/lazy-dialog.tsx";

/** The pack screen's dialogs, their code fetched when first opened (lazyDialog). */
export const ConfirmDialog = lazyDialog(() => import("./ConfirmDialog.tsx"));
export const AddFriendDialog = lazyDialog(() => import("./AddFriendDialog.tsx"));
