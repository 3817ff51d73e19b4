/**
 * The key of the wizard's answers in `sessionStorage` (booking-storage's `wizardProgressStore`),
 * here so logout can clear it without loading the booking stores and their schemas.
 */
export const WIZARD_PROGRESS_KEY = "booking-progress";

/** What checks a stored value when it is read: a zod schema, or a check of the same shape. */
export interface StoredValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Where values are kept: `localStorage` in a browser, memory elsewhere. */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A stored `true`/`false` (the cookie consent), checked without zod: every page reads it. */
export const booleanCheck: StoredValueCheck<boolean> = {
  safeParse: (value) =>
    typeof value === "boolean" ? { success: true, data: value } : { success: false },
};

/** One JSON value kept in the browser's storage under a key, checked by a schema when read. */
export interface StoredValue<T> {
  get(): T | null;
  set(value: T): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The spec's stored items (the session's profile, questionnaire answers, the package data
 * carried between pages, chosen add-ons). Storage is read lazily, never at import or in a server render; a
 * value that no longer matches its schema reads as null.
 */
export function createStoredValue<T>(
  key: string,
  schema: StoredValueCheck<T>,
  storage: () => SessionStorageLike | null = browserStorage,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T | null } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const store: StoredValue<T> = {
    get() {
      const raw = storage()?.getItem(key) ?? null;
      if (cached && cached.raw === raw) return cached.value;
      let value: T | null = null;
      try {
        const parsed = raw ? schema.safeParse(JSON.parse(raw)) : null;
        value = parsed?.success ? parsed.data : null;
      } catch {
        value = null;
      }
      cached = { raw, value };
      return value;
    },
    set(value) {
      storage()?.setItem(key, JSON.stringify(value));
      notify();
    },
    clear() {
      storage()?.removeItem(key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(key, store as StoredValue<unknown>);
  return store;
}

/** The last store made for each key, so a key can be cleared without importing its module. */
const stores = new Map<string, StoredValue<unknown>>();

/**
 * Clears a stored value by its key: through its store when one was made (its subscribers are
 * told), else straight from `storage`. Logout clears the wizard's answers this way, so the
 * provider does not load the booking flow's stores (and their schemas) on every page.
 */
export function clearStoredValue(key: string, storage: () => SessionStorageLike | null): void {
  const store = stores.get(key);
  if (store) store.clear();
  else storage()?.removeItem(key);
}

const memory = new Map<string, string>();
const memoryStorage: SessionStorageLike = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function browserStorage(): SessionStorageLike | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}

/** `window.sessionStorage` (this tab only); memory when it cannot be used; none on a server. */
export function browserSessionStorage(): SessionStorageLike | null {
  if (typeof window === "undefined") return null;
  try {
    return window.sessionStorage;
  } catch {
    return memoryStorage;
  }
}
