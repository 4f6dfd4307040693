// The push adapters (issue 32): one notification to one subscription, through the browser's push
// service (Web Push: VAPID-signed, the payload encrypted for the browser as RFC 8291 says, aes128gcm,
// by the `web-push` library) or through the newsroom app's push gateway (APP_PUSH_GATEWAY_URL: a POST
// of JSON { token, clientToken, title, body, url }). 'sent' once the service took it; 'gone' when it
// answers that the subscription no longer exists (a push service: 404 or 410, RFC 8030; the gateway:
// 410, as a wrong gateway address answers 404 too), and the caller removes it; anything else throws,
// and the queue tries again later.
import webpush from 'web-push';
import { PUSH_TTL_SECONDS } from '../constants';
import type { PushChannel, StoredPushSubscription } from '../userdata/userDataStore';
import type { PushPayload } from './pushPayload';
import type { VapidKeys } from './vapidKeys';

export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushOutcome>;
}

/** A push service's or gateway's answer: "no such subscription" is 404 or 410 (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);

/** A request to a push service or the gateway gives up after this long (then it is retried). */
const REQUEST_TIMEOUT_MS = 10_000;

export class PushFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * Web Push: the `web-push` library encrypts the payload for the browser (RFC 8291, aes128gcm: the
 * salt and our ephemeral key travel in the body's header) and signs the request (VAPID, RFC 8292, with
 * the endpoint's origin as the audience); it is sent here with fetch (the library's own sender speaks
 * https only and parses URLs with Node's deprecated url.parse; the push sink of the tests is plain
 * http on loopback, and which endpoints are taken at all is the API's check).
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(subscription, payload) {
      const { cipherText } = webpush.encrypt(
        subscription.p256dh,
        subscription.auth,
        JSON.stringify(payload),
        'aes128gcm',
      );
      const { Authorization } = webpush.getVapidHeaders(
        new URL(subscription.endpoint).origin,
        vapid.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
      );
      const answer = await fetch(subscription.endpoint, {
        method: 'POST',
        headers: {
          Authorization,
          TTL: String(PUSH_TTL_SECONDS),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          Urgency: 'normal',
          // RFC 8030 §5.4: a later message of the same topic replaces one not yet delivered.
          Topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        },
        body: new Uint8Array(cipherText),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.ok) return 'sent';
      if (GONE.has(answer.status)) return 'gone';
      throw new PushFailure(`push service answered ${answer.status}`, answer.status);
    },
  };
}

export function appGatewaySender(gatewayUrl: string): PushSender {
  return {
    async send(subscription, payload) {
      const answer = await fetch(gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: subscription.endpoint,
          clientToken: subscription.clientToken,
          title: payload.title,
          body: payload.body,
          url: payload.url,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.ok) return 'sent';
      if (answer.status === 410) return 'gone';
      throw new PushFailure(`push gateway answered ${answer.status}`, answer.status);
    },
  };
}

/** Each subscription to its channel's adapter; a channel that is not configured fails (and retries). */
export function channelSender(senders: Partial<Record<PushChannel, PushSender>>): PushSender {
  return {
    async send(subscription, payload) {
      const sender = senders[subscription.channel];
      if (!sender) throw new PushFailure(`no ${subscription.channel} push configured`, null);
      return sender.send(subscription, payload);
    },
  };
}
