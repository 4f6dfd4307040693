// The loaders of the page kinds ISR keeps (issue 30): the route table (lib/routing/routes.ts) says what
// each kind is (pattern, title, lifetime, render modes, edition switch, list extras); this module says
// how its props are loaded and which view (lib/view/pageViews.ts) draws them. One way in, for both
// render modes: a `pages/` file's getStaticProps (staticPropsOf) and the app-mode dispatcher
// (pages/app-mode, loadPage) read the params by name, parse the list page once (pageSuffix.ts), check
// the edition switch and give the answer the kind's ISR lifetime. Kinds rendered per request
// (render: 'request') have their getServerSideProps here too (serverPropsOf), each from its module.
import type {
  GetServerSideProps,
  GetStaticPaths,
  GetStaticProps,
  GetStaticPropsResult,
} from 'next';
import { PAGE_LIFETIME_SECONDS } from '../cachePolicy';
import { timed } from '../observability/metrics';
import { laterPageOf, splitPageSuffix } from '../routing/pageSuffix';
import { PAGE_PARAM } from '../routing/paths';
import { currentFeatures } from '../routing/routeRules';
import { routeTable, type PageKind, type RouteDefinition, type RouteList } from '../routing/routes';
import type { PageView, PageViewProps } from '../view/pageViews';
import { loadAppWidget, loadEmptyPage } from './appPageProps';
import { loadArticlePage } from './articlePageProps';
import { loadAfterCover, loadG7Cover } from './brandCoverProps';
import { loadDocPage } from './docPageProps';
import { loadExchangePage } from './exchangePageProps';
import { loadFrontPage } from './frontPageProps';
import { loadListPage } from './listPageProps';
import type { PageLoader, PageRequest } from './pageRequest';
import { f1PageProps } from './f1PageProps';
import { electionMapPageProps } from './electionMapPageProps';
import { footballPageProps } from './footballPageProps';
import { loginServerSideProps } from './loginPageProps';
import { newsletterPageProps } from './newsletterPageProps';
import { predictionPageProps } from './predictionPageProps';
import { loadEpisode, loadPodcast, loadPodcastIndex } from './podcastPageProps';
import { searchServerSideProps } from './searchPageProps';
import { loadTopicListPage } from './topicListPageProps';
import { demoCheckoutServerSideProps, supportServerSideProps } from './supportPageProps';
import { loadSupplementPage } from './supplementPageProps';
import { loadTaxPage } from './taxPageProps';

type AnyViewProps = PageViewProps[PageView];

/** What a request of a kind renders: its view, and the loader of that view's props. */
export interface ViewLoader {
  view: PageView;
  load: PageLoader<AnyViewProps>;
}

const view = <V extends PageView>(name: V, load: PageLoader<PageViewProps[V]>): ViewLoader => ({
  view: name,
  load: load as PageLoader<AnyViewProps>,
});

/** A list route's view: the list, with its follow button where the route says it can be followed. */
function listView(list: RouteList): ViewLoader {
  return list.follow
    ? view('topicList', loadTopicListPage(list))
    : view('list', loadListPage(list));
}

/** The route table's list extras of `kind` (every list kind has them). */
function listOf(kind: PageKind): RouteList {
  const list = routeOf(kind).list;
  if (!list) throw new Error(`page kind ${kind} is not a list in the route table`);
  return list;
}

const always = (loader: ViewLoader) => () => loader;

/** The view and loader of every kind ISR keeps; the sub-brands' first page is their cover. */
export const viewLoaders: Partial<Record<PageKind, (request: PageRequest) => ViewLoader>> = {
  index: always(view('front', loadFrontPage)),
  legfrissebb: always(listView(listOf('legfrissebb'))),
  list: always(listView(listOf('list'))),
  english: always(listView(listOf('english'))),
  after: ({ page }) => (page === 1 ? view('after', loadAfterCover) : listView(listOf('after'))),
  g7: ({ params, page }) =>
    !params.tab && page === 1 ? view('g7', loadG7Cover) : listView(listOf('g7')),
  articles_by_mstag: always(listView(listOf('articles_by_mstag'))),
  articles_by_tag: always(listView(listOf('articles_by_tag'))),
  articles_by_author: always(listView(listOf('articles_by_author'))),
  doc: always(view('doc', loadDocPage())),
  melleklet: always(view('supplement', loadSupplementPage)),
  academy: always(view('doc', loadDocPage({ slug: 'akademia', path: '/telexakademia' }))),
  youth: always(view('doc', loadDocPage({ slug: 'te', path: '/te' }))),
  // The impresszum document with the publisher's data and the staff.
  impress: always(view('doc', loadDocPage({ slug: 'impresszum', path: '/impresszum' }))),
  empty: always(view('empty', loadEmptyPage)),
  exchange: always(view('exchange', loadExchangePage)),
  tax: always(view('tax', loadTaxPage)),
  'app-webview': always(view('appWidget', loadAppWidget)),
  podcasts: always(view('podcasts', loadPodcastIndex)),
  podcast: always(view('podcast', loadPodcast)),
  podcast_episode: always(view('episode', loadEpisode)),
  liveblog_article: always(view('article', loadArticlePage(true))),
  single_article: always(view('article', loadArticlePage(false))),
};

function routeOf(kind: PageKind): RouteDefinition {
  const route = routeTable.find((definition) => definition.kind === kind);
  if (!route) throw new Error(`page kind ${kind} is not in the route table`);
  return route;
}

/** The answer with the kind's ISR lifetime, unless the loader chose another (a live tab). */
function withLifetime<P>(
  result: GetStaticPropsResult<P>,
  route: RouteDefinition,
): GetStaticPropsResult<P> {
  if (route.render === 'request' || ('revalidate' in result && result.revalidate !== undefined)) {
    return result;
  }
  return { ...result, revalidate: PAGE_LIFETIME_SECONDS[route.render.static] };
}

/**
 * Loads a request of `route`'s kind: a 404 where the edition switches the kind off (SPEC section 5),
 * else the kind's view and its props, kept for the kind's lifetime. The loader's time is the render or
 * regeneration time operators watch (hirvonal_page_props_duration_seconds).
 */
export async function loadPage(
  route: RouteDefinition,
  request: PageRequest,
): Promise<{ view: PageView; result: GetStaticPropsResult<AnyViewProps> }> {
  const pick = viewLoaders[route.kind];
  if (!pick) throw new Error(`page kind ${route.kind} has no loader (it renders per request)`);
  const { view: name, load } = pick(request);
  const available = !route.available || route.available(currentFeatures());
  const result: GetStaticPropsResult<AnyViewProps> = available
    ? await timed(
        'hirvonal_page_props_duration_seconds',
        { page_kind: route.kind, mode: request.mode },
        () => load(request),
      )
    : { notFound: true };
  if (request.mode === 'app' && 'props' in result) {
    const props = await result.props;
    result.props = { ...props, shell: { ...props.shell, renderMode: 'app' } };
  }
  return { view: name, result: withLifetime(result, route) };
}

/**
 * A `pages/` file's params as a request: by name, a catch-all's segments joined by '/', the list page
 * parsed once (from an `[oldal]` param or a catch-all's `/oldal/N` end); null for an `[oldal]` that
 * names no later page (a 404: the first page has no suffix). `fixed`: params the file itself stands for (/legfontosabb is list kind
 * 'legfontosabb').
 */
export function requestOfParams(
  params: Record<string, string | string[] | undefined> = {},
  fixed: Record<string, string> = {},
): Pick<PageRequest, 'params' | 'page'> | null {
  const named: Record<string, string | undefined> = { ...fixed };
  let page = 1;
  for (const [name, value] of Object.entries(params)) {
    const text = [value ?? []].flat().join('/');
    if (name === PAGE_PARAM) {
      const later = laterPageOf(text);
      if (later === null) return null;
      page = later;
      continue;
    }
    const split = splitPageSuffix(`/${text}`);
    if (split.path !== `/${text}`) page = split.page;
    named[name] = split.path.slice(1) || undefined;
  }
  return { params: named, page };
}

export type PageStaticProps = GetStaticProps<AnyViewProps> & { pageKind: PageKind };

/** The getStaticProps of a `pages/` file of `kind` (the registry test reads `pageKind`). */
export function staticPropsOf(kind: PageKind, fixed: Record<string, string> = {}): PageStaticProps {
  const route = routeOf(kind);
  const getStaticProps: GetStaticProps<AnyViewProps> = async (context) => {
    const request = requestOfParams(context.params, fixed);
    if (!request) return withLifetime({ notFound: true }, route);
    const { result } = await loadPage(route, {
      ...request,
      mode: 'web',
      draftMode: context.draftMode === true,
    });
    return result;
  };
  return Object.assign(getStaticProps, { pageKind: kind });
}

/**
 * The kinds rendered per request (their query is the selection, or the page is personal): each sets
 * its own Cache-Control (lib/cachePolicy.ts) and reads the render mode from its query.
 */
export const serverLoaders: Partial<Record<PageKind, GetServerSideProps>> = {
  archivum: searchServerSideProps,
  support: supportServerSideProps,
  'live-login': loginServerSideProps,
  demo_checkout: demoCheckoutServerSideProps,
  football: footballPageProps,
  formula1: f1PageProps,
  newsletter: newsletterPageProps,
  election_map: electionMapPageProps,
  tippjatek: predictionPageProps,
};

export type PageServerSideProps = GetServerSideProps & { pageKind: PageKind };

/** The getServerSideProps of a `pages/` file of `kind`, a kind rendered per request. */
export function serverPropsOf(kind: PageKind): PageServerSideProps {
  const getServerSideProps = serverLoaders[kind];
  if (!getServerSideProps || routeOf(kind).render !== 'request') {
    throw new Error(`page kind ${kind} is not rendered per request`);
  }
  // A wrapper, so that the tag names this file's kind (a loader may serve two kinds).
  const props: GetServerSideProps = (context) => getServerSideProps(context);
  return Object.assign(props, { pageKind: kind });
}

/** Paths no build renders: each renders on its first request and is then kept (ISR). */
export const onFirstRequest: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
