/**
 * The service worker's start-up (visitor-and-entry.md sections 4 and 9): `sw.js` (version 1)
 * is registered, after the spec's check that `service-worker.js` exists. A 404, or an answer
 * that is not JavaScript (a host's HTML fallback), unregisters every worker of this site and
 * reloads the page once; a flag in sessionStorage stops a second reload, so a site without
 * the file never loops. No worker support: a warning in the console, nothing else.
 */
export const SW_URL = "/sw.js";
export const SW_CHECK_URL = "/service-worker.js";
export const SW_VERSION = 1;
const RELOADED_FLAG = "bookwell.sw-unregistered";

export interface ServiceWorkerEnv {
  serviceWorker?: Pick<ServiceWorkerContainer, "register" | "getRegistrations">;
  fetch: typeof fetch;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  reload: () => void;
  log: Pick<Console, "info" | "warn">;
}

export type ServiceWorkerOutcome = "unsupported" | "registered" | "unregistered" | "failed";

const isJavaScript = (response: Response) =>
  /\b(java|ecma)script\b/i.test(response.headers.get("content-type") ?? "");

export async function startServiceWorker(env: ServiceWorkerEnv): Promise<ServiceWorkerOutcome> {
  if (!env.serviceWorker) {
    env.log.warn("Service workers are not supported here: no offline page and no push.");
    return "unsupported";
  }
  let check: Response | null = null;
  try {
    check = await env.fetch(SW_CHECK_URL, { cache: "no-store" });
  } catch {
    // Offline, or the server is down: keep whatever worker there is (it serves the offline page).
    check = null;
  }
  if (check && (check.status === 404 || !check.ok || !isJavaScript(check))) {
    const registrations = await env.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (registrations.length > 0 && !env.storage.getItem(RELOADED_FLAG)) {
      env.storage.setItem(RELOADED_FLAG, "1");
      env.reload();
    }
    return "unregistered";
  }
  if (check) env.storage.removeItem(RELOADED_FLAG);
  try {
    await env.serviceWorker.register(SW_URL, { scope: "/" });
    return "registered";
  } catch (error) {
    env.log.warn(`The service worker could not be registered: ${(error as Error).message}`);
    return "failed";
  }
}

/** The browser's own environment for `startServiceWorker`. */
export function browserServiceWorkerEnv(): ServiceWorkerEnv {
  return {
    ...("serviceWorker" in navigator ? { serviceWorker: navigator.serviceWorker } : {}),
    fetch: window.fetch.bind(window),
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    log: console,
  };
}
