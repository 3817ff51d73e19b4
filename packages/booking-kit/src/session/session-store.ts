import { sessionUser, type SessionUser } from "@bookwell/contract";

/** Where the non-secret profile is kept: `localStorage` in a browser, memory elsewhere. */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStore {
  /** The stored profile, or null for a visitor. */
  get(): SessionUser | null;
  set(user: SessionUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** The spec's key for the stored session. */
export const SESSION_KEY = "session";

/**
 * The browser's "stored session": only the profile the UI needs (arnum, email, names, payment
 * flags). The real session is the server's HttpOnly cookie; nothing secret is stored here.
 * `storage` is read lazily, never at import or during a server render.
 */
export function createSessionStore(storage: () => SessionStorageLike | null): SessionStore {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; user: SessionUser | null } | null = null;

  const read = (): SessionUser | null => {
    const raw = storage()?.getItem(SESSION_KEY) ?? null;
    if (cached && cached.raw === raw) return cached.user;
    let user: SessionUser | null = null;
    if (raw) {
      try {
        const parsed = sessionUser.safeParse(JSON.parse(raw));
        user = parsed.success ? parsed.data : null;
      } catch {
        user = null;
      }
    }
    cached = { raw, user };
    return user;
  };
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: read,
    set(user) {
      storage()?.setItem(SESSION_KEY, JSON.stringify(user));
      notify();
    },
    clear() {
      storage()?.removeItem(SESSION_KEY);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
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
