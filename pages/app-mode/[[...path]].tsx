// The app-mode dispatcher (SPEC section 4, lib/routing/renderMode.ts): proxy.ts rewrites an
// `?isMobileApp` request to /app-mode/{path}, and this page renders that path's page kind (found
// through the route table, which says which kinds the app opens) with the kind's own loader and view
// (lib/pages/pageKinds.ts, components/pageViews.tsx), in the app render mode. ISR caches the app-mode
// HTML apart from the web page, so neither mode costs the other anything.
import type { ComponentType } from 'react';
import type { GetStaticProps } from 'next';
import { pageViewComponents } from '@/components/pageViews';
import { PAGE_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { loadPage, onFirstRequest } from '@/lib/pages/pageKinds';
import { splitPageSuffix } from '@/lib/routing/pageSuffix';
import { APP_MODE_PARAM } from '@/lib/routing/renderMode';
import { matchRoute } from '@/lib/routing/routes';
import type { PageView, PageViewProps } from '@/lib/view/pageViews';

type Props = PageViewProps[PageView] & { pageView: PageView };

export default function AppModePage({ pageView, ...props }: Props) {
  const View = pageViewComponents[pageView] as ComponentType<typeof props>;
  return <View {...props} />;
}

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const { path, page } = splitPageSuffix(`/${[context.params?.path ?? []].flat().join('/')}`);
  const match = matchRoute(path);
  if (!match?.route.app) return { notFound: true, revalidate: PAGE_LIFETIME_SECONDS.notFound };
  const { view, result } = await loadPage(match.route, {
    params: match.named,
    page,
    mode: 'app',
    draftMode: context.draftMode === true,
  });
  if ('redirect' in result) {
    // A redirect (e.g. to an article's canonical path) stays in the app.
    const [target = '', query = ''] = result.redirect.destination.split('?');
    const params = new URLSearchParams(query);
    params.set(APP_MODE_PARAM, '1');
    return { ...result, redirect: { ...result.redirect, destination: `${target}?${params}` } };
  }
  if (!('props' in result)) return result;
  return { ...result, props: { ...(await result.props), pageView: view } as Props };
};

export const getStaticPaths = onFirstRequest;
