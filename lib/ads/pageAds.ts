// Server side: a page's ads (lib/view/ads.ts) from the edition's slot configuration, the exclusions of
// SPEC section 5 (lib/rules/adPlacements.ts) and the ad network of the environment: AD_NETWORK_SCRIPT_URL
// (an https GPT-compatible library) with AD_NETWORK_ID (numeric, SPEC section 9: the account id in the
// unit path). Without both, or with an invalid value (logged), slots show our house ads.
import { adSlotsByEdition, type AdPageKind } from '@/editions/adSlots';
import { edition } from '@/editions/currentEdition';
import type { AdArticle } from '../rules/adEligibility';
import { pageAdSlots } from '../rules/adPlacements';
import { reserveContentAds, withContentAds, withoutContentAds } from '../rules/contentAds';
import type { RenderMode } from '../routing/renderMode';
import type { AdNetworkView, PageAds } from '../view/ads';
import { log } from '@/lib/observability/log';

export function adNetworkOf(env: NodeJS.ProcessEnv = process.env): AdNetworkView | null {
  const scriptUrl = env.AD_NETWORK_SCRIPT_URL?.trim();
  const id = env.AD_NETWORK_ID?.trim();
  if (!scriptUrl && !id) return null;
  if (!scriptUrl || !/^https:\/\/[^\s"'<>]+$/.test(scriptUrl) || !id || !/^\d{1,20}$/.test(id)) {
    log.warn('AD_NETWORK_SCRIPT_URL must be an https URL and AD_NETWORK_ID numeric: house ads');
    return null;
  }
  return { scriptUrl, unitPrefix: `/${id}` };
}

let network: AdNetworkView | null | undefined;

export function pageAds(
  kind: AdPageKind,
  context: { article?: AdArticle; renderMode?: RenderMode } = {},
): PageAds {
  if (network === undefined) network = adNetworkOf();
  return {
    slots: pageAdSlots(adSlotsByEdition[edition.slug], kind, {
      article: context.article,
      renderMode: context.renderMode ?? 'web',
    }),
    network,
  };
}

/**
 * An article body as the page with these ads shows it (SPEC section 9: content ads numbered
 * sequentially): with content ads, the editor's placeholders or ones inserted every few paragraphs,
 * their space reserved for the device; without, no placeholder at all (no empty gaps). A content ad
 * needs a unit for each device the page can have: on the web both, in the app the mobile one.
 */
export function articleBodyWithAds(
  content: string,
  ads: PageAds,
  renderMode: RenderMode = 'web',
): string {
  const slot = ads.slots['article-content'];
  const mobile = slot?.mobile?.height;
  const desktop = renderMode === 'app' ? mobile : slot?.desktop?.height;
  if (mobile === undefined || desktop === undefined) return withoutContentAds(content);
  return reserveContentAds(withContentAds(content), { mobile, desktop });
}
