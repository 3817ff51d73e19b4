/**
 * A failure a handler raises on purpose: its status and the text the customer sees. A 503's
 * `cause` (a provider that could not answer) is written to the server's log, never sent.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** Sent as `Retry-After`: when the caller may try again (a 429's delay). */
  readonly retryAfterSeconds: number | undefined;
}
