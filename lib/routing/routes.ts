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
import type { PageLifetime } from '../cachePolicy';
import { supportPageAvailable } from './routeRules';

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
  | 'newsletter'
  // The embeddable election map of the election supplements (issue 31; SPEC section 7).
  | 'election_map';

/** The store lists a list page can show (lib/pages/listRoutes.ts says how each is read). */
export type ListKind =
  | 'legfrissebb'
  | 'legfontosabb'
  | 'kedvenceink'
  | 'english'
  | 'rovat'
  | 'cimke'
  | 'szerzo'
  | 'after'
  | 'g7';

/**
 * A list page: the store list it shows (`named`: the path names it), and whether a reader can follow
 * it (the follow button of issue 17, on the web and in the app).
 */
export interface RouteList {
  kind: ListKind | 'named';
  follow?: boolean;
}

export interface RouteDefinition {
  kind: PageKind;
  /**
   * Matches a pathname (no query, no trailing slash). Its named groups are the page's params, under the
   * names its `pages/` file gives them (a catch-all's segments joined by '/').
   */
  pattern: RegExp;
  /** Builds the route's path from its params (the same order as the pattern's groups). */
  build: (...params: string[]) => string;
  /** Title of the page when it does not come from the content (a section's name does). */
  titleKey?: MessageKey;
  /**
   * How the page is rendered: `static` pages are rendered once and kept by ISR for the named lifetime
   * (lib/cachePolicy.ts); `request` pages per request (their query is the selection, or personal).
   */
  render: { static: PageLifetime } | 'request';
  /** The page renders in the app render mode through the app-mode dispatcher (SPEC section 4). */
  app?: boolean;
  /** The edition switch (SPEC section 5): where it says false the page kind answers 404. */
  available?: (features: EditionConfig['features']) => boolean;
  /** A list page: which list, and its extras. */
  list?: RouteList;
  /**
   * A list paged by `?oldal=N`, which the proxy rewrites to a `/oldal/N` path segment so that every
   * page is its own ISR page; `roots` are the first path segments it owns.
   */
  paged?: { roots: readonly string[] };
  /** A list narrowed by `?szuro=x` (a supplement's sub-filter), served from a `/szuro/x` segment. */
  filtered?: boolean;
}

const SLUG = '[^/]+';
const DATE = '(?<year>\\d{4})/(?<month>\\d{2})/(?<day>\\d{2})';
const ARTICLE = `/(?<section>${SLUG})/${DATE}/(?<slug>${SLUG})`;
const route = (
  kind: PageKind,
  pattern: string,
  build: RouteDefinition['build'],
  extra: Omit<RouteDefinition, 'kind' | 'pattern' | 'build'>,
): RouteDefinition => ({ kind, pattern: new RegExp(`^${pattern}$`, 'i'), build, ...extra });

/** Rendering of the kinds ISR keeps: `isr('list')` is kept PAGE_LIFETIME_SECONDS.list. */
const isr = (lifetime: PageLifetime) => ({ static: lifetime });
const PER_REQUEST = 'request';

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
  route('index', '/', paths.home, { titleKey: 'route.index', render: isr('front'), app: true }),
  route('legfrissebb', '/legfrissebb', () => paths.list('legfrissebb'), {
    titleKey: FIXED_LIST_TITLE_KEYS.legfrissebb,
    render: isr('list'),
    app: true,
    list: { kind: 'legfrissebb' },
    paged: { roots: ['legfrissebb'] },
  }),
  route('list', '/(?<list>legfontosabb|kedvenceink)', (list) => paths.list(list as FixedList), {
    render: isr('list'),
    app: true,
    list: { kind: 'named' },
    paged: { roots: ['legfontosabb', 'kedvenceink'] },
  }),
  route('english', '/english', () => paths.list('english'), {
    titleKey: FIXED_LIST_TITLE_KEYS.english,
    render: isr('list'),
    app: true,
    list: { kind: 'english' },
    paged: { roots: ['english'] },
  }),
  // The sub-brands: the first page is their cover (SPEC section 2), the others their list.
  route('after', '/after', () => paths.list('after'), {
    titleKey: FIXED_LIST_TITLE_KEYS.after,
    render: isr('list'),
    app: true,
    list: { kind: 'after' },
    paged: { roots: ['after'] },
  }),
  route('g7', `/g7(?:/(?<tab>${SLUG}))?`, (tab) => paths.g7(tab), {
    titleKey: 'route.g7',
    render: isr('list'),
    app: true,
    list: { kind: 'g7' },
    paged: { roots: ['g7'] },
  }),
  route('articles_by_mstag', '/rovat/(?<path>.+)', (slug) => paths.section(slug!), {
    render: isr('list'),
    app: true,
    list: { kind: 'rovat', follow: true },
    paged: { roots: ['rovat'] },
  }),
  route('articles_by_tag', '/cimke/(?<path>.+)', (slug) => paths.tag(slug!), {
    render: isr('list'),
    app: true,
    list: { kind: 'cimke', follow: true },
    paged: { roots: ['cimke'] },
  }),
  route('articles_by_author', '/szerzo/(?<path>.+)', (slug) => paths.author(slug!), {
    render: isr('list'),
    app: true,
    list: { kind: 'szerzo' },
    paged: { roots: ['szerzo'] },
  }),
  route('archivum', '/archivum', () => paths.search(), {
    titleKey: 'route.archivum',
    render: PER_REQUEST,
  }),
  route('doc', `/dokumentum/(?<slug>${SLUG})`, (slug) => paths.doc(slug!), {
    render: isr('doc'),
    app: true,
  }),
  // The tippjáték (issue 31): the games, a game and its form, a tip's shareable page. Per request: the
  // page is personal (the reader's own tip, their form as they left it) and takes the form's post.
  route(
    'tippjatek',
    `/melleklet/tippjatek(?:/(?<sub>${SLUG}))?(?:/(?<key>${SLUG}))?`,
    (game, key) => paths.prediction(game, key),
    { render: PER_REQUEST },
  ),
  route('melleklet', '/melleklet/(?<path>.+)', (path) => `/melleklet/${path}`, {
    render: isr('supplement'),
    // Reached from the app's pages: article tags that lead to supplements.
    app: true,
    paged: { roots: ['melleklet'] },
    filtered: true,
  }),
  route('support', '/tamogatas(?:/(?<slug>belepes|hiba|siker))?', (slug) => paths.support(slug), {
    render: PER_REQUEST,
    available: supportPageAvailable,
  }),
  route('academy', '/telexakademia', () => '/telexakademia', {
    render: isr('doc'),
    available: (features) => features.academy,
  }),
  route('youth', '/te', () => '/te', {
    render: isr('doc'),
    available: (features) => features.youth,
  }),
  route('empty', '/empty', () => '/empty', { render: isr('fixed') }),
  route('live-login', '/login', paths.login, { render: PER_REQUEST }),
  route('impress', '/impresszum', () => '/impresszum', { render: isr('doc') }),
  // Today's rates, or the chart of one currency and range (issue 16): /arfolyam/{currency}/{range}.
  route(
    'exchange',
    `/arfolyam(?:/(?<currency>[a-z]{3})/(?<range>${Object.values(EXCHANGE_RANGE_SEGMENTS).join('|')}))?`,
    (currency, range) => paths.exchange(currency, exchangeRangeOfSegment(range) ?? undefined),
    // Reached from the app's pages: the rates widget's link.
    { titleKey: 'route.exchange', render: isr('exchange'), app: true },
  ),
  route('tax', '/egyszazalek', () => '/egyszazalek', {
    render: isr('doc'),
    available: (features) => features.tax,
  }),
  route('demo_checkout', '/demo-fizetes', paths.demoCheckout, { render: PER_REQUEST }),
  route('app-webview', '/app-web-widget', () => '/app-web-widget', { render: isr('appWidget') }),
  route('football', '/sport/foci', () => paths.football(), { render: PER_REQUEST }),
  route(
    'election_map',
    '/valasztasi-terkep/(?<path>[a-z0-9-]+(?:/tablazat)?)',
    (path) => `/valasztasi-terkep/${path}`,
    { render: PER_REQUEST },
  ),
  route('formula1', '/sport/forma-1', () => paths.f1(), { render: PER_REQUEST }),
  // Podcasts (issue 16): the index, a podcast with all its episodes (no paging: a handful each),
  // an episode.
  route('podcasts', '/podcastok', paths.podcasts, {
    titleKey: 'route.podcasts',
    render: isr('podcast'),
    app: true,
  }),
  route('podcast', `/podcastok/(?<podcast>${SLUG})`, (slug) => paths.podcast(slug!), {
    render: isr('podcast'),
    app: true,
  }),
  route(
    'podcast_episode',
    `/podcastok/(?<podcast>${SLUG})/(?<episode>${SLUG})`,
    (podcast, episode) => paths.podcastEpisode(podcast!, episode!),
    { render: isr('podcast'), app: true },
  ),
  // Newsletters (issue 17): per request (no caching), reached from the mails' links and form posts.
  route(
    'newsletter',
    `${NEWSLETTER_PAGE_ROOT}/(?<lepes>${Object.values(NEWSLETTER_STEPS).join('|')})`,
    (step) => `${NEWSLETTER_PAGE_ROOT}/${step}`,
    { render: PER_REQUEST },
  ),
  route('liveblog_article', `${ARTICLE}/elo`, (...p) => `/${p.join('/')}/elo`, {
    render: isr('article'),
    app: true,
  }),
  route('single_article', ARTICLE, (...p) => `/${p.join('/')}`, {
    render: isr('article'),
    app: true,
  }),
];

export interface RouteMatch {
  route: RouteDefinition;
  /** The pattern's capture groups, undefined where an optional group did not match. */
  params: Array<string | undefined>;
  /** The same by name (the names of the kind's `pages/` file params). */
  named: Record<string, string | undefined>;
}

/** The page kind a pathname names, or null (a 404, or a path a redirect or rewrite serves). */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const definition of routeTable) {
    const match = definition.pattern.exec(path);
    if (match) return { route: definition, params: match.slice(1), named: { ...match.groups } };
  }
  return null;
}

/** The title key the route table gives `kind` (the content names the others: a section, a tag). */
export function titleKeyOf(kind: PageKind): MessageKey | undefined {
  return routeTable.find((definition) => definition.kind === kind)?.titleKey;
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
