// The kind of answer a request path gets, as logs and metrics name it (issue 29): a page kind of the
// route table (SPEC section 2's names), or what serves the rest (API, feed, build asset...).
import { matchRoute } from '@/lib/routing/routes';

/** The endpoints pages poll (SPEC section 9): a live article's version, live scores. */
const POLLED = /^\/api\/(?:articles\/[^/]+\/version|livescore\/)/;

const PREFIX_KINDS: ReadonlyArray<[string, string]> = [
  ['/_next/static/', 'asset'],
  ['/_next/image', 'image'],
  ['/api/', 'api'],
  ['/uploads/', 'upload'],
  ['/rss', 'feed'],
  ['/sitemap', 'sitemap'],
];

export function pageKind(pathname: string): string {
  const path = pathname.split('?', 1)[0]!;
  // /_next/data/{build}/{page}.json is the page's own data (client navigation).
  const data = /^\/_next\/data\/[^/]+(\/.*)\.json$/.exec(path)?.[1];
  if (data) return pageKind(data === '/index' ? '/' : data);
  if (POLLED.test(path)) return 'poll';
  for (const [prefix, kind] of PREFIX_KINDS) if (path.startsWith(prefix)) return kind;
  return matchRoute(path)?.route.kind ?? 'other';
}
