// The props of the support pages (/tamogatas/{slug?}, issue 16) and of the demo checkout: what the
// server decided (the campaign form with the reader's input and its problems, the payment step, the
// result pages' "try again" choice), safe for the client.
import type { Doc } from '../schemas/doc';
import type { AmountProblem, SupportPeriod } from '../rules/supportChoice';
import type { PaymentStatus } from '../schemas/paymentStatus';
import type { ShellData } from './shellData';

/**
 * The payment button's field names at the provider (issue 16), in the hosted-button convention of
 * card payment providers; issue 32: `custom` carries our payment's reference, echoed back in the
 * provider's callbacks. The demo checkout's outcome form reads them too.
 */
export const PAYMENT_FIELD_NAMES = {
  buttonId: 'hosted_button_id',
  amount: 'amount',
  currency: 'currency_code',
  recurring: 'recurring',
  returnUrl: 'return',
  cancelUrl: 'cancel_return',
  reference: 'custom',
} as const;

/** The id of the campaign form (the payment step's "change" link and the error summary point to it). */
export const SUPPORT_FORM_ID = 'tamogatas-urlap';

/** The edition's currency as the support pages show it (from the edition config). */
export interface CurrencyView {
  code: string;
  sign: string;
}

/** The minutes counter's state as rendered; the browser polls /api/counter?from= for newer ones. */
export interface CounterView {
  from: string;
  count: number;
  goalHours: number;
}

export interface AmountFormView {
  presets: number[];
  min: number;
  max: number;
  /** The `osszeg` choice to show checked: a preset, 'egyeni', or '' (nothing). */
  selected: string;
  /** The custom amount as the reader typed it. */
  custom: string;
  /** The `gyakorisag` choice to show checked ('havi', 'egyszeri' or what was sent). */
  period: string;
  problems: { amount?: AmountProblem; period?: 'unknown' };
}

/** The payment button: a GET form to the provider with these hidden fields. */
export interface PaymentView {
  action: string;
  fields: Array<[name: string, value: string]>;
  amount: number;
  period: SupportPeriod;
  /** Back to the form with this choice filled in. */
  changeHref: string;
}

export interface SupportChoiceView {
  amount: number;
  period: SupportPeriod;
}

export type SupportView =
  | {
      kind: 'campaign';
      doc: Doc;
      counter: CounterView;
      form: AmountFormView;
      payment: PaymentView | null;
    }
  | { kind: 'belepes' }
  | {
      /** The page the provider returned to; what it shows is the recorded payment's state. */
      kind: 'siker' | 'hiba';
      /** The recorded payment the return URL names (issue 32), or null. */
      payment: PaymentStatus | null;
      /** "Try again" with the same choice, should the payment have failed. */
      retryHref: string;
    };

export interface SupportPageProps {
  shell: ShellData;
  path: string;
  currency: CurrencyView;
  contactEmail: string;
  faqHref: string;
  view: SupportView;
}

export interface DemoCheckoutProps {
  shell: ShellData;
  currency: CurrencyView;
  /** The payment request as the provider would show it, or null when it was malformed (a 400). */
  request: {
    buttonId: string;
    reference: string;
    amount: number;
    period: SupportPeriod;
    successHref: string;
    failureHref: string;
  } | null;
  /** The test switches (issue 32: keses, ketszer, sorrend) the outcome form passes on. */
  switches: Array<[name: string, value: string]>;
  campaignHref: string;
}
