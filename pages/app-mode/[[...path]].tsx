// The app-mode dispatcher (SPEC section 4, lib/routing/renderMode.ts): proxy.ts rewrites an
// `?isMobileApp` request to /app-mode/{path}, and this page renders that path's page kind — found
// through the route table — with the kind's own props loader and component, in the app render mode.
// ISR caches the app-mode HTML apart from the web page, so neither mode costs the other anything.
import type {
  GetStaticPaths,
  GetStaticProps,
  GetStaticPropsContext,
  GetStaticPropsResult,
} from 'next';
import { ArticlePage } from '@/components/article/ArticlePage';
import { AfterCover } from '@/components/brand/AfterCover';
import { G7Cover } from '@/components/brand/G7Cover';
import { DocPage } from '@/components/doc/DocPage';
import { FrontPage } from '@/components/front/FrontPage';
import { ListPage } from '@/components/list/ListPage';
import { EpisodePage } from '@/components/podcast/EpisodePage';
import { PodcastIndexPage } from '@/components/podcast/PodcastIndexPage';
import { PodcastPage } from '@/components/podcast/PodcastPage';
import { ExchangePage } from '@/components/exchange/ExchangePage';
import { SupplementPage } from '@/components/supplement/SupplementPage';
import { pageAds } from '@/lib/ads/pageAds';
import { articleStaticProps } from '@/lib/pages/articlePageProps';
import { afterCoverStaticProps, g7CoverStaticProps } from '@/lib/pages/brandCoverProps';
import { docStaticProps } from '@/lib/pages/docPageProps';
import { exchangeStaticProps } from '@/lib/pages/exchangePageProps';
import { supplementStaticProps } from '@/lib/pages/supplementPageProps';
import { frontPageStaticProps } from '@/lib/pages/frontPageProps';
import { listStaticProps } from '@/lib/pages/listPageProps';
import type { ListKind } from '@/lib/pages/listRoutes';
import {
  episodeStaticProps,
  podcastIndexStaticProps,
  podcastStaticProps,
} from '@/lib/pages/podcastPageProps';
import { PAGE_PARAM } from '@/lib/routing/paths';
import { APP_MODE_KINDS, APP_MODE_PARAM, splitPageSuffix } from '@/lib/routing/renderMode';
import { matchRoute, type PageKind } from '@/lib/routing/routes';
import type { ArticlePageProps } from '@/lib/view/articlePage';
import type { AfterCoverProps, G7CoverProps } from '@/lib/view/brandCover';
import type { DocPageProps } from '@/lib/view/docPage';
import type { ExchangePageProps } from '@/lib/view/exchangePage';
import type { SupplementPageProps } from '@/lib/view/supplementPage';
import type { FrontPageProps } from '@/lib/view/frontPage';
import type { ListPageProps } from '@/lib/view/listPage';
import type { EpisodePageProps, PodcastIndexProps, PodcastPageProps } from '@/lib/view/podcast';

type Props =
  | (FrontPageProps & { view: 'front' })
  | (ListPageProps & { view: 'list' })
  | (ArticlePageProps & { view: 'article' })
  | (DocPageProps & { view: 'doc' })
  | (G7CoverProps & { view: 'g7' })
  | (AfterCoverProps & { view: 'after' })
  | (PodcastIndexProps & { view: 'podcasts' })
  | (PodcastPageProps & { view: 'podcast' })
  | (EpisodePageProps & { view: 'episode' })
  | (ExchangePageProps & { view: 'exchange' })
  // The supplement's props carry a `view` of their own (its tab): nested under `page`.
  | { view: 'supplement'; shell: SupplementPageProps['shell']; page: SupplementPageProps };

export default function AppModePage(props: Props) {
  switch (props.view) {
    case 'front':
      return <FrontPage {...props} />;
    case 'list':
      return <ListPage {...props} />;
    case 'article':
      return <ArticlePage {...props} />;
    case 'doc':
      return <DocPage {...props} />;
    case 'g7':
      return <G7Cover {...props} />;
    case 'after':
      return <AfterCover {...props} />;
    case 'podcasts':
      return <PodcastIndexPage {...props} />;
    case 'podcast':
      return <PodcastPage {...props} />;
    case 'episode':
      return <EpisodePage {...props} />;
    case 'exchange':
      return <ExchangePage {...props} />;
    case 'supplement':
      return <SupplementPage {...props.page} shell={props.shell} />;
  }
}

type Loaded = { view: Props['view']; result: GetStaticPropsResult<{ shell: Props['shell'] }> };
type LoadedProps = { shell: Props['shell'] };

/** The list kind of the list page kinds (the page files bind the same loader to each). */
const LIST_KINDS: Partial<Record<PageKind, ListKind>> = {
  legfrissebb: 'legfrissebb',
  english: 'english',
  after: 'after',
  g7: 'g7',
  articles_by_mstag: 'rovat',
  articles_by_tag: 'cimke',
  articles_by_author: 'szerzo',
};

async function load(
  kind: PageKind,
  params: Array<string | undefined>,
  page: string | null,
  context: GetStaticPropsContext,
): Promise<Loaded | null> {
  const paging = page ? [PAGE_PARAM, page] : [];
  const [first] = params;
  if (kind === 'index') return { view: 'front', result: await frontPageStaticProps(context) };
  if (kind === 'doc') {
    return { view: 'doc', result: await docStaticProps()({ ...context, params: { slug: first } }) };
  }
  if (kind === 'single_article' || kind === 'liveblog_article') {
    const [section, year, month, day, slug] = params;
    const loader = articleStaticProps(kind === 'liveblog_article', { renderMode: 'app' });
    return {
      view: 'article',
      result: await loader({ ...context, params: { section, year, month, day, slug } }),
    };
  }
  // The sub-brand covers are the first page of their lists (SPEC section 2).
  if (kind === 'g7' && !first && !page)
    return { view: 'g7', result: await g7CoverStaticProps(context) };
  if (kind === 'after' && !page)
    return { view: 'after', result: await afterCoverStaticProps(context) };
  if (kind === 'podcasts')
    return { view: 'podcasts', result: await podcastIndexStaticProps(context) };
  if (kind === 'podcast') {
    return {
      view: 'podcast',
      result: await podcastStaticProps({ ...context, params: { podcast: first } }),
    };
  }
  if (kind === 'podcast_episode') {
    const [podcast, episode] = params;
    return {
      view: 'episode',
      result: await episodeStaticProps({ ...context, params: { podcast, episode } }),
    };
  }
  if (kind === 'exchange') {
    const [currency, range] = params;
    return {
      view: 'exchange',
      result: await exchangeStaticProps({ ...context, params: { currency, range } }),
    };
  }
  if (kind === 'melleklet') {
    const result = await supplementStaticProps({
      ...context,
      params: { path: [...(first ?? '').split('/'), ...paging] },
    });
    return {
      view: 'supplement',
      result:
        'props' in result
          ? { ...result, props: { shell: result.props.shell, page: result.props } as LoadedProps }
          : result,
    };
  }
  const listKind = kind === 'list' ? (first as ListKind) : LIST_KINDS[kind];
  if (!listKind) return null;
  const rest = kind === 'list' || !first ? [] : first.split('/');
  return {
    view: 'list',
    result: await listStaticProps(listKind)({ ...context, params: { path: [...rest, ...paging] } }),
  };
}

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const segments = ([] as string[]).concat(context.params?.path ?? []);
  const { path, page } = splitPageSuffix(`/${segments.join('/')}`);
  const match = matchRoute(path);
  const loaded =
    match && APP_MODE_KINDS.has(match.route.kind)
      ? await load(match.route.kind, match.params, page, context)
      : null;
  if (!loaded) return { notFound: true, revalidate: 60 };
  const { view, result } = loaded;
  if ('redirect' in result) {
    // A redirect (e.g. to an article's canonical path) stays in the app.
    const [target = '', query = ''] = result.redirect.destination.split('?');
    const params = new URLSearchParams(query);
    params.set(APP_MODE_PARAM, '1');
    return { ...result, redirect: { ...result.redirect, destination: `${target}?${params}` } };
  }
  if (!('props' in result)) return result;
  const props = {
    ...result.props,
    shell: { ...result.props.shell, renderMode: 'app' as const },
    view,
  } as Props;
  // Ads in the app: mobile units only (SPEC section 9); the article loader decided its own.
  if (props.view === 'front' || props.view === 'list') {
    props.ads = pageAds(props.view, { renderMode: 'app' });
  }
  return { ...result, props };
};

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
