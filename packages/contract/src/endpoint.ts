import type { z } from "zod";

/** HTTP methods the API uses. */
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call: "none" (anyone) or "session" (a logged-in customer; the server also checks
 * that any `{arnum}`, `{refnum}` or `{guid}` belongs to that customer, else 403); the staff
 * part: "staff" (a signed-in staff member, agent or admin) or "admin" (an admin only). A staff
 * call without a staff session is a 401; with a customer's session, or an agent's on an admin
 * call, a 403.
 */
export type Auth = "none" | "session" | "staff" | "admin";

/** One call of the API, as data. */
export type EndpointConfig = {
  /** Unique, stable, camelCase. The client's function of the same name calls it. */
  name: string;
  method: Method;
  /** Under `/api`, with `{param}` placeholders as the specs write them. */
  path: `/api/${string}`;
  auth: Auth;
  /** One line: what it is for (shown in the README table). */
  summary: string;
  /** Schema of the `{param}` values (strings). */
  params?: z.ZodType;
  /** Schema of the query string values. */
  query?: z.ZodType;
  /** Schema of the JSON body. */
  body?: z.ZodType;
  /** Schema of `data` in a successful envelope. */
  response: z.ZodType;
  /**
   * Calls that move money: the client must send an idempotency key (the `Idempotency-Key`
   * header), and the server must answer a repeated key with the first answer.
   */
  idempotent?: boolean;
};

/** Declares an endpoint, keeping every literal type (name, method, schemas) for inference. */
export function defineEndpoint<const E extends EndpointConfig>(endpoint: E): Readonly<E> {
  return Object.freeze(endpoint);
}

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** A part of the input: required when the endpoint declares a schema for it. */
type Part<E, K extends "params" | "query" | "body"> =
  SchemaOf<E, K> extends z.ZodType
    ? { [P in K]: z.input<SchemaOf<E, K>> }
    : { [P in K]?: undefined };

/** What a caller passes to an endpoint. */
export type EndpointInput<E extends EndpointConfig> = Part<E, "params"> &
  Part<E, "query"> &
  Part<E, "body"> & {
    /**
     * Sent as the `Idempotency-Key` header. Payment bodies carry `idempotencyKey` already and
     * the client sends that one when this is left out.
     */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

/** The parsed `data` a successful call gives. */
export type EndpointOutput<E extends EndpointConfig> = z.output<E["response"]>;

/** Types the server works with after parsing a request. */
export type EndpointParams<E extends EndpointConfig> = z.output<SchemaOf<E, "params"> & z.ZodType>;
export type EndpointQuery<E extends EndpointConfig> = z.output<SchemaOf<E, "query"> & z.ZodType>;
export type EndpointBody<E extends EndpointConfig> = z.output<SchemaOf<E, "body"> & z.ZodType>;
/** What the server's handler must put in `data` (before the response schema's transforms). */
export type EndpointData<E extends EndpointConfig> = z.input<E["response"]>;

/** The `{param}` names of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** A path template in Hono's (and Express's) syntax: `/api/booking/timeslots/:jobnum`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** Fills a path template; each value is percent-encoded as one path segment. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === "") {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Builds a query string (with "?") from defined values; arrays repeat the key. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}
