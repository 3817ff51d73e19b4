"use client";
import { CookieBanner, type CookieBannerProps } from "@bookwell/ui";
import * as React from "react";

import { booleanCheck, createStoredValue, type StoredValue } from "../session/stored-value";

/** The spec's stored choice: `true` (accepted) or `false` (cancelled). */
export const COOKIE_CONSENT_KEY = "cookieConsent";

const defaultStore = createStoredValue(COOKIE_CONSENT_KEY, booleanCheck);

export type CookieConsentProps = Omit<CookieBannerProps, "onAccept" | "onCancel"> & {
  /** Where the choice is kept; `localStorage["cookieConsent"]` by default. */
  store?: StoredValue<boolean>;
};

const subscribeNothing = () => () => {};

/**
 * The cookie banner with its stored choice: Accept stores true, Cancel stores false, and
 * either hides it for good. Nothing shows in a server render or before the stored choice is
 * read, so a returning visitor never sees it flash.
 */
export function CookieConsent({ store = defaultStore, ...props }: CookieConsentProps) {
  const hydrated = React.useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const choice = React.useSyncExternalStore(store.subscribe, store.get, () => null);
  if (!hydrated || choice !== null) return null;
  return (
    <CookieBanner onAccept={() => store.set(true)} onCancel={() => store.set(false)} {...props} />
  );
}
