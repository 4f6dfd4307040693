// SPEC section 4, "Live badge": which badge an article's flags earn it at a given moment.
import { LIVE_BADGE_REFRESH_WINDOW_MIN } from '../constants';

export type LiveBadge = { kind: 'live' } | { kind: 'refresh'; minutes: number };

export interface LiveBadgeInput {
  flags: ReadonlyArray<{ slug: string }>;
  /** Last update, unix seconds (pubDate when never updated). */
  updatedAt: number;
}

/**
 * `live` always shows 'ÉLŐ'. `refresh` shows 'frissült' for at most 10 minutes after the update, with
 * 'most' under one minute and '{n} perce' after that; later it shows nothing.
 */
export function liveBadge({ flags, updatedAt }: LiveBadgeInput, now: number): LiveBadge | null {
  const slugs = new Set(flags.map((flag) => flag.slug));
  if (slugs.has('live')) return { kind: 'live' };
  if (!slugs.has('refresh')) return null;
  const minutes = Math.floor((now / 1000 - updatedAt) / 60);
  if (minutes > LIVE_BADGE_REFRESH_WINDOW_MIN) return null;
  return { kind: 'refresh', minutes: Math.max(0, minutes) };
}
