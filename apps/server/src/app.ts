import {
  downloadList,
  type DownloadName,
  type EndpointConfig,
  endpointList,
  type EndpointName,
  fail,
  GUEST_ARNUM,
  messages,
  ok,
  toFieldErrors,
  toRoutePath,
  serverTexts,
} from "@bookwell/contract";
import { Hono, type Context } from "hono";
import type { z } from "zod";

import { type Clock, DEMO_BUSINESS, type ServerConfig } from "./config";
import type { Db } from "./db/db";
import { latestMigration } from "./db/migrate";
import { mountDevMailbox } from "./dev/mailbox";
import type { Handler, HandlerContext, ServiceContext } from "./handler";
import { HttpError } from "./http-error";
import { environment, settingsOf, type Env } from "./environment";
import { noCardGateway, paymentGateway, redirectGateway, type PaymentGateway } from "./payments";
import type { PaymentStepHook } from "./payments/steps";
import { mountTestGatewayPage } from "./payments/redirect-page";
import { downloadHandlers, handlers, owners } from "./handlers/index";
import { mountSignUpRoutes } from "./handlers/auth/sign-up";
import {
  absoluteAssetUrls,
  API_CONTENT_SECURITY_POLICY,
  crossOriginCalls,
  crossSiteGuard,
  DEFAULT_LIMITS,
  edgeInput,
  requestLimits,
  securityHeaders,
} from "./security/index";
import { clientAddressOf } from "./security/proxy";
import { logBudget } from "./log-budget";
import { readSession, type SessionAccount } from "./session";
import { admitStaff, type StaffMember } from "./handlers/staff/access";

export type { Clock, ServerConfig } from "./config";

export interface AppDeps {
  db: Db;
  clock?: Clock;
  config?: Partial<ServerConfig>;
  /** Where server errors are written; tests capture it to check nothing secret is logged. */
  log?: (line: string) => void;
  /**
   * The card gateway; defaults to the one the environment names (`paymentGateway`). Null: no
   * card provider (production without one), so cards are not offered.
   */
  payments?: PaymentGateway | null;
  /** The environment's settings (`environment.ts`); tests give a production one. */
  env?: Env;
  /** Called at each boundary of a card call (`payments/steps.ts`); tests crash there. */
  paymentStep?: PaymentStepHook;
}

export { HttpError };

/**
 * The reference API: every endpoint of the contract's registry under its path, each input
 * checked by the endpoint's schemas (a 400 with the first message, never a 500), sessions
 * read from the cookie. A call of the contract without a handler would be a 501; every call
 * has one (`test/app.test.ts`).
 */
export function createApp({
  db,
  clock = { now: () => new Date() },
  config = {},
  log = console.error,
  env: environmentVariables = environment(),
  payments: gateway = paymentGateway(db, environmentVariables),
  paymentStep,
}: AppDeps) {
  const env = settingsOf(environmentVariables);
  const settings: ServerConfig = {
    timeZone: "Europe/London",
    currency: "GBP",
    secureCookies: "auto",
    development: env.demo,
    mode: env.mode,
    trustProxy: env.trustProxy,
    providers: { card: gateway !== null, redirect: redirectGateway(environmentVariables) !== null },
    allowedOrigins: [],
    limits: DEFAULT_LIMITS,
    business: DEMO_BUSINESS,
    ...config,
  };
  const payments = gateway ?? noCardGateway();
  const app = new Hono();
  // What callers can cause in bulk (404 floods, refused logins, errors) is written within a
  // budget per kind a minute (`log-budget.ts`), on the app's clock.
  const noisy = logBudget(log, { now: () => clock.now().getTime() });
  /** The route as a log shows it: the path only (never the query), cut short. */
  const routeOf = (c: Context) =>
    `${c.req.method} ${new URL(c.req.url).pathname.slice(0, ROUTE_IN_LOG_MAX)}`;

  // The edge (`src/security/`), in this order for every request: its answer's security
  // headers; CORS for the brands' origins (`CORS_ORIGINS`); size limits (413 before a body is read past the limit); cross-site calls and
  // non-JSON bodies refused (403, 415); URLs and JSON strings a handler or PostgreSQL cannot
  // take (NUL, lone surrogates, malformed percent-encoding, deep nesting) refused with 400.
  app.use(
    "*",
    securityHeaders({
      contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
      trustProxy: settings.trustProxy,
      alwaysPrivate: true,
    }),
  );
  app.use("*", crossOriginCalls(settings.allowedOrigins));
  app.use("*", requestLimits(settings.limits));
  app.use("*", crossSiteGuard({ allowedOrigins: settings.allowedOrigins }));
  app.use("*", absoluteAssetUrls(settings.assetBaseUrl));
  app.use("*", edgeInput());

  /**
   * Who may call, before any input is read. A path naming another account, or a record that
   * is not the session's (another account's, or none at all), is the same 403, so a stranger
   * learns nothing, not even which of their inputs were malformed. Answers the refusal, or
   * the session (null for a visitor on a public call).
   */
  async function admit(
    c: Context,
    endpoint: Pick<EndpointConfig, "name" | "auth">,
  ): Promise<Response | { session: SessionAccount | null; staff: StaffMember | null }> {
    const session = await readSession(c, db, clock, settings);
    // The staff part: a staff session with the call's role, or a 401/403 (`handlers/staff/`).
    if (endpoint.auth === "staff" || endpoint.auth === "admin") {
      const staff = await admitStaff(c, endpoint.auth, { db, clock, config: settings, session });
      return staff instanceof Response ? staff : { session: null, staff };
    }
    if (endpoint.auth === "session" && !session) return c.json(fail(messages.sessionExpired), 401);
    const { arnum } = c.req.param() as Record<string, string | undefined>;
    if (arnum !== undefined && session && arnum !== session.arnum)
      return c.json(fail(serverTexts.forbidden), 403);
    // Only the guest placeholder may be named without a session (the visitor's packages).
    if (arnum !== undefined && !session && arnum !== GUEST_ARNUM)
      return c.json(fail(messages.sessionExpired), 401);
    const owner = owners[endpoint.name as EndpointName | DownloadName];
    if (owner) {
      if (!session) return c.json(fail(messages.sessionExpired), 401);
      if ((await owner(db, c.req.param())) !== session.arnum)
        return c.json(fail(serverTexts.forbidden), 403);
    }
    return { session, staff: null };
  }

  for (const endpoint of endpointList as readonly EndpointConfig[]) {
    app.on(endpoint.method, toRoutePath(endpoint.path), async (c) => {
      // The one place where inputs meet their types: `readInput` parses them with this
      // endpoint's own schemas, which is what `HandlerContext<N>` says each handler gets.
      const handler = handlers[endpoint.name as EndpointName] as AnyHandler | undefined;
      if (!handler) return c.json(fail(serverTexts.notAvailableYet), 501);

      const admitted = await admit(c, endpoint);
      if (admitted instanceof Response) return admitted;
      const { session, staff } = admitted;

      const input = await readInput(c, endpoint);
      if (!input.ok) return c.json(fail(input.message), 400);

      const result = await handler({
        ...input.value,
        session,
        staff,
        c,
        db,
        clock,
        config: settings,
        payments,
        ...(paymentStep ? { paymentStep } : {}),
      });
      if (result instanceof Response) return result;
      return c.json(ok(result.data, result.message ?? ""));
    });
  }

  // Files (the contract's `downloads`): the same checks, then the handler answers the file.
  for (const download of downloadList) {
    app.on(download.method, toRoutePath(download.path), async (c) => {
      const handler = downloadHandlers[download.name] as AnyDownloadHandler | undefined;
      if (!handler) return c.json(fail(serverTexts.notAvailableYet), 501);
      const admitted = await admit(c, download);
      if (admitted instanceof Response) return admitted;
      const input = await readInput(c, download);
      if (!input.ok) return c.json(fail(input.message), 400);
      return handler({
        params: input.value.params,
        session: admitted.session,
        staff: admitted.staff,
        c,
        db,
        clock,
        config: settings,
        payments,
      });
    });
  }

  // The reset code only by POST (the spec's GET variant would let another site's link or image
  // queue reset mails): a GET is told so.
  app.get("/api/user/validate", (c) => {
    c.header("Allow", "POST");
    return c.json(fail(serverTexts.resetRequestPostOnly), 405);
  });

  mountTestGatewayPage(app, db, payments);
  mountSignUpRoutes(app, { db, clock, config: settings });

  if (settings.development) {
    // The mail the server would have sent (verification links, reset codes): development only.
    app.get("/api/dev/outbox", async (c) =>
      c.json(
        ok(
          await db.query(
            "SELECT recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 50",
          ),
        ),
      ),
    );
    // The same mail as a page to read (links clickable, HTML parts): `dev/mailbox.ts`.
    mountDevMailbox(app, { db });
  }

  // For a load balancer: the process is up; and it can serve (database reachable, migrations
  // done). Under /api too, where the site's process mounts this app.
  for (const prefix of ["", "/api"]) {
    app.get(`${prefix}/healthz`, (c) => c.json({ status: "ok" }));
    app.get(`${prefix}/readyz`, async (c) => {
      try {
        const [row] = await db.query<{ version: string }>(
          "SELECT max(version) AS version FROM schema_migrations",
        );
        if (row?.version === LATEST_MIGRATION) return c.json({ status: "ready" });
      } catch {
        // Unreachable: not ready.
      }
      c.header("Retry-After", RETRY_AFTER_SECONDS);
      return c.json({ status: "unavailable" }, 503);
    });
  }

  app.notFound((c) => {
    noisy("not-found", `[server] 404 ${routeOf(c)}`);
    return c.json(fail(serverTexts.notFound), 404);
  });
  app.onError((error, c) => {
    // Only the route and the error's name and message: never a request body (passwords, cards).
    const line = (cause: Error) => `[server] ${routeOf(c)}: ${cause.name}: ${cause.message}`;
    if (error instanceof HttpError && c.req.path.endsWith(LOGIN_PATH)) {
      // A refused login (wrong password, too soon, captcha needed): one budgeted line, with the
      // address it came from, never the e-mail or the password.
      noisy(
        "login-refused",
        `[auth] login refused (${error.status}) from ${clientAddressOf(c, settings.trustProxy)}`,
      );
    }
    if (error instanceof HttpError) {
      // Someone else failed us (an address provider): the customer goes on, the operator is told.
      if (error.status === 503 && error.cause instanceof Error) log(line(error.cause));
      if (error.retryAfterSeconds !== undefined)
        c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(fail(error.message), error.status);
    }
    noisy("error", line(error));
    if (databaseUnreachable(error)) {
      // A database outage is brief and not the caller's fault: come back shortly.
      c.header("Retry-After", RETRY_AFTER_SECONDS);
      return c.json(fail(serverTexts.temporarilyUnavailable), 503);
    }
    return c.json(fail(messages.oops), 500);
  });
  return app;
}

/** The longest path a log line shows. */
const ROUTE_IN_LOG_MAX = 200;
/** The customer login's path (`endpointRoutes.login`): its refusals are logged, budgeted. */
const LOGIN_PATH = endpointList.find((endpoint) => endpoint.name === "login")!.path;

/** How long a 503 asks the caller to wait, in seconds. */
const RETRY_AFTER_SECONDS = "5";

/** The newest migration: `readyz` answers ready once the database has it. */
const LATEST_MIGRATION = latestMigration();

/**
 * An error of the database connection rather than of a statement: refused or lost connections
 * (Node's socket codes, pg's "Connection terminated") and PostgreSQL's connection and
 * shutdown classes (08, 57P).
 */
export function databaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") {
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/.test(code)) return true;
    if (code.startsWith("08") || code.startsWith("57P") || code === "53300") return true;
  }
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    message,
  );
}

type Input = { params: unknown; query: unknown; body: unknown };
type AnyHandler = (ctx: Omit<HandlerContext, keyof Input> & Input) => ReturnType<Handler>;
type AnyDownloadHandler = (ctx: ServiceContext & { params: unknown }) => Promise<Response>;

async function readInput(
  c: Context,
  endpoint: Pick<EndpointConfig, "params" | "query" | "body">,
): Promise<{ ok: true; value: Input } | { ok: false; message: string }> {
  const parse = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return { success: true as const, data: value };
    return schema.safeParse(value);
  };
  const params = parse(endpoint.params, c.req.param());
  if (!params.success) return { ok: false, message: firstMessage(params.error) };
  const query = parse(endpoint.query, c.req.query());
  if (!query.success) return { ok: false, message: firstMessage(query.error) };
  let body: unknown = undefined;
  if (endpoint.body) {
    try {
      body = await c.req.json();
    } catch {
      return { ok: false, message: messages.oops };
    }
    const parsed = endpoint.body.safeParse(body);
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
    body = parsed.data;
  }
  return { ok: true, value: { params: params.data ?? {}, query: query.data ?? {}, body } };
}

function firstMessage(error: z.ZodError): string {
  return toFieldErrors(error)[0]?.message ?? messages.oops;
}
