// The support campaign's form (/tamogatas, issue 16): what the reader chose (amount and how often) read
// from the query string the form submits with GET, so the page works without JavaScript and a result
// page can link back with the same choice. The SPEC (section 5: "No other user-input validation
// shown") leaves the limits to us: SUPPORT_AMOUNTS in lib/constants.ts, per edition currency.
import { SUPPORT_AMOUNT_MAX_LENGTH } from '../constants';

/** The form's query parameters (Hungarian, like the site's other parameters: oldal, szuro). */
export const SUPPORT_PARAMS = {
  amount: 'osszeg',
  custom: 'egyeni',
  period: 'gyakorisag',
  /** The result pages' payment reference (issue 32): which recorded payment they show. */
  reference: 'fizetes',
} as const;
/** `osszeg` value of the "other amount" choice: the amount is then in `egyeni`. */
export const CUSTOM_AMOUNT = 'egyeni';
/** How often: monthly (recurring, counts 10x on the minutes counter) or one time. */
export const SUPPORT_PERIODS = { monthly: 'havi', once: 'egyszeri' } as const;
export type SupportPeriod = keyof typeof SUPPORT_PERIODS;

export interface AmountLimits {
  min: number;
  max: number;
}

export type AmountProblem = 'missing' | 'not-a-number' | 'too-small' | 'too-large';

/** What the reader typed or picked, as they sent it, so a form with errors shows it again. */
export interface SupportInput {
  amount: string;
  custom: string;
  period: string;
}

export type SupportChoice =
  | { kind: 'empty' }
  | { kind: 'valid'; amount: number; period: SupportPeriod }
  | {
      kind: 'invalid';
      input: SupportInput;
      problems: { amount?: AmountProblem; period?: 'unknown' };
    };

type Query = Partial<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * An amount as readers write it: "5000", "5 000", "5 000 Ft" (spaces, no-break spaces and a
 * trailing currency sign or code are ignored). Only whole numbers: a decimal or any other character
 * makes it not a number.
 */
export function parseAmount(
  text: string,
  limits: AmountLimits,
  currencyWords: readonly string[] = [],
): { amount: number } | { problem: AmountProblem } {
  if (text.length > SUPPORT_AMOUNT_MAX_LENGTH) return { problem: 'not-a-number' };
  let compact = text.replace(/[\s\u00a0\u202f]+/g, '').toLowerCase();
  for (const word of currencyWords) {
    if (compact.endsWith(word.toLowerCase())) compact = compact.slice(0, -word.length);
  }
  if (compact === '') return { problem: 'missing' };
  if (!/^\d+$/.test(compact)) return { problem: 'not-a-number' };
  const amount = Number(compact);
  if (amount < limits.min) return { problem: 'too-small' };
  if (amount > limits.max) return { problem: 'too-large' };
  return { amount };
}

function periodOf(value: string): SupportPeriod | null {
  const found = Object.entries(SUPPORT_PERIODS).find(([, name]) => name === value);
  return found ? (found[0] as SupportPeriod) : null;
}

/**
 * The reader's choice from the query: nothing sent -> empty (the form with its defaults); else the
 * amount is `osszeg` (a preset or any number, e.g. from a "try again" link), or `egyeni` when
 * `osszeg` is "egyeni" or absent; `gyakorisag` absent means monthly.
 */
export function readSupportChoice(
  query: Query,
  limits: AmountLimits,
  currencyWords: readonly string[] = [],
): SupportChoice {
  const input: SupportInput = {
    amount: first(query[SUPPORT_PARAMS.amount]).trim(),
    custom: first(query[SUPPORT_PARAMS.custom]).trim(),
    period: first(query[SUPPORT_PARAMS.period]).trim(),
  };
  if (!input.amount && !input.custom && !input.period) return { kind: 'empty' };
  const amountText = input.amount && input.amount !== CUSTOM_AMOUNT ? input.amount : input.custom;
  const amount = parseAmount(amountText, limits, currencyWords);
  const period = input.period ? periodOf(input.period) : 'monthly';
  if ('amount' in amount && period) return { kind: 'valid', amount: amount.amount, period };
  return {
    kind: 'invalid',
    input,
    problems: {
      ...('problem' in amount ? { amount: amount.problem } : {}),
      ...(period ? {} : { period: 'unknown' as const }),
    },
  };
}

/** The query of a choice, for the payment step and the result pages' "try again" link. */
export function supportChoiceQuery(choice: {
  amount: number;
  period: SupportPeriod;
}): Record<string, string> {
  return {
    [SUPPORT_PARAMS.amount]: String(choice.amount),
    [SUPPORT_PARAMS.period]: SUPPORT_PERIODS[choice.period],
  };
}
