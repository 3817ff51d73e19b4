// Renders @bookwell/booking-kit, installed from its tarball, on the server: the provider and
// every composite it exports must render without `window`, `document` or storage.
// check-packages.sh runs it inside the second brand's install (the three tarballs and React).
import assert from "node:assert/strict";

import { createApiClient } from "@bookwell/contract";
import * as kit from "@bookwell/booking-kit";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";

assert.equal(typeof globalThis.window, "undefined");
assert.equal(typeof globalThis.document, "undefined");

const client = createApiClient({
  baseUrl: "http://api.invalid",
  fetch: () => new Promise(() => {}),
});
const settings = {
  hotline: "020 7946 0000",
  hours: "8am to 8pm daily",
  currency: "GBP",
  defaultCountry: "United Kingdom",
  timeZone: "Europe/London",
  payment: {},
  social: { google: false, facebook: false },
};

const html = renderToString(
  h(kit.BookingKitProvider, { client, settings, onNavigate: () => {} }, h("main", null, "kit")),
);
assert.match(html, /<main>kit<\/main>/);

// Every exported component that takes no required props renders too.
let rendered = 0;
for (const [name, value] of Object.entries(kit)) {
  if (!/^[A-Z]/.test(name) || typeof value !== "function" || name === "BookingKitProvider")
    continue;
  try {
    renderToString(h(kit.BookingKitProvider, { client, settings, onNavigate: () => {} }, h(value)));
    rendered += 1;
  } catch (error) {
    // A component that needs props says so with a TypeError on undefined props; anything
    // touching the DOM fails with a ReferenceError, which is what this check is for.
    if (error instanceof ReferenceError) throw new Error(`${name} touches ${error.message}`);
  }
}
console.log(`booking kit rendered on the server: provider + ${rendered} composites, no DOM`);
