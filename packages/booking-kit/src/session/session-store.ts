import { sessionUserCheck, type SessionUser } from "@bookwell/contract";

import { createStoredValue, type SessionStorageLike, type StoredValue } from "../lib/stored-value";

export type { SessionStorageLike } from "../lib/stored-value";

export interface SessionStore extends StoredValue<SessionUser> {
  /** The stored profile, or null for a visitor. */
  get(): SessionUser | null;
}

/** The spec's key for the stored session. */
export const SESSION_KEY = "session";

/**
 * The browser's "stored session": only the profile the UI needs (arnum, email, names, payment
 * flags). The real session is the server's HttpOnly cookie; nothing secret is stored here.
 * `storage` is read lazily, never at import or during a server render; a stored value that
 * no longer matches the profile's schema reads as a visitor (checked without zod: every page
 * reads it to hydrate).
 */
export function createSessionStore(storage: () => SessionStorageLike | null): SessionStore {
  return createStoredValue(SESSION_KEY, sessionUserCheck, storage);
}

/** A store over `window.localStorage`, or memory when there is none (server, private mode). */
export function createBrowserSessionStore(): SessionStore {
  const memory = new Map<string, string>();
  const fallback: SessionStorageLike = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  return createSessionStore(() => {
    if (typeof window === "undefined") return null;
    try {
      return window.localStorage;
    } catch {
      return fallback;
    }
  });
}
