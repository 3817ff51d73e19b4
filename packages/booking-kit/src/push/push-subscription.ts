/**
 * Push in the browser (visitor-and-entry.md section 4): the permission, the subscription and
 * the `deviceToken` it travels as. Browser APIs come in as a `PushBrowser`, so the rules are
 * tested with fakes; `browserPush()` gives the real ones.
 */
export type PushPermission = "default" | "granted" | "denied";

export interface PushBrowser {
  /** The permission now; `null` where push is not supported (no Notification, PushManager or worker). */
  permission(): PushPermission | null;
  requestPermission(): Promise<PushPermission>;
  /** The site's worker registration (waits for it); `null` when there is none. */
  registration(): Promise<Pick<ServiceWorkerRegistration, "pushManager"> | null>;
  log: Pick<Console, "info" | "warn">;
  /** Where "Not now" is remembered. */
  storage: Pick<Storage, "getItem" | "setItem">;
  now(): number;
}

export const PUSH_DISMISSED_KEY = "bookwell.push-prompt-dismissed";
/** After "Not now" the offer waits this long before it is made again. */
export const PUSH_ASK_AGAIN_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether to offer reminders now: a logged-in customer at a moment the site chose, on a
 * browser that supports push, has not decided yet, did not say "Not now" lately, and a server
 * with push on (a VAPID key).
 */
export function shouldOfferPush(
  browser: Pick<PushBrowser, "permission" | "storage" | "now">,
  { loggedIn, moment, vapidKey }: { loggedIn: boolean; moment: boolean; vapidKey: string | null },
): boolean {
  if (!loggedIn || !moment || !vapidKey) return false;
  if (browser.permission() !== "default") return false;
  const dismissed = Number(browser.storage.getItem(PUSH_DISMISSED_KEY) ?? 0);
  return !(dismissed > 0 && browser.now() - dismissed < PUSH_ASK_AGAIN_MS);
}

export function dismissPushOffer(browser: Pick<PushBrowser, "storage" | "now">): void {
  browser.storage.setItem(PUSH_DISMISSED_KEY, String(browser.now()));
}

/** The subscription as the login's `deviceToken`: `PushSubscription.toJSON()` as JSON. */
const tokenOf = (subscription: PushSubscription) => JSON.stringify(subscription.toJSON());

/**
 * The `deviceToken` for a login: this browser's subscription when the customer allowed
 * notifications before, else `undefined`. Never throws and never waits long: a login must
 * not hang on the worker.
 */
export async function currentDeviceToken(
  browser: PushBrowser | null = browserPush(),
  waitMs = 1_500,
): Promise<string | undefined> {
  if (!browser || browser.permission() !== "granted") return undefined;
  const lookup = (async () => {
    const registration = await browser.registration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? tokenOf(subscription) : undefined;
  })();
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs));
  return Promise.race([lookup, timeout]).catch(() => undefined);
}

/**
 * A login's body (`user/login`, Google's `user/sociallogin`) with this browser's push
 * subscription as its `deviceToken` when there is one (visitor-and-entry.md section 7), so a
 * customer who allowed notifications keeps getting them whichever way they sign in.
 */
export async function withDeviceToken<T extends object>(
  body: T,
  browser: PushBrowser | null = browserPush(),
): Promise<T & { deviceToken?: string; deviceType?: string }> {
  const deviceToken = await currentDeviceToken(browser);
  return deviceToken ? { ...body, deviceToken, deviceType: "web" } : body;
}

/** Base64url (the VAPID public key) to the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushSubscribeOutcome = "subscribed" | "denied" | "unsupported" | "failed";

/**
 * Asks for the permission (from the customer's click: browsers ignore or punish a prompt
 * without one) and, when granted, subscribes with the server's VAPID key and hands the
 * `deviceToken` to `save`. Denied consent only logs and unsupported push logs a warning, as the
 * spec says; nothing is shown to the customer for either.
 */
export async function subscribeToPush(
  browser: PushBrowser | null,
  vapidKey: string,
  save: (deviceToken: string) => Promise<unknown>,
): Promise<PushSubscribeOutcome> {
  if (!browser || browser.permission() === null) {
    (browser?.log ?? console).warn("Push notifications are not supported in this browser.");
    return "unsupported";
  }
  const permission = await browser.requestPermission();
  if (permission !== "granted") {
    browser.log.info(`Notification permission ${permission}: no reminders on this browser.`);
    return "denied";
  }
  try {
    const registration = await browser.registration();
    if (!registration) throw new Error("no service worker");
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidKey),
      }));
    await save(tokenOf(subscription));
    return "subscribed";
  } catch (error) {
    browser.log.warn(`Push subscription failed: ${(error as Error).message}`);
    return "failed";
  }
}

/** This browser's push, or `null` outside a browser or where push is missing. */
export function browserPush(): PushBrowser | null {
  if (typeof window === "undefined") return null;
  const supported =
    "Notification" in window && "PushManager" in window && "serviceWorker" in navigator;
  return {
    permission: () => (supported ? Notification.permission : null),
    requestPermission: () => Notification.requestPermission(),
    // `ready` never settles without a worker: ask for one first.
    registration: async () =>
      supported && (await navigator.serviceWorker.getRegistration())
        ? navigator.serviceWorker.ready
        : null,
    log: console,
    storage: window.localStorage,
    now: () => Date.now(),
  };
}
