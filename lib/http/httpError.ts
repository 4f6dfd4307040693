import { STORE_RETRY_AFTER_SECONDS } from '../constants';
import { isStoreUnavailable } from '../store/storeUnavailable';

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

/**
 * The answer for an error that means the store cannot be reached right now (issue 29): 503 with
 * Retry-After, so the client sends it again later; null for any other error.
 */
export function storeUnavailableError(error: unknown): HttpError | null {
  if (!isStoreUnavailable(error)) return null;
  return new HttpError(
    503,
    'The store cannot be reached right now; try again shortly.',
    'store-unavailable',
    { retryAfter: STORE_RETRY_AFTER_SECONDS },
    { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
  );
}
