// SPEC section 4 (preview mode): "unauthenticated visitors are sent to /login and the requested path is
// kept in a cookie". Whatever comes back from that cookie (or a query) is only ever a path on this site:
// anything that a browser could resolve to another origin is refused, so the login can never be turned
// into an open redirect.

/** The longest path kept; longer ones are refused rather than cut. */
export const KEPT_PATH_MAX_LENGTH = 2_000;

const BASE = 'http://kept-path.invalid';

/**
 * `value` as a same-origin path (with its query, without a fragment), or null when it is not one:
 * absolute URLs, protocol-relative `//host`, backslash tricks (`/\host`), control characters, and the
 * login page itself (which would loop).
 */
export function safeKeptPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > KEPT_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.example' is '//evil.example'.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}`;
}
