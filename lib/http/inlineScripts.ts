// The inline scripts of every page's <head> (pages/_document.tsx), said once. They run before the first
// paint, so they cannot be files; the Content-Security-Policy allows exactly these texts by their
// SHA-256 hashes (lib/http/contentSecurityPolicy.ts). next.config.ts builds both from this one call:
// the texts reach the document through the build's environment (INLINE_HEAD_SCRIPTS), so the hashed
// text and the served text are the same bytes whatever each bundle's compiler does to a function's
// source. No alias imports: next.config.ts loads this module.
import { appModeHeadScript } from '../rules/appModeQuery';
import { chunkGuardScript } from '../rules/chunkReload';
import { promoHeadScript } from '../rules/newsletterPromo';

export interface InlineHeadScripts {
  /** A chunk of ours that fails to load reloads the page (SPEC section 8; lib/rules/chunkReload.ts). */
  chunkGuard: string;
  /** A bare `?isMobileApp` reloads as `?isMobileApp=1` (lib/rules/appModeQuery.ts). */
  appMode: string;
  /** Hides the newsletter promo where the reader hid it, before the first paint (issue 17). */
  promo: string;
}

export function inlineHeadScripts(): InlineHeadScripts {
  return { chunkGuard: chunkGuardScript(), appMode: appModeHeadScript(), promo: promoHeadScript() };
}
