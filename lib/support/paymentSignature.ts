// The payment provider's signed callbacks (issue 32): the provider signs `{timestamp}.{raw body}` with
// HMAC-SHA256 under the shared secret (SUPPORT_PAYMENT_SECRET) and sends the timestamp (unix seconds)
// and the hex signature in two headers. We compare in constant time and accept a timestamp only
// within PAYMENT_CALLBACK_TOLERANCE_MS of our clock (lib/rules/payments.ts), so a captured callback
// cannot be replayed later; within the window the event id makes a replay record nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { callbackTimestampFresh } from '../rules/payments';

/**
 * What the demo provider signs with while no provider is configured (lib/support/supportConfig.ts).
 * Public on purpose: it is never accepted once SUPPORT_PAYMENT_URL is set.
 */
export const DEMO_PAYMENT_SECRET = 'hirvonal-demo-fizetes-titok';

export const PAYMENT_HEADERS = {
  timestamp: 'x-payment-timestamp',
  signature: 'x-payment-signature',
} as const;

/** The signature header's value: `sha256=` and the hex HMAC of `{timestamp}.{body}`. */
export function signPaymentCallback(body: string, timestamp: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'forged';

export function checkPaymentSignature(input: {
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  secret: string;
  now: number;
}): SignatureCheck {
  const { body, timestamp, signature, secret, now } = input;
  if (!timestamp || !signature) return 'missing';
  if (!callbackTimestampFresh(timestamp, now)) return 'stale';
  const expected = Buffer.from(signPaymentCallback(body, timestamp, secret), 'utf8');
  const given = Buffer.from(signature.trim(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'forged';
}
