import { buildPath } from "./endpoint";

/** Where a booking's invoice is downloaded (the `bookingInvoice` download's path). */
export const INVOICE_PATH = "/api/mybooking/invoice/{refnum}";

/**
 * The link to a booking's invoice (the spec's "invoice link" on Booking details), a PDF
 * named after the booking: `invoiceUrl("RF7001-01")` → `/api/mybooking/invoice/RF7001-01`.
 * `baseUrl` is where the API lives, as given to `createApiClient` ("" for the same origin).
 *
 * Apart from the downloads' declarations (`downloads.ts`) and their schemas, so a page that
 * links to an invoice does not load zod.
 */
export function invoiceUrl(refnum: string, baseUrl = ""): string {
  return baseUrl.replace(/\/+$/, "") + buildPath(INVOICE_PATH, { refnum });
}
