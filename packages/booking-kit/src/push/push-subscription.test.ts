import { describe, expect, it, vi } from "vitest";

import {
  currentDeviceToken,
  withDeviceToken,
  PUSH_ASK_AGAIN_MS,
  PUSH_DISMISSED_KEY,
  shouldOfferPush,
  subscribeToPush,
  type PushBrowser,
  type PushPermission,
} from "./push-subscription";

const NOW = Date.parse("2026-11-25T20:00:00Z");
const json = { endpoint: "https://push.example.com/a", keys: { p256dh: "p", auth: "a" } };

function fake(permission: PushPermission | null, answer: PushPermission = "granted") {
  const store = new Map<string, string>();
  const subscribe = vi.fn(async () => ({ toJSON: () => json }) as unknown as PushSubscription);
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = answer)),
    registration: async () =>
      ({ pushManager: { getSubscription: async () => null, subscribe } }) as never,
    log: { info: vi.fn(), warn: vi.fn() },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => NOW,
  };
  return { browser, store, subscribe };
}

describe("push in the browser", () => {
  it("offers reminders only to a logged-in customer, at the site's moment, undecided, with push on", () => {
    const at = { loggedIn: true, moment: true, vapidKey: "BKey" };
    expect(shouldOfferPush(fake("default").browser, at)).toBe(true);
    expect(shouldOfferPush(fake("default").browser, { ...at, loggedIn: false })).toBe(false);
    expect(shouldOfferPush(fake("default").browser, { ...at, moment: false })).toBe(false);
    expect(shouldOfferPush(fake("default").browser, { ...at, vapidKey: null })).toBe(false);
    expect(shouldOfferPush(fake("granted").browser, at)).toBe(false);
    expect(shouldOfferPush(fake("denied").browser, at)).toBe(false);
    expect(shouldOfferPush(fake(null).browser, at)).toBe(false);
    const later = fake("default");
    later.store.set(PUSH_DISMISSED_KEY, String(NOW - PUSH_ASK_AGAIN_MS + 1));
    expect(shouldOfferPush(later.browser, at)).toBe(false);
    later.store.set(PUSH_DISMISSED_KEY, String(NOW - PUSH_ASK_AGAIN_MS));
    expect(shouldOfferPush(later.browser, at)).toBe(true);
  });

  it("subscribes with the VAPID key after a granted permission and saves the deviceToken", async () => {
    const { browser, subscribe } = fake("default");
    const save = vi.fn(async () => undefined);
    expect(await subscribeToPush(browser, "AQID", save)).toBe("subscribed");
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(save).toHaveBeenCalledWith(JSON.stringify(json));
  });

  it("denied consent only logs; unsupported push logs a warning; neither saves", async () => {
    const denied = fake("default", "denied");
    const save = vi.fn(async () => undefined);
    expect(await subscribeToPush(denied.browser, "AQID", save)).toBe("denied");
    expect(denied.browser.log.info).toHaveBeenCalledOnce();
    const unsupported = fake(null);
    expect(await subscribeToPush(unsupported.browser, "AQID", save)).toBe("unsupported");
    expect(unsupported.browser.log.warn).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });

  it("a login's deviceToken is the existing subscription when granted, and never holds the login up", async () => {
    const granted = fake("granted");
    granted.browser.registration = async () =>
      ({ pushManager: { getSubscription: async () => ({ toJSON: () => json }) } }) as never;
    expect(await currentDeviceToken(granted.browser)).toBe(JSON.stringify(json));
    expect(await currentDeviceToken(fake("default").browser)).toBeUndefined();
    const stuck = fake("granted");
    stuck.browser.registration = () => new Promise(() => undefined);
    expect(await currentDeviceToken(stuck.browser, 20)).toBeUndefined();
  });

  it("both logins (e-mail and Google) carry the subscription as deviceToken, or nothing", async () => {
    const granted = fake("granted");
    granted.browser.registration = async () =>
      ({ pushManager: { getSubscription: async () => ({ toJSON: () => json }) } }) as never;
    expect(await withDeviceToken({ adapter: "google" }, granted.browser)).toEqual({
      adapter: "google",
      deviceToken: JSON.stringify(json),
      deviceType: "web",
    });
    expect(await withDeviceToken({ userEmail: "a@b.co" }, fake("default").browser)).toEqual({
      userEmail: "a@b.co",
    });
  });
});
