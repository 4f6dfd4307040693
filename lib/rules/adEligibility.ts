// SPEC section 5 (when ads are not shown), section 4 (slots load early or lazily with a per-slot margin,
// some delayed) and section 9 (lazy margins 0-300 px, delay 2 s, desktop from 768 px).
// Used by issue 18 (ads); kept with its tests until then.
import { AD_DELAY_MS, AD_DESKTOP_MIN_WIDTH, AD_LAZY_MARGIN_MAX_PX } from '../constants';
import type { Article } from '../schemas/article';
import type { AdSlot } from '../schemas/adSlot';
import { partnerKind } from '../view/articleFormat';

/** Article flags that keep every ad off the article, in any slot. */
const AD_BLOCKING_FLAGS = ['adfree', 'adult-content'] as const;
/** Tag (or super tag) slug that marks a video article; those get no ads inside the app. */
const VIDEO_TAG_SLUG = 'video';

export type AdArticle = Pick<Article, 'flags' | 'mainSuperTag' | 'superTags' | 'tags'> &
  Partial<Pick<Article, 'adfree' | 'adultContent' | 'pr'>>;

export type AdBlockReason = (typeof AD_BLOCKING_FLAGS)[number] | 'pr' | 'sponsored' | 'app-video';

export interface AdContext {
  /** The single article the slot sits on; absent on lists and the front page. */
  article?: AdArticle;
  slot: Pick<AdSlot, 'pr'>;
  isApp: boolean;
}

/**
 * Why a slot must stay empty, or null when it may show an ad. Partner content is decided where the
 * article format decides its partner design (partnerKind; asked directly because a sponsored live blog
 * keeps the liveblog design). The pr exception belongs to the sponsored super tags only: a slot marked
 * pr exists to carry the sponsor's own ad next to sponsored content, while an article flagged adfree,
 * adult-content or pr gets no ad in any slot. The boolean fields (adfree, adultContent, pr) count the
 * same as the flags, since the API sends both.
 */
export function adBlockReason({ article, slot, isApp }: AdContext): AdBlockReason | null {
  if (!article) return null;
  const flags = new Set(article.flags.map((flag) => flag.slug));
  if (article.adfree) flags.add('adfree');
  if (article.adultContent) flags.add('adult-content');
  const blockingFlag = AD_BLOCKING_FLAGS.find((flag) => flags.has(flag));
  if (blockingFlag) return blockingFlag;

  const partner = partnerKind(article);
  if (partner === 'pr') return 'pr';
  if (partner === 'sponsored' && !slot.pr) return 'sponsored';

  const superTags = [article.mainSuperTag, ...article.superTags].map((tag) => tag.slug);
  const video = [...superTags, ...article.tags.map((tag) => tag.slug)].includes(VIDEO_TAG_SLUG);
  if (isApp && video) return 'app-video';
  return null;
}

export function adsAllowed(context: AdContext): boolean {
  return adBlockReason(context) === null;
}

export type AdMode = 'web' | 'app' | 'screenshot';
export type AdDevice = 'desktop' | 'mobile';

/**
 * Which ad units a page uses: desktop from 768 px, mobile below. In the app the webview is a phone (or a
 * tablet showing the phone layout), so it always takes the mobile units. Screenshot mode renders pages
 * as images for sharing and must not carry ads: null, load nothing.
 */
export function adDevice(width: number, mode: AdMode = 'web'): AdDevice | null {
  if (mode === 'screenshot') return null;
  if (mode === 'app') return 'mobile';
  return width >= AD_DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

export interface AdLoadPlan {
  /** 'early' loads on mount; 'lazy' waits until the slot comes within `marginPx` of the viewport. */
  mode: AdSlot['loadMode'];
  marginPx: number;
  /** IntersectionObserver rootMargin for lazy slots, null for early ones. */
  rootMargin: string | null;
  /** Wait before requesting the ad, ms. */
  delayMs: number;
}

function clamp(value: number | undefined, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value), 0), max);
}

/**
 * How a slot loads. Margins are clamped to 0-300 px and delays to 0-2 s (no delay when unset): SPEC
 * section 9 bounds both, and slot configs also come from the remote API, where the schema may not have
 * been applied.
 */
export function adLoadPlan(
  slot: Pick<AdSlot, 'loadMode' | 'observerMargin' | 'delay'>,
): AdLoadPlan {
  const lazy = slot.loadMode === 'lazy';
  const marginPx = lazy ? clamp(slot.observerMargin, AD_LAZY_MARGIN_MAX_PX) : 0;
  return {
    mode: slot.loadMode,
    marginPx,
    rootMargin: lazy ? `${marginPx}px 0px` : null,
    delayMs: clamp(slot.delay, AD_DELAY_MS),
  };
}
