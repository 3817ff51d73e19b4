/**
 * "Logout ... logs out of social sign-in if connected" (visitor-and-entry.md section 4). A
 * Google sign-in is remembered for this tab's session; at logout Google Identity Services is
 * told not to pick this account again by itself (`disableAutoSelect`, Google's sign-out for
 * One Tap and the button), and the mark goes. A password session touches nothing of Google's.
 */
import { browserSessionStorage } from "../lib/stored-value";

const KEY = "bookwell.socialSignIn";

/** After a successful Google sign-in. */
export function rememberSocialSignIn(provider: "google", store = browserSessionStorage()): void {
  store?.setItem(KEY, provider);
}

/** At logout: signs out of Google when the session came from it; true if it did. */
export function signOutOfSocial(
  store = browserSessionStorage(),
  google: { disableAutoSelect?: () => void } | undefined = typeof window === "undefined"
    ? undefined
    : window.google?.accounts?.id,
): boolean {
  const provider = store?.getItem(KEY);
  store?.removeItem(KEY);
  if (provider !== "google") return false;
  google?.disableAutoSelect?.();
  return true;
}
