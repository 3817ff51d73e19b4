import { describe, expect, it, vi } from "vitest";

import { createSessionStore, SESSION_KEY, type SessionStorageLike } from "./session-store";

const alice = {
  arnum: "AR1001",
  email: "alice@example.com",
  firstname: "Alice",
  lastname: "Smith",
  mobile: "07700900001",
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};

function memoryStorage(): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("createSessionStore", () => {
  it("stores, reads and clears the profile under the spec's key, telling subscribers", () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set(alice);
    expect(JSON.parse(storage.data.get(SESSION_KEY)!)).toEqual(alice);
    expect(store.get()).toEqual(alice);
    store.clear();
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("returns the same object until the stored value changes (stable for useSyncExternalStore)", () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    store.set(alice);
    expect(store.get()).toBe(store.get());
  });

  it("treats a damaged or foreign value as no session", () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    storage.data.set(SESSION_KEY, "{not json");
    expect(store.get()).toBeNull();
    storage.data.set(SESSION_KEY, JSON.stringify({ arnum: "AR1" }));
    expect(store.get()).toBeNull();
  });

  it("works with no storage at all (a server render)", () => {
    const store = createSessionStore(() => null);
    expect(store.get()).toBeNull();
    expect(() => store.set(alice)).not.toThrow();
  });
});
