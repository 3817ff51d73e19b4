import { fail, serverTexts } from "@bookwell/contract";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export interface RequestLimits {
  /** Largest request body read, in bytes (`MAX_BODY_BYTES`); over it: 413. */
  maxBodyBytes: number;
  /** Longest URL (path and query), in characters; over it: 414. */
  maxUrlLength: number;
  /** Largest total of header names and values, in bytes; over it: 431. */
  maxHeaderBytes: number;
}

export const DEFAULT_LIMITS: RequestLimits = {
  maxBodyBytes: 1024 * 1024,
  maxUrlLength: 8 * 1024,
  maxHeaderBytes: 16 * 1024,
};

/** The limits from the environment (`MAX_BODY_BYTES`), the defaults otherwise. */
export function limitsFromEnv(env: Record<string, string | undefined>): RequestLimits {
  const bytes = Number(env.MAX_BODY_BYTES);
  return {
    ...DEFAULT_LIMITS,
    ...(Number.isInteger(bytes) && bytes > 0 ? { maxBodyBytes: bytes } : {}),
  };
}

/**
 * Bounded requests: a URL or headers over their limits are refused before anything else, and
 * a body over its limit is refused by its Content-Length alone, or, streamed without one, as
 * soon as the bytes read pass the limit (never read to its end).
 */
export function requestLimits(limits: RequestLimits = DEFAULT_LIMITS): MiddlewareHandler {
  const body = bodyLimit({
    maxSize: limits.maxBodyBytes,
    onError: (c) => c.json(fail(serverTexts.requestTooLarge), 413),
  });
  return async (c, next) => {
    const url = c.req.url;
    const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    if (target.length > limits.maxUrlLength) return c.json(fail(serverTexts.requestTooLarge), 414);
    let headerBytes = 0;
    c.req.raw.headers.forEach((value, name) => {
      headerBytes += name.length + value.length;
    });
    if (headerBytes > limits.maxHeaderBytes) return c.json(fail(serverTexts.requestTooLarge), 431);
    // Judged without touching `c.req.raw.body` where the headers say enough: on Node, asking
    // for it makes @hono/node-server build a whole fetch Request (a stream, an abort signal)
    // for every call, about a sixth of a small call's CPU time. A GET or HEAD has no body; a
    // Content-Length without Transfer-Encoding is the body's size (as Hono's `bodyLimit`
    // judges it); a streamed body is still counted as it is read.
    if (!mayCarryBody(c.req.method)) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(length, 10) > limits.maxBodyBytes
        ? c.json(fail(serverTexts.requestTooLarge), 413)
        : next();
    }
    return body(c, next);
  };
}

/** Whether a request of this method may carry a body (Node's server reads none for these). */
export function mayCarryBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "TRACE";
}
