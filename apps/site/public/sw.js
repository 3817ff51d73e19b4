/* global self, caches */
/*
 * Bookwell's service worker (visitor-and-entry.md: "sw.js, version 1"). Written by hand: it
 * does three small things, fewer lines than a toolkit's configuration.
 *
 * - Pages (navigations) always come from the network, so a deploy is never hidden behind a
 *   stale page (the version banner still announces a new build to open pages); when the
 *   network is down, the offline page answers instead.
 * - Built assets (/assets/*, named by their content's hash) are cached as they are fetched and
 *   served from the cache afterwards; a new build has new names, and old caches are dropped
 *   when a new worker version activates. The API (/api/*) is never cached.
 * - Push: a payload `{ title, body, url }` becomes a notification; a click opens its url.
 */
const SW_VERSION = 1;
const SHELL_CACHE = `bookwell-shell-v${SW_VERSION}`;
const ASSET_CACHE = `bookwell-assets-v${SW_VERSION}`;
const OFFLINE_URL = "/offline.html";
const SHELL = [
  OFFLINE_URL,
  "/favicon.svg",
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("bookwell-") && !name.endsWith(`-v${SW_VERSION}`))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "version") event.source?.postMessage({ swVersion: SW_VERSION });
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_URL).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(ASSET_CACHE).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ??
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }

  if (SHELL.includes(url.pathname)) {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(url.pathname).then((cached) => cached ?? Response.error()),
      ),
    );
  }
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Bookwell", {
      body: data.body || "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: data.url || "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
