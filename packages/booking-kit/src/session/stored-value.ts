import type { z } from "zod";

/** Where values are kept: `localStorage` in a browser, memory elsewhere. */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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
  schema: z.ZodType<T>,
  storage: () => SessionStorageLike | null = browserStorage,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T | null } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  return {
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
