import { z } from "zod";

import type { EndpointConfig } from "./endpoint";
import { INVOICE_PATH } from "./download-links";
import { id } from "./primitives";

/**
 * Calls that answer a file (a PDF) instead of the JSON envelope. They are kept out of the
 * `endpoints` registry on purpose: the typed client reads every answer as an envelope, so a
 * `client.bookingInvoice()` would only ever fail. A page links to a download instead, and the
 * browser fetches it with the session cookie:
 *
 * ```tsx
 * <a href={invoiceUrl(refnum)} download>Invoice</a>
 * ```
 *
 * The server registers them with the same checks as the registry's calls (session, the
 * record's owner, the params' schema); a refusal is still the envelope (`fail(...)`), with
 * 401, 403 or 400.
 */
export type DownloadConfig = Pick<EndpointConfig, "name" | "path" | "auth" | "summary"> & {
  method: "GET";
  /** Schema of the `{param}` values (strings). */
  params?: z.ZodType;
  /** The media type of a successful answer. */
  contentType: string;
};

/** Declares a download, keeping its literal types (as `defineEndpoint` does for calls). */
export function defineDownload<const D extends DownloadConfig>(download: D): Readonly<D> {
  return Object.freeze(download);
}

export const downloads = {
  bookingInvoice: defineDownload({
    name: "bookingInvoice",
    method: "GET",
    path: INVOICE_PATH,
    auth: "session",
    summary: "The booking's invoice as a PDF (the booking's owner only)",
    params: z.object({ refnum: id }),
    contentType: "application/pdf",
  }),
} as const satisfies Record<string, DownloadConfig>;

export type Downloads = typeof downloads;
export type DownloadName = keyof Downloads;
export type AnyDownload = Downloads[DownloadName] & DownloadConfig;
/** Every download, in declaration order (for route registration and tests). */
export const downloadList: readonly AnyDownload[] = Object.values(downloads);
