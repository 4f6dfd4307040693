// The redirect table of SPEC section 2 "Redirects", in one place. Static rules become Next.js
// `redirects()` (case-insensitive, query string kept, no cost on other requests); the rules that need
// code live in proxy.ts (fbclid, support-blocker marker, trailing /elo) and in pages (heading-menu
// slugs, article canonical paths). No relative imports with aliases here: next.config.ts loads it.
//
// Status codes: 308 (permanent) where content moved for good; 307 (temporary) where the target can
// change (campaign short links, the external shop, the static file host).

import { mainSupplementTags } from './supplementTags';

export type EditionScope = 'all' | 'main' | 'regional';

export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
  editions: EditionScope;
  /** Which SPEC sentence the rule implements. */
  spec: string;
}

/** Author slugs that carried a city suffix, and the plain slug they moved to. */
export const authorCityAliases: Record<string, string> = {
  'kovacs-peter-budapest': 'kovacs-peter',
  'kovacs-peter-kolozsvar': 'kovacs-peter',
  'balogh-andras-debrecen': 'balogh-andras',
  'biro-csongor-kolozsvar': 'biro-csongor',
};

/** Old supplement, section and tag paths that now live under /melleklet/. */
export const supplementAliases: Record<string, string> = {
  '/rovat/tokio-2020': '/melleklet/tokio-2020',
  '/rovat/olimpia-2020': '/melleklet/tokio-2020',
  '/rovat/foci-vb-2022': '/melleklet/foci-vb-2022',
  '/rovat/eb-2024': '/melleklet/eb-2024',
  '/rovat/parizs-2024': '/melleklet/parizs-2024',
  '/rovat/valasztas-2022': '/melleklet/valasztas-2022',
  '/rovat/valasztas-2024': '/melleklet/valasztas-2024',
  '/rovat/ep-2024': '/melleklet/ep-2024',
  '/rovat/usa-2024': '/melleklet/usa-2024',
  '/melleklet/orosz-ukran-valsag': '/melleklet/orosz-ukran-haboru',
};

export const STATIC_FILE_HOST = 'https://static.hirvonal.hu';
export const SHOP_URL = 'https://bolt.hirvonal.hu';

const rule = (
  source: string,
  destination: string,
  spec: string,
  { permanent = true, editions = 'all' as EditionScope } = {},
): RedirectRule => ({ source, destination, permanent, editions, spec });

export const redirectTable: RedirectRule[] = [
  rule('/list/newest', '/legfrissebb', '/list/* aliases'),
  rule('/list/important', '/legfontosabb', '/list/* aliases'),
  rule('/list/favorite', '/kedvenceink', '/list/* aliases'),
  rule('/list/announcement', '/kozlemenyek', '/list/* aliases'),
  rule('/list/english', '/english', '/list/* aliases'),
  ...Object.entries(authorCityAliases).map(([from, to]) =>
    rule(`/szerzo/${from}`, `/szerzo/${to}`, 'author slugs with a city suffix'),
  ),
  rule(
    '/dokumentum/feliratkozas-hirlevelre',
    '/dokumentum/feliratkozas-hirlevelekre',
    'newsletter document rename',
  ),
  rule('/t', '/tamogatas', '/t to /tamogatas', { permanent: false }),
  rule('/t/en', '/tamogatas', '/t/en to /tamogatas', { permanent: false }),
  ...Object.entries(supplementAliases).map(([from, to]) =>
    rule(from, to, 'old supplement/section slugs'),
  ),
  rule('/rovat/english', '/english', '/rovat/english|after|g7'),
  rule('/rovat/after', '/after', '/rovat/english|after|g7'),
  rule('/rovat/g7', '/g7', '/rovat/english|after|g7'),
  rule('/kozlemenyek', '/rovat/kozlemeny', '/kozlemenyek to /rovat/kozlemeny'),
  rule(
    '/:path*/:file([^/]+\\.pdf)',
    `${STATIC_FILE_HOST}/:path*/:file`,
    'PDF paths to the static host',
    {
      permanent: false,
    },
  ),
  rule('/dokumentum/impresszum', '/impresszum', 'main only: impresszum page', { editions: 'main' }),
  ...Object.entries(mainSupplementTags).map(([from, to]) =>
    rule(from, to, 'main only: war, election and sports tags to supplements', { editions: 'main' }),
  ),
  rule('/shop', SHOP_URL, 'main only: /shop to the external shop', {
    permanent: false,
    editions: 'main',
  }),
  rule('/impresszum', '/dokumentum/impresszum', 'regional only: impresszum document', {
    editions: 'regional',
  }),
  rule('/tag/:path*', '/cimke/:path*', '/tag/... to /cimke/...'),
  rule(
    '/:x/:yyyy(\\d{4}):mm(\\d{2}):dd(\\d{2})/:slug',
    '/g7/:yyyy/:mm/:dd/:slug',
    '/{x}/{yyyymmdd}/{slug} to /g7/yyyy/mm/dd/slug',
  ),
];

export function redirectsFor(edition: string) {
  return redirectTable
    .filter((r) => r.editions === 'all' || r.editions === edition)
    .map(({ source, destination, permanent }) => ({ source, destination, permanent }));
}
