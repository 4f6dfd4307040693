// An error that carries its HTTP answer: status, message, a stable reason, extra fields and headers.
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** A stable machine-readable reason the login form turns into its own words. */
    readonly reason: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
