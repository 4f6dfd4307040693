// What runs in every page's browser but shows nothing (issue 18), loaded after hydration from
// AppProviders: build detection (a new deployment makes the next navigation a full page load), the
// campaign script, and in the app the navigation bridge (the prefetch limit is installed earlier, from
// AppProviders: lib/client/prefetchLimit.ts; failed lazy chunks reload the page from
// lib/client/lazyComponent.ts). SPEC sections 4, 8 and 9.
import Router from 'next/router';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { edition } from '@/editions/currentEdition';
import { apiGet } from '@/lib/client/apiClient';
import { CLIENT_CONFIG_URL, startCampaign, type CampaignLibrary } from '@/lib/client/campaign';
import {
  checkDeployment,
  FullLoadAbort,
  LATEST_BUILD_URL,
  makeNavigationsFullLoads,
} from '@/lib/client/deploymentWatch';
import { BUILD_CHECK_INTERVAL_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { fullLoadOnNavigation } from '@/lib/rules/deployment';
import { latestBuildSchema } from '@/lib/schemas/build';
import { clientConfigSchema } from '@/lib/schemas/clientConfig';
import { useRenderMode } from './RenderModeContext';
import { log } from '@/lib/observability/log';

const AppNavigationBridge = lazyComponent(
  () => import('./AppNavigationBridge'),
  'AppNavigationBridge',
);

/** The build the page came from (Next puts it in the page's data). */
function pageBuildId(): string {
  return (
    (window as unknown as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? ''
  );
}

/** True once the page has had its first quiet moments. */
function useDeploymentWatch() {
  const [newBuild, setNewBuild] = useState(false);
  usePoll({
    url: newBuild ? null : LATEST_BUILD_URL,
    schema: latestBuildSchema,
    intervalMs: BUILD_CHECK_INTERVAL_MS,
    pollOnMount: true,
    onData: (latest) => {
      void checkDeployment(pageBuildId(), latest).then((state) => {
        if (fullLoadOnNavigation(state)) setNewBuild(true);
      });
    },
    onError: (error) => log.warn('latest build fetch failed', { error: error }),
  });
  useEffect(() => {
    if (!newBuild) return;
    // Observable (e2e, support): this page knows its code is outdated.
    document.documentElement.dataset.newDeployment = 'true';
    // The next navigation loads the new build: a full page load instead of a client transition. The
    // aborted transition rejects the router call (Link does not catch it): not an error to report.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof FullLoadAbort) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    const undo = makeNavigationsFullLoads(Router.events);
    return () => {
      undo();
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [newBuild]);
}

function useCampaign(isApp: boolean) {
  useEffect(() => {
    let stop = () => undefined as void;
    let library: CampaignLibrary | null = null;
    let cancelled = false;
    // The library hears of every client-side page change (its optional page hook), by path as init.
    // A failing hook is the library's problem, never the router's (mitt does not catch).
    const onRouteChangeComplete = (url: string) => {
      try {
        library?.page?.(new URL(url, window.location.href).pathname);
      } catch (error) {
        log.warn('campaign page hook failed', { error: error });
      }
    };
    apiGet(CLIENT_CONFIG_URL, clientConfigSchema)
      .then(({ campaign }) => {
        if (!campaign || cancelled) return;
        stop = startCampaign(campaign, { edition: edition.slug, isApp }, (ready) => {
          library = ready;
        });
      })
      .catch((error: unknown) => log.warn('client config fetch failed', { error: error }));
    Router.events.on('routeChangeComplete', onRouteChangeComplete);
    return () => {
      cancelled = true;
      stop();
      Router.events.off('routeChangeComplete', onRouteChangeComplete);
    };
  }, [isApp]);
}

export function ClientRuntime() {
  const isApp = useRenderMode() === 'app';
  useDeploymentWatch();
  useCampaign(isApp);
  return isApp ? (
    <Suspense fallback={null}>
      <AppNavigationBridge />
    </Suspense>
  ) : null;
}
