// The push queue (issue 32), the mail queue's sibling (lib/mail/mailQueue.ts): a notification is stored
// in the user-data store when its article is found new, then every instance's loop claims the due ones
// and hands them to the push adapters. One the push service did not take is tried again, ever less
// often (the same doubling backoff), until it is of no use; one whose subscription is gone (404/410)
// removes the subscription. Sent ones stay a while for the hourly limit.
import {
  PUSH_CLAIM_MS,
  PUSH_LIMIT_WINDOW_MS,
  PUSH_QUEUE_BATCH,
  PUSH_RETRY_FIRST_MS,
  PUSH_RETRY_MAX_MS,
} from '../constants';
import { log } from '../observability/log';
import { readStoredJson } from '../schemas/storedJson';
import { countMetric, setMetric } from '../observability/metrics';
import { retryDelayMs } from '../rules/retryDelay';
import type { UserDataStore } from '../userdata/userDataStore';
import { pushPayloadSchema } from './pushPayload';
import type { PushSender } from './pushSender';

export type PushQueueStore = Pick<
  UserDataStore,
  | 'claimDuePush'
  | 'markPushSent'
  | 'retryPush'
  | 'dropExpiredPush'
  | 'removePushSubscription'
  | 'queuedPushCount'
>;

export function pushRetryDelayMs(attempts: number): number {
  return retryDelayMs(attempts, { firstMs: PUSH_RETRY_FIRST_MS, maxMs: PUSH_RETRY_MAX_MS });
}

export interface PushDeliveryRound {
  sent: number;
  failed: number;
  gone: number;
  expired: number;
}

/** One round of the delivery loop: drops what is of no use, then sends the due notifications. */
export async function deliverDuePush(deps: {
  store: PushQueueStore;
  sender: PushSender;
  now?: () => number;
}): Promise<PushDeliveryRound> {
  const { store, sender } = deps;
  const now = deps.now ?? Date.now;
  const expired = await store.dropExpiredPush(now(), now() - PUSH_LIMIT_WINDOW_MS);
  if (expired > 0) {
    countMetric('hirvonal_push_total', { result: 'expired', channel: 'any' });
    log.warn('notifications dropped unsent: of no use any more', { count: expired });
  }
  const due = await store.claimDuePush(now(), now() + PUSH_CLAIM_MS, PUSH_QUEUE_BATCH);
  const round: PushDeliveryRound = { sent: 0, failed: 0, gone: 0, expired };
  for (const item of due) {
    const { channel } = item.subscription;
    const payload = readStoredJson(pushPayloadSchema, item.payload);
    if (!payload) {
      // Stored by this code, so never expected; marked sent rather than retried forever.
      await store.markPushSent(item.id, now());
      log.error('queued notification unreadable; skipped', { articleId: item.articleId });
      continue;
    }
    try {
      const outcome = await sender.send(item.subscription, payload);
      if (outcome === 'gone') {
        await store.removePushSubscription(item.clientToken);
        countMetric('hirvonal_push_total', { result: 'gone', channel });
        log.info('push subscription gone; removed', { channel });
        round.gone += 1;
        continue;
      }
      await store.markPushSent(item.id, now());
      countMetric('hirvonal_push_total', { result: 'sent', channel });
      round.sent += 1;
    } catch (error) {
      const attempts = item.attempts + 1;
      await store.retryPush(item.id, now() + pushRetryDelayMs(attempts), String(error));
      countMetric('hirvonal_push_total', { result: 'failed', channel });
      log.warn('notification not sent; queued for another attempt', { channel, attempts, error });
      round.failed += 1;
    }
  }
  setMetric('hirvonal_push_queued', await store.queuedPushCount(), {});
  return round;
}
