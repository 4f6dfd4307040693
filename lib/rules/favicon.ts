// SPEC section 2 "Error page": the favicon is special under /g7 and /after, default elsewhere.
const brandFavicons = [
  { prefix: '/g7', href: '/images/favicon-g7.svg' },
  { prefix: '/after', href: '/images/favicon-after.svg' },
] as const;

export const DEFAULT_FAVICON = '/images/favicon.svg';

export function faviconFor(path: string): string {
  const pathname = (path.split(/[?#]/)[0] ?? '/').toLowerCase();
  const match = brandFavicons.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return match ? match.href : DEFAULT_FAVICON;
}
