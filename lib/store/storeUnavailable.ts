// Whether an error means the store cannot be reached right now (issue 29: PostgreSQL stopped, its
// connections cut, SQLite's file locked, missing or on a full disk), as opposed to a bug or bad input.
// Such a request answers 503 with Retry-After (STORE_RETRY_AFTER_SECONDS): nothing was stored, and the
// client may send it again; the next request reconnects by itself.

/** Network errors of a connection to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), class 53 (insufficient resources: a full disk,
 * out of memory, too many connections) and 57P0x (the server shuts down or starts).
 */
const POSTGRES_STATES = /^(?:08\d{3}|53\d{3}|57P0[1-3])$/;
/** SQLite result codes (better-sqlite3's `code`, extended codes included). */
const SQLITE_CODES = /^SQLITE_(?:BUSY|LOCKED|FULL|IOERR|CANTOPEN)(?:_|$)/;
/** node-postgres's own messages for a connection that broke or never came. */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed/i;

export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code)) {
      return true;
    }
  }
  if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
  // AggregateError (both loopback addresses refused), or an error wrapping the original.
  if (Array.isArray(errors) && errors.some((inner) => isStoreUnavailable(inner, depth + 1))) {
    return true;
  }
  return isStoreUnavailable(cause, depth + 1);
}
