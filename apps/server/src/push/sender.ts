import webpush from "web-push";

import type { VapidKeys } from "./keys";
import type { PushSubscriptionKeys } from "./subscriptions";

/** How one send ended: delivered, worth another try, or the subscription no longer exists. */
export type PushOutcome = "sent" | "retry" | "gone";

/** What sends a push: Web Push in the server, anything in tests. */
export interface PushSender {
  send(subscription: PushSubscriptionKeys, payload: string): Promise<PushOutcome>;
}

/** The push service keeps a message this long for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push through `web-push`: the payload encrypted for the subscription's keys (aes128gcm,
 * RFC 8291) and the request signed with the VAPID keys (RFC 8292), both by the library's
 * `generateRequestDetails`; the request itself goes through `fetch` (the library's own sender
 * speaks HTTPS only, and tests and development post to a push endpoint on this machine).
 * 404 and 410 mean the browser dropped the subscription; anything else is tried again later.
 */
export function webPushSender(keys: VapidKeys, log: (line: string) => void = console.error) {
  const sender: PushSender = {
    async send(subscription, payload) {
      // The push service's host only in logs: the endpoint's path identifies a browser.
      const host = new URL(subscription.endpoint).host;
      try {
        const request = webpush.generateRequestDetails(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          { vapidDetails: keys, TTL: TTL_SECONDS, contentEncoding: "aes128gcm" },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.ok) return "sent";
        if (response.status === 404 || response.status === 410) return "gone";
        log(`[push] not accepted by ${host}: status ${response.status}`);
        return "retry";
      } catch (error) {
        log(`[push] not sent to ${host}: ${(error as Error).message}`.slice(0, 300));
        return "retry";
      }
    },
  };
  return sender;
}
