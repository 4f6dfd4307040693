// The document's operations of the payments tag (issue 32): the payment button's start, the
// provider's signed callback, a payment's recorded state, and the demo provider's outcome form.
import { z } from 'zod';
import { SUPPORT_PARAMS, SUPPORT_PERIODS } from '../../rules/supportChoice';
import { paymentStatusSchema } from '../../schemas/paymentStatus';
import { DEMO_SWITCHES } from '../../support/demoProvider';
import { paymentCallbackSchema } from '../../support/paymentCallback';
import { PAYMENT_FIELDS, PAYMENT_REFERENCE } from '../../support/paymentRequest';
import { PAYMENT_HEADERS } from '../../support/paymentSignature';
import { inPath, type Operation } from '../operation';

const redirect = { contentType: 'text/plain', textErrors: false };

export const paymentsOperations: Operation[] = [
  {
    id: 'startPayment',
    method: 'post',
    path: '/api/payments/start',
    tag: 'payments',
    summary:
      "The payment button: records a started payment and redirects (303) to the provider's checkout",
    description:
      'A form body with the reader’s choice. The redirect carries the hosted-button fields ' +
      '(hosted_button_id, amount, currency_code, recurring, return, cancel_return) and the ' +
      'payment’s reference as `custom`; the return URLs name it as `fizetes`. A signed-in reader ' +
      'owns the payment; otherwise the callback’s payer email names the account. 404 where the ' +
      'support pages do not exist.',
    requestBody: z.object({
      [SUPPORT_PARAMS.amount]: z.string(),
      [SUPPORT_PARAMS.custom]: z.string().optional(),
      [SUPPORT_PARAMS.period]: z.enum(Object.values(SUPPORT_PERIODS) as [string, ...string[]]),
    }),
    answer: redirect,
    errors: [400, 403, 404, 413],
  },
  {
    id: 'paymentCallback',
    method: 'post',
    path: '/api/payments/callback',
    tag: 'payments',
    summary: "The payment provider's signed server-to-server callback",
    description:
      `Signed: \`${PAYMENT_HEADERS.timestamp}\` is the unix time in seconds, ` +
      `\`${PAYMENT_HEADERS.signature}\` is \`sha256=\` and the hex HMAC-SHA256 of ` +
      '`{timestamp}.{raw body}` under SUPPORT_PAYMENT_SECRET. A timestamp more than 5 minutes ' +
      'from our clock, a missing or wrong signature: 401, logged, nothing recorded. The same ' +
      'event_id twice records once (200, status "duplicate"); events out of order are harmless ' +
      '(a started or failed after succeeded changes nothing; refunded ends the subscription). ' +
      'A success creates or extends the reader’s subscription and mails a receipt.',
    // An address, documented as a string (the document's validator knows no `email` format).
    requestBody: paymentCallbackSchema.extend({ payer_email: z.string() }),
    answer: z.object({
      status: z.enum(['applied', 'duplicate']),
      state: paymentStatusSchema.shape.state,
    }),
    errors: [400, 401, 404, 413],
  },
  {
    id: 'paymentStatus',
    path: '/api/payments/status/{reference}',
    tag: 'payments',
    summary: 'A payment’s recorded state (the result pages poll it until it settles)',
    parameters: [
      inPath(
        'reference',
        'The payment’s reference (the return URL’s `fizetes`).',
        'Ab3_Ab3_Ab3_Ab3_Ab3_',
        z.string().regex(PAYMENT_REFERENCE),
      ),
    ],
    answer: paymentStatusSchema,
    errors: [400, 404],
  },
  {
    id: 'demoPaymentOutcome',
    method: 'post',
    path: '/api/payments/demo',
    tag: 'payments',
    summary:
      'The demo provider: sends the signed callbacks of the chosen outcome, then redirects (303) to the result page',
    description:
      'Only while SUPPORT_PAYMENT_URL is not set (else 404). Test switches: keses=1 sends the ' +
      'callbacks late, ketszer=1 sends each twice, sorrend=forditott sends the outcome before ' +
      '"started".',
    requestBody: z.object({
      [PAYMENT_FIELDS.reference]: z.string().regex(PAYMENT_REFERENCE),
      [PAYMENT_FIELDS.returnUrl]: z.string(),
      [PAYMENT_FIELDS.cancelUrl]: z.string(),
      outcome: z.enum(['succeeded', 'failed']),
      payer_email: z.string(),
      payer_name: z.string().optional(),
      ...Object.fromEntries(DEMO_SWITCHES.map((name) => [name, z.string().optional()])),
    }),
    answer: redirect,
    errors: [400, 403, 404, 413],
  },
];
