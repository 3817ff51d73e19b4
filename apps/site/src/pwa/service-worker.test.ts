import { describe, expect, it, vi } from "vitest";

import { startServiceWorker, SW_URL, type ServiceWorkerEnv } from "./service-worker";

function env(check: Response | Error, registrations = 1) {
  const store = new Map<string, string>();
  const unregister = vi.fn(async () => true);
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const reload = vi.fn();
  const warn = vi.fn();
  const value: ServiceWorkerEnv = {
    serviceWorker: {
      register,
      getRegistrations: async () =>
        Array.from(
          { length: registrations },
          () => ({ unregister }) as unknown as ServiceWorkerRegistration,
        ),
    },
    fetch: vi.fn(async () => {
      if (check instanceof Error) throw check;
      return check.clone();
    }) as unknown as typeof fetch,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, v) => void store.set(key, v),
      removeItem: (key) => void store.delete(key),
    },
    reload,
    log: { info: vi.fn(), warn },
  };
  return { value, register, unregister, reload, warn };
}

const js = () =>
  new Response("self.x=1", { headers: { "content-type": "text/javascript; charset=utf-8" } });

describe("the service-worker.js check", () => {
  it("registers sw.js when service-worker.js is JavaScript", async () => {
    const { value, register, reload } = env(js());
    expect(await startServiceWorker(value)).toBe("registered");
    expect(register).toHaveBeenCalledWith(SW_URL, { scope: "/" });
    expect(reload).not.toHaveBeenCalled();
  });

  it("a 404 unregisters every worker and reloads once, never twice (no loop)", async () => {
    const first = env(new Response("Not found", { status: 404 }), 2);
    expect(await startServiceWorker(first.value)).toBe("unregistered");
    expect(first.unregister).toHaveBeenCalledTimes(2);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(first.register).not.toHaveBeenCalled();
    // The page after the reload: still 404, a worker registered again elsewhere, no reload.
    await startServiceWorker(first.value);
    expect(first.reload).toHaveBeenCalledTimes(1);
  });

  it("an answer that is not JavaScript (a host's HTML fallback) counts as missing", async () => {
    const { value, unregister, reload } = env(
      new Response("<!doctype html>", { headers: { "content-type": "text/html" } }),
    );
    expect(await startServiceWorker(value)).toBe("unregistered");
    expect(unregister).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("no worker to remove: nothing to reload", async () => {
    const { value, reload } = env(new Response("", { status: 404 }), 0);
    expect(await startServiceWorker(value)).toBe("unregistered");
    expect(reload).not.toHaveBeenCalled();
  });

  it("offline at start: keeps the worker (it is what serves the offline page)", async () => {
    const { value, unregister, register } = env(new TypeError("Failed to fetch"));
    expect(await startServiceWorker(value)).toBe("registered");
    expect(unregister).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalled();
  });

  it("without service-worker support only warns", async () => {
    const { value, warn } = env(js());
    delete value.serviceWorker;
    expect(await startServiceWorker(value)).toBe("unsupported");
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
