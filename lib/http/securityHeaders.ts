// The security headers every answer of the site carries (issue 28, item 3): pages, the API, feeds,
// sitemaps, build assets, uploads, the proxy's redirects and error pages, set once for all of them in
// next.config.ts. Not yet: the redirects of the table (Next answers `redirects()` without `headers()`)
// and the Content-Security-Policy (hashes of the inline scripts, computed at build).
// No relative imports with aliases here: next.config.ts loads it.

/**
 * Powerful features the site never uses, nor lets an embed use: switched off for every document and
 * iframe (the video and music players need none of them).
 */
const FEATURES_OFF = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'browsing-topics',
] as const;

export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  // A script or style is never guessed from content: uploads and feeds keep their declared types.
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Other sites learn our origin from a link, never the article's path and query.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: FEATURES_OFF.map((feature) => `${feature}=()`).join(', ') },
  // No other site's window shares a browsing context group with ours (the site opens no popups: social
  // sign-in and payments are redirects).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Not framed by other sites (the CSP's frame-ancestors will name the origins that may embed).
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

/** The rule of next.config.ts `headers()`: the set on every path. */
export function securityHeaderRules() {
  return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
}
