import { metadataPath } from "./meta";

/**
 * The pages without data of their own: no server loader, their name a constant (their route
 * `handle`'s `pageTitle`). The root sends their CMS head with every page's data, so a
 * navigation in the browser to one of them asks the server nothing: the root's data is not
 * revalidated for it (`root.tsx`'s `shouldRevalidate`), and it has no loader to call. Each
 * other path's head comes with its navigation's data. `head-only-pages.test.ts` holds this
 * list to the route modules.
 */
export const HEAD_ONLY_PATHS: readonly string[] = [
  "/package-listing",
  "/service-booking",
  "/addon-listing",
  "/schedule-assessment",
  "/payment-successfully",
  "/paynow-qrcode",
  "/enquiry",
  "/corporate-enquiry",
  "/thankyou",
  "/404",
];

const headOnly = new Set(HEAD_ONLY_PATHS.map(metadataPath));

/** Whether the root's data holds `pathname`'s head already (matched as the metadata is). */
export function headComesWithRoot(pathname: string): boolean {
  return headOnly.has(metadataPath(pathname));
}
