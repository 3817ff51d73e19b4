import type { Queryable } from "../db/db";
import { environment, modeOf, type Env } from "../environment";

/** A browser's push subscription as the server keeps it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: string) => Buffer.from(value, "base64url").length;

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari): the only HTTPS hosts a
 * subscription may name, so the server never posts to an address a customer chose (an
 * internal service, another site). A leading dot takes the host's subdomains (Edge's
 * `wns2-….notify.windows.com`). `PUSH_SERVICE_HOSTS` (comma-separated, same form) adds others.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  ".notify.windows.com",
  ".push.apple.com",
];

function isPushService(hostname: string, env: NodeJS.ProcessEnv): boolean {
  const extra = (env.PUSH_SERVICE_HOSTS ?? "").split(",").map((host) => host.trim().toLowerCase());
  return [...PUSH_SERVICE_HOSTS, ...extra]
    .filter(Boolean)
    .some((host) =>
      host.startsWith(".")
        ? hostname.endsWith(host) && hostname.length > host.length
        : hostname === host,
    );
}

/**
 * The login's `deviceToken` (visitor-and-entry.md section 7: "push subscription endpoint,
 * P256DH, auth"), as the browser's `PushSubscription.toJSON()` gives it
 * (`{ endpoint, keys: { p256dh, auth } }`) or flat (`{ endpoint, p256dh, auth }`). `null`
 * when it is not one: a P-256 public key of 65 bytes, an auth secret of 16, and an endpoint
 * over HTTPS on a browser's push service (`PUSH_SERVICE_HOSTS`; plain HTTP only to this
 * machine outside production, for tests and development: the server posts to whatever
 * endpoint it keeps, so no other address is accepted).
 */
export function parseDeviceToken(
  token: string | undefined,
  env: Env = environment(),
): PushSubscriptionKeys | null {
  if (!token || token.length > 4_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const keys = (record.keys && typeof record.keys === "object" ? record.keys : record) as Record<
    string,
    unknown
  >;
  const { endpoint } = record;
  const { p256dh, auth } = keys;
  if (typeof endpoint !== "string" || typeof p256dh !== "string" || typeof auth !== "string")
    return null;
  if (!base64url.test(p256dh) || decodedLength(p256dh) !== 65) return null;
  if (!base64url.test(auth) || decodedLength(auth) !== 16) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  const allowed =
    (url.protocol === "https:" && isPushService(url.hostname, env)) ||
    (url.protocol === "http:" && loopback && modeOf(env) !== "production");
  if (!allowed || url.username || url.password) return null;
  return { endpoint: url.href, p256dh, auth };
}

/**
 * Keeps the subscription for `arnum`. An endpoint is one browser: a later login there (another
 * customer on a shared computer) takes it over, so the earlier customer's reminders stop
 * going to it.
 */
export async function saveSubscription(
  db: Queryable,
  arnum: string,
  subscription: PushSubscriptionKeys,
  deviceType: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (arnum, endpoint, p256dh, auth, device_type, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (endpoint) DO UPDATE
       SET arnum = excluded.arnum, p256dh = excluded.p256dh, auth = excluded.auth,
           device_type = excluded.device_type, updated_at = excluded.updated_at`,
    [
      arnum,
      subscription.endpoint,
      subscription.p256dh,
      subscription.auth,
      deviceType.slice(0, 40),
      now.toISOString(),
    ],
  );
}

/**
 * The login's `deviceToken`, kept when it is a subscription. Never fails the login: a missing
 * token is the usual case (no permission yet), and one that is not a subscription is logged.
 */
export async function keepDeviceToken(
  db: Queryable,
  arnum: string,
  token: string | undefined,
  deviceType: string | undefined,
  now: Date,
  log: (line: string) => void = console.warn,
): Promise<boolean> {
  if (!token) return false;
  const subscription = parseDeviceToken(token);
  if (!subscription) {
    log("[push] a login's deviceToken is not a push subscription; ignored");
    return false;
  }
  await saveSubscription(db, arnum, subscription, deviceType ?? "", now);
  return true;
}
