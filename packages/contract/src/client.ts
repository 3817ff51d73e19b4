import type { EndpointConfig, EndpointInput, EndpointOutput } from "./endpoint";
import { buildPath, buildQuery } from "./endpoint";
import {
  endpointRoutes,
  responseGroupOf,
  type EndpointRoute,
  type ResponseGroup,
} from "./endpoint-routes";
import type { EndpointName, Endpoints } from "./endpoints";
import type * as Envelope from "./envelope";
import type { Meta } from "./envelope";
import { messages } from "./messages";

/** A call's answer schema, by endpoint name. */
type Responses = Readonly<Record<string, EndpointConfig["response"]>>;

/**
 * The answer schemas of each part of the API (`responses/`), each module with the entities'
 * schemas and the parts of zod it uses. Never `import("zod")` itself: a module imported whole
 * keeps every export, and zod's are its 63 locales and its JSON-schema tools, 89 KB gzip where
 * the parts the schemas use are 25 KB (the site's byte budget weighs this load).
 */
const responseModules: Record<ResponseGroup, () => Promise<Responses>> = {
  content: () => import("./responses/content-responses").then((module) => module.contentResponses),
  auth: () => import("./responses/auth-responses").then((module) => module.authResponses),
  booking: () => import("./responses/booking-responses").then((module) => module.bookingResponses),
  account: () => import("./responses/account-responses").then((module) => module.accountResponses),
  staff: () => import("./responses/staff-responses").then((module) => module.staffResponses),
};

type Checks = { envelope: typeof Envelope; responses: Responses };

/**
 * The schemas a call's answer is checked with: the envelope's and its part of the API's,
 * loaded once per part, when its first call is made (they stay off a first load, and the
 * package listing's call does not load the account area's). Making them is script the browser
 * runs in one task per import whose modules have arrived, so the less a page loads, the
 * shorter that task. A failed load is tried again on the next call.
 */
const checksByGroup = new Map<ResponseGroup, Promise<Checks>>();
function loadChecks(group: ResponseGroup): Promise<Checks> {
  let checks = checksByGroup.get(group);
  if (!checks) {
    checks = Promise.all([import("./envelope"), responseModules[group]()]).then(
      ([envelope, responses]) => ({ envelope, responses }),
      (error: unknown) => {
        checksByGroup.delete(group);
        throw error;
      },
    );
    checksByGroup.set(group, checks);
  }
  return checks;
}

/**
 * Why a call failed:
 * - "network": the request never got an answer (offline, DNS, CORS, aborted).
 * - "empty": an answer without a body.
 * - "unauthorized": HTTP 401; the session is gone.
 * - "server": the server said no (`meta.responseCode` other than "S", or `{ error }`);
 *   `message` is its text, to show as is.
 * - "invalid-response": a body that is not JSON, not an envelope, or whose data does not
 *   match the endpoint's response schema.
 */
export type ApiErrorKind = "network" | "empty" | "unauthorized" | "server" | "invalid-response";

/** A failed call. `message` is always a text fit to show the customer. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  /** The endpoint's name. */
  readonly endpoint: string;
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined;
  /** `meta.responseCode` for "server" failures that came in an envelope. */
  readonly responseCode: string | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { endpoint: string; status?: number; responseCode?: string; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.responseCode = details.responseCode;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type ApiClientOptions = {
  /** Where the API lives, without `/api` ("" for the same origin, "https://api.example.com"). */
  baseUrl: string;
  /** The fetch to use (defaults to the global one); tests pass a fake. */
  fetch?: typeof globalThis.fetch;
  /** Called on every 401 before the call rejects: clear the stored session, go to `/`. */
  onUnauthorized?: (error: ApiError) => void;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
};

/** Arguments of an endpoint's function: the input is optional when nothing in it is required. */
export type EndpointArgs<E extends EndpointConfig> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/** A successful answer with its envelope's meta (for the few screens that show `meta.message`). */
export type WithMeta<T> = { data: T; meta: Meta };

export type ApiClient = {
  /**
   * Where the API lives, as given (without a trailing slash; "" for the same origin): for the
   * links to calls the client does not make itself, the downloads (`invoiceUrl(refnum, baseUrl)`).
   */
  readonly baseUrl: string;
  /** Calls an endpoint by name; resolves with the parsed `data`, rejects with an {@link ApiError}. */
  call<N extends EndpointName>(
    name: N,
    ...args: EndpointArgs<Endpoints[N]>
  ): Promise<EndpointOutput<Endpoints[N]>>;
  /** Like {@link ApiClient.call}, also giving `meta` (the server's success message). */
  callWithMeta<N extends EndpointName>(
    name: N,
    ...args: EndpointArgs<Endpoints[N]>
  ): Promise<WithMeta<EndpointOutput<Endpoints[N]>>>;
  /** The URL a call would use (for links, prefetch and tests). */
  url<N extends EndpointName>(name: N, ...args: EndpointArgs<Endpoints[N]>): string;
} & {
  /** One function per endpoint: `client.timeSlots({ params: { jobnum }, query: { date } })`. */
  readonly [N in EndpointName]: (
    ...args: EndpointArgs<Endpoints[N]>
  ) => Promise<EndpointOutput<Endpoints[N]>>;
};

/** `meta.responseCode` of a success (envelope.ts's SUCCESS_CODE, which would bring zod along). */
const SUCCESS = "S";

type LooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/**
 * The typed client of every endpoint. Requests send cookies (`credentials: "include"`) and
 * JSON; answers are read through the envelope and checked against the endpoint's schema. The
 * schemas (zod) are loaded with the first call, not with the client: a page that makes no call
 * in the browser never loads them.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  function urlFor(endpoint: EndpointRoute, input: LooseInput): string {
    return base + buildPath(endpoint.path, input.params) + buildQuery(input.query);
  }

  async function request(name: EndpointName, input: LooseInput = {}): Promise<WithMeta<unknown>> {
    const endpoint: EndpointRoute = endpointRoutes[name];
    const fail = (
      kind: ApiErrorKind,
      message: string,
      extra: { status?: number; responseCode?: string; cause?: unknown } = {},
    ) => new ApiError(kind, message, { endpoint: name, ...extra });

    const idempotencyKey =
      input.idempotencyKey ??
      (typeof input.body === "object" && input.body !== null && "idempotencyKey" in input.body
        ? String((input.body as { idempotencyKey: unknown }).idempotencyKey)
        : undefined);
    if (endpoint.idempotent && !idempotencyKey) {
      throw new TypeError(`${name} moves money and needs an idempotencyKey`);
    }

    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (input.body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;

    // The schemas load while the request is on its way.
    const checks = loadChecks(responseGroupOf[name]);
    checks.catch(() => undefined);
    let response: Response;
    try {
      response = await doFetch(urlFor(endpoint, input), {
        method: endpoint.method,
        headers,
        credentials: "include",
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: input.signal,
      });
    } catch (cause) {
      throw fail("network", messages.oops, { cause });
    }
    const status = response.status;

    if (status === 401) {
      const error = fail("unauthorized", messages.sessionExpired, { status });
      options.onUnauthorized?.(error);
      throw error;
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw fail("network", messages.oops, { status, cause });
    }
    if (text.trim() === "") throw fail("empty", messages.oops, { status });

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw fail("invalid-response", messages.oops, { status, cause });
    }
    let loaded: Checks;
    try {
      loaded = await checks;
    } catch (cause) {
      throw fail("network", messages.oops, { status, cause });
    }
    const { anyEnvelopeSchema, errorBodySchema } = loaded.envelope;

    const errorBody = errorBodySchema.safeParse(json);
    if (errorBody.success && !(typeof json === "object" && json !== null && "meta" in json)) {
      throw fail("server", errorBody.data.error.trim() || messages.oops, { status });
    }

    const envelope = anyEnvelopeSchema.safeParse(json);
    if (!envelope.success) throw fail("invalid-response", messages.oops, { status });
    const { meta } = envelope.data;
    if (meta.responseCode !== SUCCESS) {
      throw fail("server", meta.message.trim() || messages.oops, {
        status,
        responseCode: meta.responseCode,
      });
    }
    if (!response.ok) {
      // A success code on an HTTP failure is a broken server: do not trust the data.
      throw fail("invalid-response", messages.oops, { status });
    }

    const schema = loaded.responses[name];
    if (!schema) {
      // A call missing from its part's module (endpoint-routes.test.ts fails first).
      throw new TypeError(`${name} has no answer schema in its part of responses/`);
    }
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) throw fail("invalid-response", messages.oops, { status, cause: data.error });
    return { data: data.data, meta };
  }

  const client: Record<string, unknown> = {
    baseUrl: base,
    call: async (name: EndpointName, input?: LooseInput) => (await request(name, input)).data,
    callWithMeta: (name: EndpointName, input?: LooseInput) => request(name, input),
    url: (name: EndpointName, input: LooseInput = {}) => urlFor(endpointRoutes[name], input),
  };
  for (const name of Object.keys(endpointRoutes) as EndpointName[]) {
    client[name] = async (input?: LooseInput) => (await request(name, input)).data;
  }
  return Object.freeze(client) as ApiClient;
}
