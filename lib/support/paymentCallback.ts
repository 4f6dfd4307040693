// The payment provider's server-to-server callback (issue 32), free of HTTP: verified (signature and
// timestamp, lib/support/paymentSignature.ts), read (the body's fields below), applied once per event
// id in the user-data store (the state machine of lib/rules/payments.ts), and a success or renewal
// mails the reader a receipt through the mail queue. A callback that fails verification records
// nothing and is logged in one line; pages/api/payments/callback.ts answers what this decides.
import { z } from 'zod';
import { PAYMENT_RECEIPT_TTL_MS } from '../constants';
import type { MailSender } from '../mail/mailQueue';
import { log } from '../observability/log';
import { PAYMENT_EVENTS } from '../rules/payments';
import type { Payment, Subscription, UserDataStore } from '../userdata/userDataStore';
import { checkPaymentSignature } from './paymentSignature';

/** The callback's JSON body (snake_case, as providers write it); other fields are ignored. */
export const paymentCallbackSchema = z.object({
  /** The provider's id of this event: sent again (a retry, a replay), it records nothing. */
  event_id: z.string().min(1).max(200),
  type: z.enum(PAYMENT_EVENTS),
  /** What the payment button sent as `custom`: our payment's reference. */
  reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  payer_email: z.string().trim().max(320).email(),
  payer_name: z.string().trim().max(200).optional(),
});
export type PaymentCallbackBody = z.infer<typeof paymentCallbackSchema>;

export interface ReceiptTexts {
  subject: (payment: Payment) => string;
  text: (payment: Payment, reader: { name: string }, subscription: Subscription) => string;
}

export interface CallbackDeps {
  store: Pick<UserDataStore, 'applyPaymentEvent'>;
  mail: MailSender;
  /** Null: a provider is configured without its secret, so nothing can be verified. */
  secret: string | null;
  receipt: ReceiptTexts;
  now?: () => number;
}

export type CallbackAnswer =
  | { status: 200; body: { status: 'applied' | 'duplicate'; state: Payment['state'] } }
  | { status: 400 | 401 | 404 | 503; body: { reason: string; message: string } };

function refused(
  status: 400 | 401 | 404 | 503,
  reason: string,
  message: string,
  fields: Record<string, unknown> = {},
): CallbackAnswer {
  log.warn(`payment callback refused: ${reason}`, fields);
  return { status, body: { reason, message } };
}

export async function receivePaymentCallback(
  deps: CallbackDeps,
  request: { body: string; timestamp: string | undefined; signature: string | undefined },
): Promise<CallbackAnswer> {
  const now = deps.now ?? Date.now;
  if (!deps.secret) {
    return refused(503, 'not-configured', 'SUPPORT_PAYMENT_SECRET is not set.');
  }
  const check = checkPaymentSignature({ ...request, secret: deps.secret, now: now() });
  if (check !== 'ok') {
    const message = {
      missing: 'Missing timestamp or signature header.',
      stale: 'The timestamp is outside the accepted window.',
      forged: 'The signature does not match.',
    }[check];
    return refused(401, `signature-${check}`, message, { timestamp: request.timestamp });
  }
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return refused(400, 'bad-json', 'The body is not valid JSON.');
  }
  const parsed = paymentCallbackSchema.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues[0]!.path.join('.') || 'body';
    return refused(400, 'invalid-field', `Invalid field: ${field}.`, { field });
  }
  const event = parsed.data;
  const outcome = await deps.store.applyPaymentEvent({
    eventId: event.event_id,
    reference: event.reference,
    type: event.type,
    payerEmail: event.payer_email,
    payerName: event.payer_name ?? '',
  });
  if (outcome.status === 'unknown') {
    return refused(404, 'unknown-payment', 'No payment has this reference.', {
      reference: event.reference,
    });
  }
  if (outcome.status === 'applied') {
    log.info('payment callback recorded', {
      event: event.type,
      from: outcome.from,
      state: outcome.payment.state,
    });
    if (outcome.charged) await sendReceipt(deps, outcome.payment, outcome.charged, now());
  }
  return { status: 200, body: { status: outcome.status, state: outcome.payment.state } };
}

/** Queued, so a mail server that is down delays it; a mail that cannot even be stored is logged. */
async function sendReceipt(
  deps: CallbackDeps,
  payment: Payment,
  reader: { email: string; name: string; subscription: Subscription },
  now: number,
) {
  try {
    await deps.mail.send(
      {
        to: reader.email,
        subject: deps.receipt.subject(payment),
        text: deps.receipt.text(payment, reader, reader.subscription),
      },
      { kind: 'payment-receipt', notAfter: now + PAYMENT_RECEIPT_TTL_MS },
    );
  } catch (error) {
    log.error('payment receipt not queued', { error, reference: payment.reference });
  }
}
