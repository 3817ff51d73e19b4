import { fail, serverTexts } from "@bookwell/contract";
import type { MiddlewareHandler } from "hono";

import { mayCarryBody } from "./limits";

/** How deep a JSON body may nest: the contract's bodies nest a few levels, never near this. */
export const MAX_JSON_DEPTH = 16;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL and every handler can take: no NUL byte, no lone surrogate. */
export function acceptableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** Decodes one URL component, or null when its percent-encoding is malformed. */
function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Whether a request URL's path segments and query keys and values decode to acceptable
 * text: malformed percent-encoding (`%C0%AE`, `%E0%A4`, `%zz`), an encoded NUL (`%00`) or
 * a lone surrogate is refused here, before a router or handler decodes it.
 */
export function acceptableUrl(url: string): boolean {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const rest = start < 0 ? "" : url.slice(start);
  const hash = rest.indexOf("#");
  const target = hash < 0 ? rest : rest.slice(0, hash);
  const question = target.indexOf("?");
  const path = question < 0 ? target : target.slice(0, question);
  const query = question < 0 ? "" : target.slice(question + 1);
  const parts = [
    ...path.split("/"),
    ...query.split("&").flatMap((pair) => pair.replace(/\+/g, " ").split("=")),
  ];
  for (const part of parts) {
    const decoded = decodeComponent(part);
    if (decoded === null || !acceptableText(decoded)) return false;
  }
  return true;
}

/**
 * Whether a parsed JSON value is acceptable: every key and string acceptable text, nested
 * at most {@link MAX_JSON_DEPTH} deep. Iterative, so a hostile depth cannot overflow the stack.
 */
export function acceptableJson(value: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: next, depth } = stack.pop()!;
    if (typeof next === "string") {
      if (!acceptableText(next)) return false;
    } else if (next !== null && typeof next === "object") {
      if (depth >= MAX_JSON_DEPTH) return false;
      for (const [key, item] of Object.entries(next)) {
        if (!acceptableText(key)) return false;
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return true;
}

const isJson = (type: string | undefined) =>
  !!type && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * Input at the edge: the URL, and a JSON body, must be text a handler and the database can
 * take, or the request gets the contract's 400 envelope before any route runs. A body that
 * is not JSON at all is left to the route (its schema answers its own 400).
 */
export function edgeInput(): MiddlewareHandler {
  return async (c, next) => {
    const refuse = () => c.json(fail(serverTexts.inputNotAccepted), 400);
    if (!acceptableUrl(c.req.url)) return refuse();
    // The method, not `c.req.raw.body`, says whether to look: see `requestLimits`.
    if (mayCarryBody(c.req.method) && isJson(c.req.header("content-type"))) {
      let body: unknown;
      try {
        // Hono keeps the parsed body: the route's own `c.req.json()` gets it again.
        body = await c.req.json();
      } catch {
        return next();
      }
      if (!acceptableJson(body)) return refuse();
    }
    return next();
  };
}
