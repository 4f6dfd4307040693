// Build detection in the browser (SPEC sections 4, 8; the rule in lib/rules/deployment.ts): the latest
// build id is polled as JSON; when it differs from the page's, the new build's manifest is fetched
// (GET /api/build/manifest/{id}), and once it answers the next client-side navigation becomes a full
// page load, which brings the new build's code. A failed manifest fetch is logged only (section 8).
import { apiGet } from './apiClient';
import { buildManifestSchema, type LatestBuild } from '../schemas/build';
import { deploymentState, type DeploymentState } from '../rules/deployment';
import { log } from '@/lib/observability/log';

export const LATEST_BUILD_URL = '/api/build/latest';

/** The manifest of build `id` (a 404 from a server that does not run it yet). */
export function buildManifestUrl(id: string): string {
  return `/api/build/manifest/${encodeURIComponent(id)}`;
}

/** The deployment state after a latest-build answer (fetching the manifest when the id is new). */
export async function checkDeployment(
  pageBuildId: string,
  latest: LatestBuild,
): Promise<DeploymentState> {
  let manifestId: string | null = null;
  if (latest.id !== pageBuildId) {
    try {
      manifestId = (await apiGet(buildManifestUrl(latest.id), buildManifestSchema)).id;
    } catch (error) {
      log.warn('build manifest fetch failed', { error: error });
    }
  }
  return deploymentState({ pageBuildId, latestId: latest.id, manifestId });
}

/** What aborts a client transition that became a full page load (marked, so it is not reported). */
export class FullLoadAbort extends Error {
  override name = 'FullLoadAbort';
  /** Next treats `cancelled` errors as a cancelled route change. */
  readonly cancelled = true;
}

interface RouterEvents {
  on: (
    type: 'routeChangeStart',
    handler: (url: string, options: { shallow: boolean }) => void,
  ) => void;
  off: (
    type: 'routeChangeStart',
    handler: (url: string, options: { shallow: boolean }) => void,
  ) => void;
  emit: (
    type: 'routeChangeError',
    error: Error,
    url: string,
    options: { shallow: boolean },
  ) => void;
}

/**
 * From now on every client-side navigation (link, router.push, back and forward) is a full page load
 * of its URL. The transition is aborted the way Next's discussions document it (vercel/next.js#32231):
 * tell the listeners it ended ('routeChangeError', so the progress bar stops) and throw from the
 * 'routeChangeStart' handler, which rejects the router call before it fetches anything. Shallow
 * changes (same page, new query) stay. Returns the undo.
 */
export function makeNavigationsFullLoads(
  events: RouterEvents,
  assign: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const onRouteChangeStart = (url: string, options: { shallow: boolean }) => {
    if (options.shallow) return;
    assign(url);
    const abort = new FullLoadAbort(`Full page load of ${url}: a new deployment`);
    events.emit('routeChangeError', abort, url, options);
    throw abort;
  };
  events.on('routeChangeStart', onRouteChangeStart);
  return () => events.off('routeChangeStart', onRouteChangeStart);
}
