import type { GoogleSignIn } from "./google-id-token";

/** The server's clock; tests fix it. */
export interface Clock {
  now(): Date;
}

export interface ServerConfig {
  /** The business's time zone: "today" for the date rules. */
  timeZone: string;
  /** Mark cookies Secure and use the __Host- prefix (HTTPS deployments). */
  secureCookies: boolean;
  /** Development conveniences (the outbox route). Never in production. */
  development: boolean;
  /**
   * A proxy in front sets X-Forwarded-For (`TRUST_PROXY=true`): rate limits key on its first
   * hop. Without one the header is the caller's own word, so the socket's peer is used.
   */
  trustProxy: boolean;
  /** Google sign-in (`GOOGLE_CLIENT_ID`); absent: refused. Tests inject their keys here. */
  google?: GoogleSignIn;
}
