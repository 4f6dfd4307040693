// The route table: every page kind of SPEC section 2 (under the SPEC's names), its path pattern, its
// path builder, its title key and whether it is a paged list. Read by the proxy's rewrites
// (internalRewrites.ts, and a test ties proxy.ts's static matcher to it), the app-mode dispatcher
// (pages/app-mode), the sponsored-line rule, feeds, sitemaps and revalidation (affectedPaths). The
// builders live in paths.ts so that components import only them; the article builder stays here
// because it needs the canonical time zone (server side only).
import type { MessageKey } from '../i18n/hu';
import { articlePath } from '../rules/articlePath';
import { edition } from '@/editions/currentEdition';
import type { EditionConfig } from '@/editions/editionSchema';
import { EXCHANGE_RANGE_SEGMENTS, exchangeRangeOfSegment, paths, type FixedList } from './paths';
import { mainSupplementTags } from './supplementTags';
import { NEWSLETTER_PAGE_ROOT, NEWSLETTER_STEPS } from '../newsletter/newsletterPaths';

export type PageKind =
  | 'index'
  | 'doc'
  | 'archivum'
  | 'tippjatek'
  | 'melleklet'
  | 'list'
  | 'legfrissebb'
  | 'english'
  | 'after'
  | 'g7'
  | 'articles_by_tag'
  | 'articles_by_mstag'
  | 'articles_by_author'
  | 'liveblog_article'
  | 'single_article'
  | 'support'
  | 'academy'
  | 'youth'
  | 'empty'
  | 'live-login'
  | 'impress'
  | 'exchange'
  | 'tax'
  | 'app-webview'
  | 'football'
  | 'formula1'
  // The demo payment provider's checkout page (issue 16, support); 404 once a real provider is set.
  | 'demo_checkout'
  // Podcasts (issue 16).
  | 'podcasts'
  | 'podcast'
  | 'podcast_episode'
  // Newsletters (issue 17): the sign-up result, confirm and unsubscribe pages (one page file).
  | 'newsletter';

export interface RouteDefinition {
  kind: PageKind;
  /** Matches a pathname (no query, no trailing slash); the capture groups are the route's params. */
  pattern: RegExp;
  /** Builds the route's path from its params (the same order as the pattern's groups). */
  build: (...params: string[]) => string;
  /** Title of the page when it does not come from the content (a section's name does). */
  titleKey?: MessageKey;
  /**
   * A list paged by `?oldal=N`, which the proxy rewrites to a `/oldal/N` path segment so that every
   * page is its own ISR page; `roots` are the first path segments it owns.
   */
  paged?: { roots: readonly string[] };
  /** A list narrowed by `?szuro=x` (a supplement's sub-filter), served from a `/szuro/x` segment. */
  filtered?: boolean;
}

const SLUG = '[^/]+';
const DATE = '(\\d{4})/(\\d{2})/(\\d{2})';
const route = (
  kind: PageKind,
  pattern: string,
  build: RouteDefinition['build'],
  extra: Partial<RouteDefinition> = {},
): RouteDefinition => ({ kind, pattern: new RegExp(`^${pattern}$`, 'i'), build, ...extra });

/** Title keys of the lists with a fixed path. */
export const FIXED_LIST_TITLE_KEYS = {
  legfrissebb: 'route.legfrissebb',
  legfontosabb: 'route.legfontosabb',
  kedvenceink: 'route.kedvenceink',
  english: 'route.english',
  after: 'route.after',
} as const satisfies Record<FixedList, MessageKey>;

/** In match order: the first pattern that matches a path names its kind. */
export const routeTable: readonly RouteDefinition[] = [
  route('index', '/', paths.home, { titleKey: 'route.index' }),
  route('legfrissebb', '/legfrissebb', () => paths.list('legfrissebb'), {
    titleKey: 'route.legfrissebb',
    paged: { roots: ['legfrissebb'] },
  }),
  route('list', '/(legfontosabb|kedvenceink)', (list) => paths.list(list as FixedList), {
    paged: { roots: ['legfontosabb', 'kedvenceink'] },
  }),
  route('english', '/english', () => paths.list('english'), {
    titleKey: 'route.english',
    paged: { roots: ['english'] },
  }),
  route('after', '/after', () => paths.list('after'), {
    titleKey: 'route.after',
    paged: { roots: ['after'] },
  }),
  route('g7', `/g7(?:/(${SLUG}))?`, (tab) => paths.g7(tab), {
    titleKey: 'route.g7',
    paged: { roots: ['g7'] },
  }),
  route('articles_by_mstag', '/rovat/(.+)', (slug) => paths.section(slug!), {
    paged: { roots: ['rovat'] },
  }),
  route('articles_by_tag', '/cimke/(.+)', (slug) => paths.tag(slug!), {
    paged: { roots: ['cimke'] },
  }),
  route('articles_by_author', '/szerzo/(.+)', (slug) => paths.author(slug!), {
    paged: { roots: ['szerzo'] },
  }),
  route('archivum', '/archivum', () => paths.search(), { titleKey: 'route.archivum' }),
  route('doc', `/dokumentum/(${SLUG})`, (slug) => paths.doc(slug!)),
  route('tippjatek', `/melleklet/tippjatek(?:/(${SLUG}))?(?:/(${SLUG}))?`, (...rest) =>
    ['/melleklet/tippjatek', ...rest.filter(Boolean)].join('/'),
  ),
  route('melleklet', '/melleklet/(.+)', (path) => `/melleklet/${path}`, {
    paged: { roots: ['melleklet'] },
    filtered: true,
  }),
  route('support', '/tamogatas(?:/(belepes|hiba|siker))?', (slug) => paths.support(slug)),
  route('academy', '/telexakademia', () => '/telexakademia'),
  route('youth', '/te', () => '/te'),
  route('empty', '/empty', () => '/empty'),
  route('live-login', '/login', paths.login),
  route('impress', '/impresszum', () => '/impresszum'),
  // Today's rates, or the chart of one currency and range (issue 16): /arfolyam/{currency}/{range}.
  route(
    'exchange',
    `/arfolyam(?:/([a-z]{3})/(${Object.values(EXCHANGE_RANGE_SEGMENTS).join('|')}))?`,
    (currency, range) => paths.exchange(currency, exchangeRangeOfSegment(range) ?? undefined),
    { titleKey: 'route.exchange' },
  ),
  route('tax', '/egyszazalek', () => '/egyszazalek'),
  route('demo_checkout', '/demo-fizetes', paths.demoCheckout),
  route('app-webview', '/app-web-widget', () => '/app-web-widget'),
  route('football', '/sport/foci', () => paths.football()),
  route('formula1', '/sport/forma-1', () => paths.f1()),
  // Podcasts (issue 16): the index, a podcast with all its episodes (no paging: a handful each),
  // an episode.
  route('podcasts', '/podcastok', paths.podcasts, { titleKey: 'route.podcasts' }),
  route('podcast', `/podcastok/(${SLUG})`, (slug) => paths.podcast(slug!)),
  route('podcast_episode', `/podcastok/(${SLUG})/(${SLUG})`, (podcast, episode) =>
    paths.podcastEpisode(podcast!, episode!),
  ),
  // Newsletters (issue 17): per request (no caching), reached from the mails' links and form posts.
  route(
    'newsletter',
    `${NEWSLETTER_PAGE_ROOT}/(${Object.values(NEWSLETTER_STEPS).join('|')})`,
    (step) => `${NEWSLETTER_PAGE_ROOT}/${step}`,
  ),
  route('liveblog_article', `/(${SLUG})/${DATE}/(${SLUG})/elo`, (...p) => `/${p.join('/')}/elo`),
  route('single_article', `/(${SLUG})/${DATE}/(${SLUG})`, (...p) => `/${p.join('/')}`),
];

export interface RouteMatch {
  route: RouteDefinition;
  /** The pattern's capture groups, undefined where an optional group did not match. */
  params: Array<string | undefined>;
}

/** The page kind a pathname names, or null (a 404, or a path a redirect or rewrite serves). */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const definition of routeTable) {
    const match = definition.pattern.exec(path);
    if (match) return { route: definition, params: match.slice(1) };
  }
  return null;
}

/** First path segments of the lists paged by `?oldal` (proxy.ts's matcher must name exactly these). */
export function pagedListRoots(): string[] {
  return routeTable.flatMap((definition) => definition.paged?.roots ?? []);
}

/**
 * A tag's list as a link should name it: on the main edition a few tags moved to a supplement (SPEC
 * section 2 "Redirects"), and links go there directly. Server side (page props, feeds, sitemaps,
 * revalidation), so the browser does not carry the map.
 */
export function finalTagPath(
  slug: string,
  redirects: EditionConfig['redirects'] = edition.redirects,
): string {
  const tagPath = paths.tag(slug);
  return (redirects.mainOnlyRules ? mainSupplementTags[tagPath] : undefined) ?? tagPath;
}

/** The canonical path of an article and of its live blog variant (SPEC section 5). */
export const articlePaths = {
  article: articlePath,
  liveblog: (article: Parameters<typeof articlePath>[0]) => `${articlePath(article)}/elo`,
} as const;
