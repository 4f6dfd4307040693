// Topic notifications that arrive (issue 32, item 2; SPEC section 3 "Topic subscription: clientToken,
// topic", section 7 /api/subscriptions): which topics a new article notifies (its tags, its main
// section and its other sections, each follower once), which articles notify at all, and how many
// notifications one reader gets within an hour.
import { PUSH_FRESH_MS, PUSH_LIMIT_WINDOW_MS, PUSH_PER_CLIENT_PER_HOUR } from '../constants';
import type { ListItem } from '../schemas/article';
import { topicId } from '../topics/topicNames';

type TopicSource = Pick<ListItem, 'tags' | 'mainSuperTag' | 'superTags'>;

/** The topic ids (lib/topics/topicNames.ts) a new article notifies: its tags and sections, once each. */
export function articleTopicIds(item: TopicSource): string[] {
  const ids = [
    ...item.tags.map((tag) => topicId({ kind: 'tag', slug: tag.slug })),
    topicId({ kind: 'section', slug: item.mainSuperTag.slug }),
    ...item.superTags.map((section) => topicId({ kind: 'section', slug: section.slug })),
  ];
  return [...new Set(ids)].sort();
}

/** Allowed ahead of our clock (the newsroom's clock may run a little early). */
const CLOCK_SKEW_MS = 60 * 1000;

/**
 * Whether a listed article is news to its followers at `now` (unix ms): a published, active article of
 * its own (a live blog's post is not), dated within PUSH_FRESH_MS and not in the future.
 */
export function isNotifiable(
  item: Pick<ListItem, 'active' | 'parent' | 'pubDate'>,
  now: number,
): boolean {
  const published = item.pubDate * 1000;
  return (
    item.active &&
    item.parent === null &&
    published >= now - PUSH_FRESH_MS &&
    published <= now + CLOCK_SKEW_MS
  );
}

/**
 * Whether a reader may get one more notification at `now`: fewer than PUSH_PER_CLIENT_PER_HOUR were
 * queued for them within the last PUSH_LIMIT_WINDOW_MS (`queuedAt`, unix ms).
 */
export function underPushLimit(queuedAt: readonly number[], now: number): boolean {
  const recent = queuedAt.filter((at) => at > now - PUSH_LIMIT_WINDOW_MS && at <= now);
  return recent.length < PUSH_PER_CLIENT_PER_HOUR;
}

/**
 * The push services browsers subscribe with (Chrome and Edge's FCM, Firefox's autopush, Apple's and
 * Microsoft's WNS), by host suffix: the server POSTs to a subscription's endpoint, so an endpoint
 * elsewhere (an address inside our network) is refused. Others are added by origin (configuration).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** Whether `endpoint` is a known push service's https URL or on one of `extraOrigins`. */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}
