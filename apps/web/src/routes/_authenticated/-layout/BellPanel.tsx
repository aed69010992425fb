import { Button } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { type RefObject, useEffect, useId } from "react";
import { formatPostedAt } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/errors.ts";
import { useMember } from "../../../lib/member.ts";
import { toastFailure } from "../../../lib/toast.tsx";
import { type RouterOutputs, trpc } from "../../../trpc.ts";
import classes from "./AppLayout.module.css";
import bell from "./Bell.module.css";

type Notification = RouterOutputs["bell"]["list"]["notifications"][number];

/** The bell's list as the cache keeps it: the pages loaded so far, newest first. */
type BellPages = { pages: RouterOutputs["bell"]["list"][] } | undefined;

const LIST_INPUT = {};

function markedRead<P extends BellPages>(list: P, id: number | null): P {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (id === null || n.id === id ? { ...n, read: true } : n)),
    })),
  };
}

/**
 * What happened while the member was away (docs/push.md, The bell): newest first, a page at a
 * time; a tap goes to the place and marks it read; 'Mark all read'. Read state is the
 * server's, so every device agrees.
 */
export default function BellPanel({
  id,
  unread,
  rootRef,
  bellRef,
  onClose,
}: {
  id: string;
  unread: number;
  /** The bell and its panel: a tap outside them closes the panel. */
  rootRef: RefObject<HTMLDivElement | null>;
  bellRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      bellRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [rootRef, bellRef, onClose]);
  const { timezone } = useMember();
  const router = useRouter();
  const utils = trpc.useUtils();
  const list = trpc.bell.list.useInfiniteQuery(LIST_INPUT, {
    getNextPageParam: (page) => page.nextCursor,
    // Opened again later, it reads afresh: news may have come since.
    staleTime: 0,
  });
  const onError = (error: unknown) => toastFailure("Not marked read", failureMessage(error, "Please try again."));
  const markRead = trpc.bell.markRead.useMutation({
    onError,
    onSettled: () => void utils.bell.unreadCount.invalidate(),
  });
  const markAll = trpc.bell.markAllRead.useMutation({
    onSuccess: () => {
      utils.bell.list.setInfiniteData(LIST_INPUT, (pages) => markedRead(pages, null));
      utils.bell.unreadCount.setData(undefined, { unread: 0 });
    },
    onError,
  });

  const open = (notification: Notification) => {
    if (!notification.read) {
      // Shown read at once; the server's count follows.
      utils.bell.list.setInfiniteData(LIST_INPUT, (pages) => markedRead(pages, notification.id));
      utils.bell.unreadCount.setData(undefined, (count) => count && { unread: Math.max(0, count.unread - 1) });
      markRead.mutate({ id: notification.id });
    }
    onClose();
    router.history.push(notification.path);
  };

  const seen = new Set<number>();
  const items = (list.data?.pages ?? [])
    .flatMap((page) => page.notifications)
    // A line that moved up (a new like) between two pages comes once.
    .filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));

  return (
    <div id={id} role="dialog" aria-labelledby={titleId} className={classes.panel}>
      <div className={bell.head}>
        <p id={titleId} className={classes.panelTitle}>
          Notifications
        </p>
        {unread > 0 ? (
          <Button
            variant="subtle"
            size="compact-sm"
            h={44}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <p className={classes.panelText} role="status">
          Loading notifications...
        </p>
      ) : list.isError ? (
        <div role="alert">
          <p className={classes.panelText}>The notifications could not be loaded.</p>
          <Button variant="light" size="sm" h={44} mt="xs" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={classes.panelText}>No notifications yet</p>
      ) : (
        <ul className={bell.list} aria-label="Notifications">
          {items.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={bell.item}
                data-unread={notification.read ? undefined : true}
                aria-label={notification.read ? notification.text : `${notification.text}, unread`}
                onClick={() => open(notification)}
              >
                <span className={bell.dot} aria-hidden="true" />
                <span>
                  {notification.text}
                  <time className={bell.when} dateTime={notification.createdAt.toISOString()}>
                    {formatPostedAt(notification.createdAt, timezone)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="subtle"
          size="sm"
          h={44}
          fullWidth
          mt={4}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show older
        </Button>
      ) : null}
    </div>
  );
}
