import { Badge } from "@mantine/core";
import { WAITING_TO_SYNC } from "../offline/queued.ts";
import { IconClock } from "./icons.ts";

/**
 * The mark on what the screens show done while the write waits on the phone for the signal
 * (docs/offline.md); it goes once the server has it.
 */
export function WaitingToSync() {
  return (
    <Badge
      size="sm"
      variant="outline"
      color="yellow"
      leftSection={<IconClock size={12} aria-hidden="true" />}
      style={{ textTransform: "none" }}
    >
      {WAITING_TO_SYNC}
    </Badge>
  );
}
