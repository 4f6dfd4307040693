// The payment request the support page's button sends to the provider (issue 16), and its reading by
// our demo checkout. Field names follow the hosted-button convention of card payment providers
// (hosted_button_id, amount, currency_code, return, cancel_return); `recurring` is 1 for monthly.
// Issue 32: `custom` carries our payment's reference, which the provider echoes back in its signed
// callbacks, and the return URLs name it too, so the result pages show that payment's recorded state.
import { paths } from '../routing/paths';
import {
  parseAmount,
  SUPPORT_PARAMS,
  supportChoiceQuery,
  type AmountLimits,
  type SupportPeriod,
} from '../rules/supportChoice';
import { PAYMENT_FIELD_NAMES } from '../view/supportPage';
import type { PaymentConfig } from './supportConfig';

export const PAYMENT_FIELDS = PAYMENT_FIELD_NAMES;

export interface PaymentChoice {
  amount: number;
  period: SupportPeriod;
}

/** The hidden fields of the payment button's form, in the order the provider documents them. */
export function paymentFields(
  config: PaymentConfig,
  choice: PaymentChoice,
  currency: string,
  reference: string,
): Array<[string, string]> {
  const query = { ...supportChoiceQuery(choice), [SUPPORT_PARAMS.reference]: reference };
  return [
    [PAYMENT_FIELDS.buttonId, config.buttonId],
    [PAYMENT_FIELDS.amount, String(choice.amount)],
    [PAYMENT_FIELDS.currency, currency],
    [PAYMENT_FIELDS.recurring, choice.period === 'monthly' ? '1' : '0'],
    [PAYMENT_FIELDS.returnUrl, config.returnOrigin + paths.supportWith('siker', query)],
    [PAYMENT_FIELDS.cancelUrl, config.returnOrigin + paths.supportWith('hiba', query)],
    [PAYMENT_FIELDS.reference, reference],
  ];
}

/** Our payment references: random, URL-safe (lib/support/paymentStart.ts). */
export const PAYMENT_REFERENCE = /^[A-Za-z0-9_-]{16,64}$/;

/** The provider's checkout with the payment button's fields in its query. */
export function checkoutUrl(action: string, fields: Array<[string, string]>): string {
  return `${action}${action.includes('?') ? '&' : '?'}${new URLSearchParams(fields)}`;
}

type Query = Partial<Record<string, string | string[] | undefined>>;
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Only our own result pages, as site paths: the demo checkout never sends a reader elsewhere. */
export const RESULT_PATH = {
  success: /^\/tamogatas\/siker(?:\?[^#]*)?$/,
  failure: /^\/tamogatas\/hiba(?:\?[^#]*)?$/,
};

export interface DemoPaymentRequest extends PaymentChoice {
  buttonId: string;
  reference: string;
  successHref: string;
  failureHref: string;
}

/**
 * A payment request as our demo checkout receives it; null unless it names our button, an amount
 * within the limits in the edition's currency, a period, and return paths to our result pages.
 */
export function readPaymentRequest(
  query: Query,
  expected: { buttonId: string; currency: string; limits: AmountLimits },
): DemoPaymentRequest | null {
  const buttonId = text(query[PAYMENT_FIELDS.buttonId]);
  const amount = parseAmount(text(query[PAYMENT_FIELDS.amount]) ?? '', expected.limits);
  const recurring = text(query[PAYMENT_FIELDS.recurring]);
  const successHref = text(query[PAYMENT_FIELDS.returnUrl]) ?? '';
  const failureHref = text(query[PAYMENT_FIELDS.cancelUrl]) ?? '';
  const reference = text(query[PAYMENT_FIELDS.reference]) ?? '';
  if (
    !PAYMENT_REFERENCE.test(reference) ||
    buttonId !== expected.buttonId ||
    !('amount' in amount) ||
    text(query[PAYMENT_FIELDS.currency]) !== expected.currency ||
    (recurring !== '1' && recurring !== '0') ||
    !RESULT_PATH.success.test(successHref) ||
    !RESULT_PATH.failure.test(failureHref)
  ) {
    return null;
  }
  return {
    buttonId,
    reference,
    amount: amount.amount,
    period: recurring === '1' ? 'monthly' : 'once',
    successHref,
    failureHref,
  };
}
