import { z } from "zod";

/**
 * The server's one reader of environment variables: every setting a deployment gives is
 * declared here with what it does, checked with zod, and read once, at start
 * ({@link environment}). Other modules take the parsed record (`Env`) or the typed
 * {@link Settings}; none reads `process.env` itself.
 *
 * Three modes ({@link modeOf}): `production` (`NODE_ENV=production` without `DEMO=1`) refuses to
 * start without its required settings or with anything made for the demo
 * ({@link productionProblems}); `demo` (`DEMO=1`, what `npm start` runs) has the demo data, the
 * test gateways and the development mailbox on purpose; `development` (no `NODE_ENV`) is the
 * demo with hot reload.
 */
export const VARIABLES = {
  NODE_ENV: { what: "`production` serves the built site and turns the demo off (unless DEMO=1)." },
  DEMO: {
    what: "`1`: the demo on purpose (demo data, test gateways, mailbox, the demo banner).",
  },
  PORT: { what: "The port to listen on (the site's process: 3000; the API alone: 3001)." },
  HOST: { what: "The address to listen on." },
  DATABASE_URL: { what: "PostgreSQL; unset, the embedded PGlite in PGLITE_DIR." },
  PGLITE_DIR: { what: "Where the embedded database keeps its files." },
  PUBLIC_URL: {
    what: "Where users reach this server: the links mails carry (verification, reset) start with it.",
    production: true,
  },
  PUBLIC_SITE_URL: { what: "The site's address for links to pages, when not PUBLIC_URL." },
  CAPTCHA_HMAC_KEY: {
    what: "Signs the sign-in challenges (32+ characters, the same on every copy).",
    production: true,
    secret: true,
  },
  SMTP_URL: {
    what: "Sends mail (sign-up links, reset codes, confirmations), e.g. smtps://user:pass@host.",
    production: true,
  },
  BRAND: {
    what: "The brand this deployment is (`uk` Bookwell UK, `sg` Lion City Clean): its name, currency, locale, time zone, look, mails and invoices. Default uk.",
  },
  MAIL_FROM: { what: "The sender of every mail; unset, the brand's.", production: true },
  MAIL_POLL_MS: { what: "How often the mail queue is looked at. Default 2000." },
  STRIPE_SECRET_KEY: {
    what: "Card payments through Stripe (a live key in production); unset, no card payments in production.",
    secret: true,
  },
  STRIPE_PUBLISHABLE_KEY: { what: "Stripe's key for the card field in the browser." },
  PAYMENT_RETURN_SECRET: {
    what: "Signs the built-in test payment page's returns (2c2p, UK takepayments): demo only.",
    secret: true,
  },
  UNPAID_HOLD_HOURS: {
    what: "How long an unpaid transfer or redirect booking holds its places. Default 24.",
  },
  VAPID_PUBLIC_KEY: {
    what: "Web Push's public key (with VAPID_PRIVATE_KEY); unset in production: no push.",
  },
  VAPID_PRIVATE_KEY: { what: "Web Push's private key.", secret: true },
  VAPID_SUBJECT: { what: "A mailto: or https: address the push services may contact." },
  PUSH_SERVICE_HOSTS: {
    what: "Extra push service hosts a subscription may name (comma separated).",
  },
  PUSH_POLL_MS: { what: "How often the push queue is looked at. Default 60000." },
  GOOGLE_CLIENT_ID: { what: "Google sign-in's client id; unset, Google sign-in is off." },
  TRUST_PROXY: {
    what: "The proxies in front: a number of hops, or their addresses (comma separated); unset, none.",
  },
  SECURE_COOKIES: {
    what: "`true`/`false` forces the session cookie's Secure flag; default automatic.",
  },
  CORS_ORIGINS: {
    what: "Other origins whose pages may call with the session cookie (comma separated).",
  },
  ALLOWED_ORIGINS: { what: "CORS_ORIGINS's earlier name." },
  ASSET_BASE_URL: { what: "Where content images are served from; unset, relative." },
  MAX_BODY_BYTES: { what: "The largest request body accepted." },
  SLOT_HOLD_MINUTES: {
    what: "How long a chosen slot is held while the customer books. Default 10.",
  },
  PAYMENT_RECONCILE_EVERY_SECONDS: {
    what: "How often the reconciler looks for card payments left half done. Default 60.",
  },
  PAYMENT_RECONCILE_AFTER_SECONDS: {
    what: "How long a card payment may stay unanswered before the reconciler asks the gateway. Default 300.",
  },
  STAFF_PASSWORD: { what: "`staff:create` only: the new staff member's password (else asked)." },
  SHUTDOWN_GRACE_MS: { what: "How long SIGTERM waits for requests in flight. Default 10000." },
  IDEAL_POSTCODES_API_KEY: { what: "The address lookup's provider; unset, the demo table." },
  IDEAL_POSTCODES_BASE_URL: { what: "The address provider's base URL." },
  API_URL: { what: "The site only: an API elsewhere (none mounted in the site's process)." },
  SITE_BUILD_DIR: { what: "The site only: the build folder served in production. Default build." },
  FIXED_NOW: { what: "The site only: the clock stopped at this instant (screenshots)." },
  TRANSLATE_PROVIDER: { what: "The site only: `google` offers Google's page translation." },
  PAGE_CACHE_TTL_MS: { what: "The site only: how long a visitor's page is kept. 0 turns it off." },
  MAP_TILE_URL: { what: "The site only: the map tiles' URL template." },
  MAP_TILE_ATTRIBUTION: { what: "The site only: the map tiles' attribution." },
  MAP_TILE_ATTRIBUTION_URL: { what: "The site only: where the attribution links to." },
} as const satisfies Record<string, { what: string; production?: boolean; secret?: boolean }>;

export type VariableName = keyof typeof VARIABLES;

const names = Object.keys(VARIABLES) as VariableName[];

/** Every declared variable as trimmed text; empty is unset. Undeclared variables are dropped. */
const envSchema = z.object(
  Object.fromEntries(
    names.map((name) => [
      name,
      z
        .string()
        .optional()
        .transform((value) => (value?.trim() ? value.trim() : undefined)),
    ]),
  ) as unknown as Record<VariableName, z.ZodType<string | undefined>>,
);

/** The parsed environment: the declared variables only. Startup may fill in a generated key. */
export type Env = Partial<Record<VariableName, string>>;

export type Mode = "production" | "demo" | "development";

/** The parsed record of `source` (tests pass their own). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.parse(source) as Record<VariableName, string | undefined>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Env;
}

let read: Env | undefined;

/** The process's environment, parsed on first use and kept: the one read of `process.env`. */
export function environment(): Env {
  read ??= parseEnv(process.env);
  return read;
}

/** `production` only with `NODE_ENV=production` and no `DEMO=1`. */
export function modeOf(env: Env): Mode {
  if (env.DEMO === "1" || env.DEMO === "true") return "demo";
  return env.NODE_ENV === "production" ? "production" : "development";
}

/** The few settings read by their type. */
export interface Settings {
  mode: Mode;
  /** The demo's conveniences (mailbox, test gateways, demo data): every mode but production. */
  demo: boolean;
  /** The built site is served (NODE_ENV=production, demo or not). */
  built: boolean;
  port: number | undefined;
  host: string | undefined;
  trustProxy: TrustProxy;
  shutdownGraceMs: number;
}

/** The proxies whose `X-Forwarded-For` is believed: none, a number of hops, or addresses. */
export type TrustProxy = { hops: number } | { addresses: readonly string[] };

/** `TRUST_PROXY`: a hop count (`1`), or proxy addresses (`10.0.0.1, 10.0.0.2`). Never "any". */
export function trustProxyOf(value: string | undefined): TrustProxy {
  if (!value || value === "false") return { hops: 0 };
  // The setting's earlier form: one proxy in front (never "any", as Express reads `true`).
  if (value === "true") return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { addresses };
}

export function settingsOf(env: Env): Settings {
  const mode = modeOf(env);
  const grace = Number(env.SHUTDOWN_GRACE_MS);
  const port = Number(env.PORT);
  return {
    mode,
    demo: mode !== "production",
    built: env.NODE_ENV === "production",
    port: env.PORT && Number.isInteger(port) ? port : undefined,
    host: env.HOST,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS && grace >= 0 ? grace : 10_000,
  };
}

/** The typed settings of the process's environment. */
export function settings(): Settings {
  return settingsOf(environment());
}

/** Values the repository's docs and examples show: never a production secret. */
const KNOWN_SECRETS = new Set([
  "change-me",
  "changeme",
  "secret",
  "development",
  "test",
  "dev-captcha-key",
]);

/**
 * What stops production from starting, each with what the setting does: a missing required
 * setting, a default or short secret, a test gateway (a Stripe test key, the test payment
 * page's secret). Empty outside production, and when all is in place.
 */
export function productionProblems(env: Env): string[] {
  if (modeOf(env) !== "production") return [];
  const problems: string[] = [];
  for (const name of names) {
    const variable: { what: string; production?: boolean; secret?: boolean } = VARIABLES[name];
    const value = env[name];
    if (variable.production && !value) problems.push(`${name} is not set: ${variable.what}`);
    else if (
      variable.secret &&
      value &&
      (KNOWN_SECRETS.has(value.toLowerCase()) || value.length < 32)
    )
      problems.push(`${name} is a default or short secret (32+ characters): ${variable.what}`);
  }
  if (env.STRIPE_SECRET_KEY?.startsWith("sk_test_"))
    problems.push(
      "STRIPE_SECRET_KEY is a test key (sk_test_): production takes real payments only. Set the live key, or unset it to offer no card payments.",
    );
  if (env.PAYMENT_RETURN_SECRET)
    problems.push(
      "PAYMENT_RETURN_SECRET turns on the built-in test payment page (2c2p, UK takepayments), which approves any payment: unset it in production.",
    );
  return problems.filter((problem, index) => problems.indexOf(problem) === index);
}
