// Finding new articles and queueing their notifications (issue 32): each look reads the edition's
// newest articles through the content port (so an article the store writer published and one a remote
// content API shows alike), marks the ones not seen before in the user-data store, and queues one
// notification for every reader who follows one of the article's tags or sections and has a push
// subscription on this edition: once per reader and article, however many of its topics they follow,
// and at most PUSH_PER_CLIENT_PER_HOUR an hour. Marking is atomic, so of several instances looking at
// once exactly one notifies an article. The first look on an edition only marks what was there before
// the loop started (`baselineBefore`): an empty store is not a reason to notify the whole front page,
// but an article published right after the start is news.
import { PUSH_LIMIT_WINDOW_MS, PUSH_NEWEST_ARTICLES, PUSH_NOT_AFTER_MS } from '../constants';
import type { ContentSource } from '../content/contentSource';
import { log } from '../observability/log';
import { countMetric } from '../observability/metrics';
import { articleTopicIds, isNotifiable, underPushLimit } from '../rules/topicNotifications';
import type { UserDataStore } from '../userdata/userDataStore';
import { pushPayload } from './pushPayload';

export type NotifierStore = Pick<
  UserDataStore,
  'hasNotifiedArticles' | 'markArticlesNotified' | 'pushFollowers' | 'queuePush'
>;

export interface NotifierDeps {
  source: Pick<ContentSource, 'listArticles'>;
  store: NotifierStore;
  edition: { slug: string; siteUrl: string };
  now?: () => number;
  /** On the edition's first look, articles published before this (unix ms) are marked, not notified. */
  baselineBefore?: number;
}

/** One look: answers the articles it notified and how many notifications it queued. */
export async function notifyNewArticles({
  source,
  store,
  edition,
  now = Date.now,
  baselineBefore = now(),
}: NotifierDeps): Promise<{ articles: number[]; queued: number }> {
  const newest = await source.listArticles({ page: 1, perPage: PUSH_NEWEST_ARTICLES });
  if (!(await store.hasNotifiedArticles(edition.slug))) {
    const before = newest.items.filter((item) => item.pubDate * 1000 < baselineBefore);
    // At least one mark, so that the next look is not a first one again.
    const marks = before.length > 0 ? before : newest.items.slice(-1);
    await store.markArticlesNotified(
      edition.slug,
      marks.map((item) => item.id),
      now(),
    );
  }
  const fresh = newest.items.filter((item) => isNotifiable(item, now()));
  const marked = new Set(
    await store.markArticlesNotified(
      edition.slug,
      fresh.map((item) => item.id),
      now(),
    ),
  );
  let queued = 0;
  for (const item of fresh.filter((i) => marked.has(i.id))) {
    const at = now();
    const followers = await store.pushFollowers(
      edition.slug,
      articleTopicIds(item),
      at - PUSH_LIMIT_WINDOW_MS,
    );
    const allowed = followers.filter((f) => underPushLimit(f.queuedAt, at));
    const limited = followers.length - allowed.length;
    if (limited > 0) countMetric('hirvonal_push_total', { result: 'limited', channel: 'any' });
    const payload = JSON.stringify(pushPayload(item, edition.siteUrl));
    const count = await store.queuePush(
      allowed.map((follower) => ({
        clientToken: follower.clientToken,
        edition: edition.slug,
        articleId: item.id,
        payload,
        notAfter: item.pubDate * 1000 + PUSH_NOT_AFTER_MS,
      })),
    );
    log.info('new article: notifications queued', {
      articleId: item.id,
      queued: count,
      limited,
    });
    queued += count;
  }
  return { articles: [...marked], queued };
}
