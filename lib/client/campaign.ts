// The campaign script (SPEC section 4): a marketing-campaign library configured on the server
// (CAMPAIGN_SCRIPT_URL, CAMPAIGN_GLOBAL; GET /api/frontend/client-config). Loaded after the page,
// async (never render-blocking); its init is retried every second until the library is present, as
// long as the page is open (SPEC section 4 names no limit; a check is one property read a second). A
// failed script load is logged; the retries go on (the library may come from another tag, e.g. a tag
// manager). An init that throws is logged and not retried (a broken library would throw every time).
import { CAMPAIGN_RETRY_MS } from '../constants';
import type { CampaignConfig } from '../schemas/clientConfig';
import { retryUntilPresent } from './retryUntilPresent';
import { log } from '@/lib/observability/log';

export const CLIENT_CONFIG_URL = '/api/frontend/client-config';

export interface CampaignLibrary {
  init: (context: { edition: string; path: string; isApp: boolean }) => void;
  /** Optional: told about every client-side page change. */
  page?: (path: string) => void;
}

function libraryOf(global: string): CampaignLibrary | null {
  const candidate = (window as unknown as Record<string, unknown>)[global] as
    Partial<CampaignLibrary> | undefined;
  return typeof candidate?.init === 'function' ? (candidate as CampaignLibrary) : null;
}

/** Loads the library and initialises it once present; returns the stop function. */
export function startCampaign(
  config: CampaignConfig,
  context: { edition: string; isApp: boolean },
  onReady: (library: CampaignLibrary) => void,
): () => void {
  // Once per page load, even when the runtime starts the campaign again (the render mode changed).
  if (!document.querySelector('script[data-campaign]')) {
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.dataset.campaign = '';
    script.addEventListener('error', () =>
      log.warn('campaign script failed to load', { url: config.scriptUrl }),
    );
    document.head.appendChild(script);
  }
  return retryUntilPresent(
    () => libraryOf(config.global),
    (library) => {
      try {
        library.init({ ...context, path: window.location.pathname });
        onReady(library);
      } catch (error) {
        log.warn('campaign init failed', { error: error });
      }
    },
    CAMPAIGN_RETRY_MS,
  );
}
