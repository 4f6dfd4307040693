// The security headers every answer of the site carries (issue 28, item 3): pages, the API, feeds,
// sitemaps, build assets, uploads, redirects and error pages, set once for all of them in
// next.config.ts, with the Content-Security-Policy of ./contentSecurityPolicy.ts (the redirect table's
// answers keep them through patches/next+16.4.6.patch; nginx copies them onto its own answers,
// deploy/start-topology.sh).
// No alias imports here: next.config.ts loads it.
import { contentSecurityPolicy, EMBEDDABLE_PATHS, type CspSources } from './contentSecurityPolicy';
import type { InlineHeadScripts } from './inlineScripts';

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
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every path but the embeddable ones (path-to-regexp with a negative lookahead). */
const NOT_EMBEDDABLE = `/:path((?!(?:${EMBEDDABLE_PATHS.map((p) => escapeRegExp(p.slice(1))).join('|')})(?:/|$)).*)`;

/**
 * The rules of next.config.ts `headers()`: the set above on every path; the policy with
 * `frame-ancestors 'self'` (and X-Frame-Options for older browsers) on every path but the embeddable
 * pages, which only the configured sites may frame.
 */
export function securityHeaderRules(scripts: InlineHeadScripts, sources: CspSources) {
  const policy = (embeddable: boolean) => ({
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy(scripts, sources, { embeddable }),
  });
  return [
    { source: '/:path*', headers: [...SECURITY_HEADERS] },
    {
      source: NOT_EMBEDDABLE,
      headers: [policy(false), { key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
    },
    ...EMBEDDABLE_PATHS.map((path) => ({ source: `${path}/:path*`, headers: [policy(true)] })),
  ];
}
