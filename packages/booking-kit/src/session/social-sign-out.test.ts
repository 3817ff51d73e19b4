import { describe, expect, it, vi } from "vitest";

import { rememberSocialSignIn, signOutOfSocial } from "./social-sign-out";

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("logout signs out of social sign-in if connected", () => {
  it("a Google session: Google stops picking the account by itself, once", () => {
    const store = memory();
    const google = { disableAutoSelect: vi.fn() };
    rememberSocialSignIn("google", store);
    expect(signOutOfSocial(store, google)).toBe(true);
    expect(google.disableAutoSelect).toHaveBeenCalledTimes(1);
    // The next logout (a password session) leaves Google alone.
    expect(signOutOfSocial(store, google)).toBe(false);
    expect(google.disableAutoSelect).toHaveBeenCalledTimes(1);
  });

  it("a password session touches nothing of Google's", () => {
    const google = { disableAutoSelect: vi.fn() };
    expect(signOutOfSocial(memory(), google)).toBe(false);
    expect(google.disableAutoSelect).not.toHaveBeenCalled();
  });

  it("Google's script gone (blocked, never loaded): the mark still goes, nothing throws", () => {
    const store = memory();
    rememberSocialSignIn("google", store);
    expect(signOutOfSocial(store, undefined)).toBe(true);
    expect(store.getItem("bookwell.socialSignIn")).toBeNull();
  });
});
