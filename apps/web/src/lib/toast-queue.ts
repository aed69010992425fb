/**
 * One toast at a time (docs/rules.md, Screens): the order in which toasts take the screen. A toast
 * shows only once the one before it has gone, its exit over, so two are never on screen
 * together. The answer to what the member just did goes ahead of news nobody asked for (a
 * reminder, a milestone) and replaces an earlier answer still showing; news waits its turn
 * and, once up, has its whole time, so each toast shows once and whole.
 */

export interface QueuedToast {
  /** News (a reminder, a milestone) waits its turn; null for an answer to the member. */
  news: string | null;
}

export interface ToastScreen<T> {
  /** Puts the toast up and returns its id; `gone` is called once it has left the screen. */
  show(toast: T, gone: () => void): string;
  /** Takes a toast down early; its `gone` follows. */
  hide(id: string): void;
}

export function toastQueue<T extends QueuedToast>(screen: ToastScreen<T>) {
  const waiting: T[] = [];
  let showing: { id: string; toast: T } | null = null;

  function next() {
    const toast = showing ? undefined : waiting.shift();
    if (!toast) return;
    const entry = { id: "", toast };
    showing = entry;
    entry.id = screen.show(toast, () => {
      if (showing !== entry) return;
      showing = null;
      next();
    });
  }

  return {
    raise(toast: T) {
      if (toast.news !== null) {
        waiting.push(toast);
      } else {
        // An earlier answer still waiting is stale: this one says what is true now.
        const firstNews = waiting.findIndex((each) => each.news !== null);
        waiting.splice(0, firstNews === -1 ? waiting.length : firstNews, toast);
        if (showing && showing.toast.news === null) screen.hide(showing.id);
      }
      next();
    },
  };
}
