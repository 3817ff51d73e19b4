/** A failure a handler raises on purpose: its status and the text the customer sees. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}
