// The demo payment provider (issue 32): what /demo-fizetes does in place of a real provider once the
// reader picks an outcome. It sends the same signed server-to-server callbacks a provider sends
// ('started', then 'succeeded' or 'failed') to our callback URL, signed with the configured secret,
// and its test switches make them awkward the way real ones can be:
//   keses=1              late: sent DEMO_PAYMENT_LATE_MS after the reader is back on the result page;
//   ketszer=1            twice: every callback sent again with the same event id (a provider's retry);
//   sorrend=forditott    out of order: the outcome first, the 'started' after it.
import { DEMO_PAYMENT_LATE_MS } from '../constants';
import { log } from '../observability/log';
import type { PaymentEvent } from '../rules/payments';
import type { PaymentCallbackBody } from './paymentCallback';
import { PAYMENT_HEADERS, signPaymentCallback } from './paymentSignature';

export const DEMO_SWITCHES = ['keses', 'ketszer', 'sorrend'] as const;
type DemoSwitch = (typeof DEMO_SWITCHES)[number];

export interface DemoOutcome {
  reference: string;
  outcome: 'succeeded' | 'failed';
  payerEmail: string;
  payerName: string;
  switches: Partial<Record<DemoSwitch, string>>;
}

export interface SignedCallback {
  body: string;
  headers: Record<string, string>;
}

/** The callbacks of one outcome, in the order the switches say, signed at `now` (unix ms). */
export function demoCallbacks(demo: DemoOutcome, secret: string, now: number): SignedCallback[] {
  const types: PaymentEvent[] = ['started', demo.outcome];
  if (demo.switches.sorrend === 'forditott') types.reverse();
  const timestamp = String(Math.floor(now / 1000));
  const callbacks = types.map((type) => {
    const body = JSON.stringify({
      event_id: `demo-${demo.reference}-${type}`,
      type,
      reference: demo.reference,
      payer_email: demo.payerEmail,
      payer_name: demo.payerName,
    } satisfies PaymentCallbackBody);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_HEADERS.timestamp]: timestamp,
        [PAYMENT_HEADERS.signature]: signPaymentCallback(body, timestamp, secret),
      },
    };
  });
  return demo.switches.ketszer === '1' ? callbacks.flatMap((c) => [c, c]) : callbacks;
}

async function post(url: string, callbacks: SignedCallback[]) {
  for (const callback of callbacks) {
    const response = await fetch(url, { method: 'POST', ...callback });
    if (!response.ok) {
      log.warn('demo provider: callback refused', { status: response.status });
    }
  }
}

/** Sends them one after another (now, or late without waiting); a failure is logged. */
export async function sendDemoCallbacks(
  url: string,
  callbacks: SignedCallback[],
  late: boolean,
): Promise<void> {
  const send = () =>
    post(url, callbacks).catch((error: unknown) =>
      log.warn('demo provider: callback not sent', { error }),
    );
  if (late) setTimeout(() => void send(), DEMO_PAYMENT_LATE_MS).unref();
  else await send();
}
