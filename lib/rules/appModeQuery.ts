// SPEC section 4: app mode "turns on when query parameter isMobileApp is present", also with no value
// (`?isMobileApp`). The proxy's `has` matcher (proxy.ts) cannot see an empty value: Next's matcher
// treats '' as absent, so a bare `?isMobileApp` would be served the web page. Matching every request
// in the proxy instead would halve throughput (DESIGN), so the web page's <head> carries this tiny
// check, which runs before the first paint and replaces the URL by one with `isMobileApp=1`: the
// proxy then serves the app-mode page. One extra request, only for that spelling of the URL.
import { APP_MODE_PARAM } from '../constants';

/**
 * The query to load instead of `search` when it names the app-mode parameter without a value, else
 * null. Self-contained (no imports inside): its source text is the inline script.
 */
export function appModeSearch(search: string, param: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(param) || params.getAll(param).some((value) => value !== '')) return null;
  params.set(param, '1');
  return `?${params.toString()}`;
}

/** The inline <head> script: same function, run on the page's own location. */
export function appModeHeadScript(): string {
  return `(function(){var s=(${appModeSearch.toString()})(location.search,${JSON.stringify(
    APP_MODE_PARAM,
  )});if(s!==null)location.replace(location.pathname+s+location.hash)})()`;
}
