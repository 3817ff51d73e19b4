/**
 * The server-rendered pages a visitor without a session gets, kept for a few seconds: a page
 * for nobody in particular is the same for every such visitor, and rendering it (the content
 * calls, React, the sanitiser) is most of a page's cost. Only what is the same for everyone is
 * kept: a GET with no cookie at all (a customer's session is a cookie), answered 200 with HTML,
 * setting no cookie and not marked private or no-store. The CSP nonce is per response: the
 * kept copy is the text around the nonce, and every answer from the cache gets its own
 * request's nonce (a random base64 value: it never occurs in a page by chance).
 */

import { gzipTemplate, type GzipTemplate } from "./gzip-template";

/**
 * A kept page's response with this response's nonce: gzipped when the browser takes gzip,
 * from the page's template (compressed once; the generic compression middleware, which leaves
 * an answer with a Content-Encoding alone, took several times the whole render's cost).
 */
function pageResponse(page: KeptPage, nonce: string, acceptEncoding: string | null): Response {
  const init = { status: page.status, headers: page.headers };
  const gzip = /\bgzip\b/i.test(acceptEncoding ?? "");
  if (!gzip || Buffer.byteLength(nonce) !== page.nonceBytes) {
    return new Response(page.parts.join(nonce), init);
  }
  page.gzip ??= gzipTemplate(page.parts, page.nonceBytes);
  const headers = new Headers(page.headers);
  headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  headers.delete("Content-Length");
  const body = page.gzip.fill(nonce);
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: page.status,
    headers,
  });
}

export interface PageCacheOptions {
  /** How long a page is kept, in ms; 0 keeps nothing. */
  ttlMs: number;
  /** The most pages kept (query strings make new keys); the oldest go first. */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface KeptPage {
  until: number;
  status: number;
  headers: [string, string][];
  /** The page's text around its nonces. */
  parts: string[];
  nonceBytes: number;
  /** Made on the first gzip answer. */
  gzip?: GzipTemplate;
}

/** Headers the page server sets per response: never kept. */
const PER_RESPONSE = new Set(["content-security-policy", "content-security-policy-report-only"]);

export function createPageCache({ ttlMs, maxEntries = 500, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, KeptPage>();
  return {
    /** The key of a request whose page may be shared, or null for one that is a customer's. */
    keyOf(request: Request, variant: string): string | null {
      if (ttlMs <= 0 || request.method !== "GET" || request.headers.has("cookie")) return null;
      return `${variant} ${request.url}`;
    },
    /** The kept page for `key` with this response's nonce, or null. */
    get(key: string, nonce: string, acceptEncoding: string | null): Response | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.until <= now()) {
        pages.delete(key);
        return null;
      }
      return pageResponse(page, nonce, acceptEncoding);
    },
    /**
     * Keeps `response` when it is shareable and gives back an equal response (its body has been
     * read); any other response comes back as it is.
     */
    async keep(
      key: string,
      nonce: string,
      response: Response,
      acceptEncoding: string | null,
    ): Promise<Response> {
      const cacheControl = response.headers.get("cache-control") ?? "";
      const shareable =
        response.status === 200 &&
        (response.headers.get("content-type") ?? "").startsWith("text/html") &&
        !response.headers.has("set-cookie") &&
        !/no-store|private/i.test(cacheControl);
      if (!shareable) return response;
      const body = await response.text();
      const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      const page: KeptPage = {
        until: now() + ttlMs,
        status: response.status,
        headers,
        parts: nonce ? body.split(nonce) : [body],
        nonceBytes: Buffer.byteLength(nonce),
      };
      pages.set(key, page);
      return pageResponse({ ...page, headers: [...response.headers] }, nonce, acceptEncoding);
    },
    clear: () => pages.clear(),
  };
}
