import { useEffect } from "react";

import { browserServiceWorkerEnv, startServiceWorker } from "./service-worker";

/**
 * Starts the service worker once the page has loaded (never before the first paint): the
 * `service-worker.js` check, then `sw.js`. Renders nothing.
 */
export function ServiceWorkerStart() {
  useEffect(() => {
    const start = () => void startServiceWorker(browserServiceWorkerEnv());
    if (document.readyState === "complete") {
      start();
      return;
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return null;
}
