/**
 * Resolves in a task of its own, after what the browser has waiting (a paint, a tap): long
 * work split at these points never holds a phone's main thread for long (docs/performance.md).
 * A message, not a timer: a tab opened in the background is not slowed.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
