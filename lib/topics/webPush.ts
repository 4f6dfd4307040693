// The browser side of topic notifications that arrive (issue 32): once a reader follows a topic, the
// site's service worker (public/push-sw.js) is registered and the browser's PushSubscription, made
// with the site's VAPID public key, is stored with the client token through /api/push-subscriptions;
// in the newsroom's app the app is asked for its push token over the app bridge instead. When the
// reader follows nothing any more, the subscription is dropped. Each outcome has its words in the
// follow button's dictionaries (lib/i18n/topics.*.ts).
import { apiRequest } from '../client/apiRequest';
import { postToApp } from '../client/appBridge';
import type { TopicsKey } from '../i18n/topicTexts';
import { paths } from '../routing/paths';
import { pushAnswerSchema } from './pushAnswer';

export const PUSH_SUBSCRIPTIONS_API = '/api/push-subscriptions';

export type PushSetup = 'on' | 'denied' | 'unsupported' | 'failed' | 'app';

/** The words for each outcome (the app's are its own business: nothing is said). */
export function pushNoteKey(setup: PushSetup): TopicsKey | null {
  return setup === 'app' ? null : (`topics.push.${setup}` as const);
}

function webPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Asks for permission to notify: call it in the click handler, before anything is awaited (browsers
 * only ask while the press is fresh). Answers the permission, 'denied' where push is not supported.
 */
export function askNotificationPermission(): Promise<NotificationPermission> {
  if (!webPushSupported()) return Promise.resolve('denied');
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission);
  return Notification.requestPermission();
}

/** Stores where this token's notifications go: a browser's subscription or the app's push token. */
export function savePushSubscription(
  clientToken: string,
  target: { subscription: PushSubscriptionJSON } | { appToken: string },
) {
  return apiRequest(PUSH_SUBSCRIPTIONS_API, pushAnswerSchema, {
    method: 'POST',
    body: { clientToken, ...target },
  });
}

/** Turns notifications on for this browser (or asks the app to), after a follow. */
export async function enableNotifications(
  clientToken: string,
  permission: Promise<NotificationPermission>,
  { inApp }: { inApp: boolean },
): Promise<PushSetup> {
  // The app answers with its push token (message { type: 'push', action: 'token', token }).
  if (inApp && postToApp({ type: 'push', action: 'register', clientToken })) return 'app';
  if (!webPushSupported()) return 'unsupported';
  if ((await permission) !== 'granted') return 'denied';
  try {
    const { publicKey } = await apiRequest(PUSH_SUBSCRIPTIONS_API, pushAnswerSchema);
    if (!publicKey) return 'unsupported';
    const registration = await navigator.serviceWorker.register(paths.pushWorker(), { scope: '/' });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      }));
    await savePushSubscription(clientToken, { subscription: subscription.toJSON() });
    return 'on';
  } catch {
    // No push service reachable (some browsers, headless ones), or our API: nothing was stored.
    return 'failed';
  }
}

/** Stops this token's notifications (the reader follows nothing any more). */
export async function disableNotifications(clientToken: string): Promise<void> {
  await apiRequest(PUSH_SUBSCRIPTIONS_API, pushAnswerSchema, {
    method: 'DELETE',
    body: { clientToken },
  });
  if (!webPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(paths.pushWorker());
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
