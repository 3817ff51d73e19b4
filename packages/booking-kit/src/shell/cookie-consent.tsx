"use client";
import { CookieBanner, type CookieBannerProps, cn } from "@bookwell/ui";
import * as React from "react";

import { booleanCheck, createStoredValue, type StoredValue } from "../lib/stored-value";

/** The spec's stored choice: `true` (accepted) or `false` (cancelled). */
export const COOKIE_CONSENT_KEY = "cookieConsent";

/** The attribute the early script puts on `<html>` once a choice is stored: the banner hides. */
export const COOKIE_CONSENT_ATTRIBUTE = "data-cookie-consent";

/**
 * A classic script for the page's `<head>` (with the page's CSP nonce), so a server-rendered
 * banner never paints for a visitor who has already chosen: before the body is parsed, it
 * reads `localStorage.cookieConsent` and, when it holds a choice, marks `<html>` with
 * `data-cookie-consent`, under which the banner is `display: none` until React removes it.
 * Without it (or with a `store` of your own) the banner paints with the HTML for every
 * visitor and goes away once hydrated: render `CookieConsent` only in the browser then.
 * No quotes or angle brackets, so React writes it as is inside a `<script>`.
 */
export const COOKIE_CONSENT_SCRIPT =
  "try{var c=localStorage.getItem(`cookieConsent`);" +
  "if(c===`true`||c===`false`)document.documentElement.setAttribute(`data-cookie-consent`,c)}catch(e){}";

const defaultStore = createStoredValue(COOKIE_CONSENT_KEY, booleanCheck);

/** The stored choice `CookieConsent` keeps by default; other notices wait while it is unmade. */
export const cookieConsentStore: StoredValue<boolean> = defaultStore;

const subscribeNothing = () => () => {};

export type CookieConsentProps = Omit<CookieBannerProps, "onAccept" | "onCancel"> & {
  /** Where the choice is kept; `localStorage["cookieConsent"]` by default. */
  store?: StoredValue<boolean>;
};

/**
 * The cookie banner with its stored choice: Accept stores true, Cancel stores false, and
 * either hides it for good. Server-rendered: the banner is in the first HTML, so a first
 * visit paints it with the page, not after the page's scripts; `COOKIE_CONSENT_SCRIPT` in the
 * head hides it for a visitor who has already chosen until hydration reads the choice and
 * removes it, so it never flashes. Rendered in the browser alone, the choice is read first.
 */
export function CookieConsent({ store = defaultStore, className, ...props }: CookieConsentProps) {
  // The server, and the browser while hydrating, render the banner; the stored choice then
  // removes it (hidden by the early script meanwhile).
  const choice = React.useSyncExternalStore(store.subscribe, store.get, () => null);
  const hydrated = React.useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (choice !== null) return null;
  return (
    <CookieBanner
      onAccept={() => store.set(true)}
      onCancel={() => store.set(false)}
      className={cn("[[data-cookie-consent]_&]:hidden", className)}
      // Before hydration its buttons have no handler yet: said disabled (a tap lands on them
      // and does nothing, rather than on the page behind; tests wait for them to work).
      aria-disabled={hydrated ? undefined : true}
      {...props}
    />
  );
}
