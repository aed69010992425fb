import { useEffect, useState } from "react";
import { failureMessage, UNREACHABLE_MESSAGE } from "../../../lib/errors.ts";
import { askForNotifications, type NotificationAccess } from "../../../lib/notifications.ts";
import {
  browserSubscription,
  pushSupported,
  rememberThisDevice,
  subscribeBrowser,
  subscribeFailure,
  thisDevice,
} from "../../../lib/push.ts";
import { toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";

/**
 * Whether this device gets the member's pushes, and 'Enable' (docs/push.md): the browser's
 * permission, its subscription with the server's VAPID key, and the server's device.
 * `subscribed` is undefined while that is being found out.
 */
export function useDevicePush(access: NotificationAccess) {
  const utils = trpc.useUtils();
  const subscribe = trpc.notification.subscribe.useMutation();
  const granted = access === "granted" && pushSupported();
  // The browser's own subscription; undefined until asked.
  const [held, setHeld] = useState<PushSubscription | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!granted) return;
    let live = true;
    browserSubscription().then(
      (subscription) => live && setHeld(subscription),
      () => live && setHeld(null),
    );
    return () => {
      live = false;
    };
  }, [granted]);

  // The subscription is this member's device only while the server still has it: it may
  // have been removed in settings on another device, or belong to whoever signed in here before.
  const mine = thisDevice();
  const known = Boolean(held && mine && mine.endpoint === held.endpoint);
  const devices = trpc.notification.devices.useQuery(undefined, { enabled: granted && known });
  let subscribed: boolean | undefined;
  if (!granted) subscribed = false;
  else if (held === undefined) subscribed = undefined;
  else if (!known) subscribed = false;
  else if (devices.isError) subscribed = false;
  else subscribed = devices.data ? devices.data.some((device) => device.id === mine?.id) : undefined;

  const enable = async () => {
    if (pending) return;
    setError(null);
    // Offline the server's key and the device's record would wait for the signal, spinning.
    if (!navigator.onLine) {
      setError("You're offline: notifications can be turned on once you're back online.");
      return;
    }
    setPending(true);
    // Each step's failure in its own words: the server's (or no connection), or the browser's.
    const step = async <T>(run: () => Promise<T>, explain: (failure: unknown) => string): Promise<T | null> => {
      try {
        return await run();
      } catch (failure) {
        setError(explain(failure));
        return null;
      }
    };
    const fromServer = (failure: unknown) => failureMessage(failure, UNREACHABLE_MESSAGE);
    try {
      const answer = access === "granted" ? access : await askForNotifications();
      // Refused or dismissed: the banner says how to allow them, or stays to ask again.
      if (answer !== "granted") return;
      const key = await step(() => utils.notification.vapidKey.fetch(), fromServer);
      if (!key) return;
      const subscription = await step(() => subscribeBrowser(key.publicKey), subscribeFailure);
      if (!subscription) return;
      const device = await step(() => subscribe.mutateAsync(subscription), fromServer);
      if (!device) return;
      rememberThisDevice({ id: device.id, endpoint: subscription.endpoint });
      setHeld(await browserSubscription());
      await utils.notification.devices.invalidate();
      toastSuccess("Notifications Enabled", "You'll now receive habit reminders");
    } finally {
      setPending(false);
    }
  };

  return { subscribed, enable, pending, error };
}
