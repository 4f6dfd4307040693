// This process's topic notifications (issue 32): the push adapters from the configuration (VAPID keys,
// APP_PUSH_GATEWAY_URL), and the two loops every instance runs: looking for new articles and sending
// the queued notifications.
import { edition } from '../../editions/currentEdition';
import { PUSH_TICK_MS } from '../constants';
import { getContentSource } from '../content/getContentSource';
import { startBackgroundLoop } from '../deploy/backgroundLoop';
import { getUserDataStore } from '../userdata/getUserDataStore';
import { notifyNewArticles } from './notifier';
import { deliverDuePush } from './pushQueue';
import { appGatewaySender, channelSender, webPushSender, type PushSender } from './pushSender';
import { vapidKeys } from './vapidKeys';

/** This site's VAPID keys; without WEB_PUSH_VAPID_SUBJECT the contact is the site's own address. */
export function siteVapidKeys() {
  return vapidKeys(process.env, edition.siteUrl);
}

function pushSender(): PushSender {
  const gateway = process.env.APP_PUSH_GATEWAY_URL;
  return channelSender({
    web: webPushSender(siteVapidKeys()),
    ...(gateway ? { app: appGatewaySender(gateway) } : {}),
  });
}

/** Starts this instance's loops (skipped with PUSH_NOTIFICATIONS=off); answers their stop. */
export function startPushLoops(): () => void {
  if (process.env.PUSH_NOTIFICATIONS === 'off') return () => undefined;
  const sender = pushSender();
  const startedAt = Date.now();
  // Two loops: content that cannot be read now does not hold up the notifications already queued.
  const stops = [
    startBackgroundLoop('new-article notifier', PUSH_TICK_MS, async () =>
      notifyNewArticles({
        source: getContentSource(),
        store: await getUserDataStore(),
        edition,
        baselineBefore: startedAt,
      }),
    ),
    startBackgroundLoop('push delivery', PUSH_TICK_MS, async () =>
      deliverDuePush({ store: await getUserDataStore(), sender }),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
