/* global self */
/*
 * The file the site checks at start (visitor-and-entry.md section 4): while it is served as
 * JavaScript the service worker stays; when a deployment answers 404 or something that is not
 * JavaScript for it, every page unregisters its worker and reloads once. The worker itself is
 * /sw.js; this file only has to exist. Deleting it is how a deployment retires the worker.
 */
self.addEventListener("install", () => self.skipWaiting());
